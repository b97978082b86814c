export { PagesScreen } from './PagesScreen';
export { StoreViewSelect } from './StoreViewSelect';
