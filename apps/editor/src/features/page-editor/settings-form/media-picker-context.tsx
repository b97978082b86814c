import { createContext, useContext, type ComponentType } from 'react';
import type { MediaPickerProps } from '../../media';

// The picker's contract is the media feature's own (type-only: no runtime dependency on it).
export type { MediaPickerProps, MediaValue } from '../../media';

/**
 * The media picker used by image and video fields. The screen provides the shell's picker; the
 * settings form stays independent of it so that it can be tested and reused on its own.
 */
const MediaPickerContext = createContext<ComponentType<MediaPickerProps> | null>(null);

export const MediaPickerProvider = MediaPickerContext.Provider;

export function useMediaPicker(): ComponentType<MediaPickerProps> | null {
  return useContext(MediaPickerContext);
}
