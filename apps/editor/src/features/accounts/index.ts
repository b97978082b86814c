export { EditorsScreen } from './EditorsScreen';
