export { MediaPicker, type MediaPickerProps } from './MediaPicker';
export { MediaLibrary } from './MediaLibrary';
export { MediaScreen } from './MediaScreen';
export type { MediaValue } from './media-types';
