import { createContext, useContext, type ComponentType } from 'react';

/** The value of an image or video field (block-schema `fields.image` / `fields.video`). */
export interface MediaValue {
  url: string;
  alt?: string;
  width?: number;
  height?: number;
  poster?: string;
}

/** The shell's `MediaPicker` props (editor seam, item 2). */
export interface MediaPickerProps {
  kind: 'image' | 'video';
  value: MediaValue;
  onChange(value: MediaValue): void;
  label: string;
  error?: string;
  required?: boolean;
}

/**
 * The media picker used by image and video fields. The screen provides the shell's picker; the
 * settings form stays independent of it so that it can be tested and reused on its own.
 */
const MediaPickerContext = createContext<ComponentType<MediaPickerProps> | null>(null);

export const MediaPickerProvider = MediaPickerContext.Provider;

export function useMediaPicker(): ComponentType<MediaPickerProps> | null {
  return useContext(MediaPickerContext);
}
