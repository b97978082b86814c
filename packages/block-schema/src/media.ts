import { z } from 'zod';
import { ALLOWED_IMAGE_EXTENSIONS, ALLOWED_VIDEO_EXTENSIONS } from './constants';

/** Lower-cased extension of a URL or file name, ignoring query and hash; '' when none. */
export function fileExtension(urlOrName: string): string {
  const path = urlOrName.split(/[?#]/)[0] ?? '';
  const last = path.split('/').pop() ?? '';
  const dot = last.lastIndexOf('.');
  return dot > 0 ? last.slice(dot + 1).toLowerCase() : '';
}

export function isAllowedImage(urlOrName: string): boolean {
  return (ALLOWED_IMAGE_EXTENSIONS as readonly string[]).includes(fileExtension(urlOrName));
}

export function isAllowedVideo(urlOrName: string): boolean {
  return (ALLOWED_VIDEO_EXTENSIONS as readonly string[]).includes(fileExtension(urlOrName));
}

export const IMAGE_TYPE_MESSAGE = `Images must be one of: ${ALLOWED_IMAGE_EXTENSIONS.join(', ')}`;
export const VIDEO_TYPE_MESSAGE = `Videos must be one of: ${ALLOWED_VIDEO_EXTENSIONS.join(', ')}`;
export const IMAGE_REQUIRED_MESSAGE = 'An image is required';
export const VIDEO_REQUIRED_MESSAGE = 'A video is required';

/** A URL that is unsafe to put in href/src (javascript:, data:, protocol-relative). */
export function isSafeUrl(url: string): boolean {
  return url === '' || /^(https?:\/\/|\/(?!\/)|#|mailto:|tel:)/i.test(url.trim());
}

/**
 * An image value: the file URL (media library or shipped asset) plus what the storefront needs
 * to render it without layout shift. `url: ''` means "no image" (only valid for optional images).
 */
export const imageRefSchema = z.object({
  url: z.string().max(2048),
  alt: z.string().max(300).default(''),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
});
export type ImageRef = z.output<typeof imageRefSchema>;

export const videoRefSchema = z.object({
  url: z.string().max(2048),
  /** Optional poster image URL. */
  poster: z.string().max(2048).default(''),
});
export type VideoRef = z.output<typeof videoRefSchema>;

export const EMPTY_IMAGE: ImageRef = { url: '', alt: '' };
export const EMPTY_VIDEO: VideoRef = { url: '', poster: '' };
