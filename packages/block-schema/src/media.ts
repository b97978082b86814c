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

/**
 * Characters no stored link or media URL may contain anywhere: whitespace (browsers drop tabs and
 * newlines inside URLs, so `/<TAB>/evil.example` becomes `//evil.example`), C0/C1 control
 * characters, zero-width and bidi formatting characters, and the backslash (browsers read `\` as
 * `/` in http(s) URLs, so `/\evil.example` is the host evil.example).
 */
const FORBIDDEN_URL_CHARACTER =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\s\\\u0000-\u001F\u007F-\u009F\u00AD\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/;

/**
 * Percent-encoded forms that have no business in a site path and that a proxy or framework
 * might decode before routing: control characters, backslash, and an encoded slash right after
 * the leading one (`/%2F/evil.example`).
 */
const FORBIDDEN_PATH_ESCAPE = /%(?:[01][0-9a-f]|7f|5c)|^\/%2f/i;

/**
 * An internal path: exactly one "/" followed by something that is not "/" or "\" (or nothing:
 * "/" is the home page). `//host` and `/\host` are other sites.
 */
export function isInternalPath(url: string): boolean {
  return (
    /^\/(?![/\\])/.test(url) &&
    !FORBIDDEN_URL_CHARACTER.test(url) &&
    !FORBIDDEN_PATH_ESCAPE.test(url)
  );
}

/** An absolute http(s) URL with a host ("https://host...", not "https:///host" or "https:/\host"). */
export function isHttpUrl(url: string): boolean {
  return /^https?:\/\/[^/\\]/i.test(url) && !FORBIDDEN_URL_CHARACTER.test(url);
}

/**
 * True for a URL that is safe in an href: '' (no link), an internal path (see isInternalPath),
 * an absolute http(s) URL, mailto:, tel: or a "#fragment" on the same page. Everything else is
 * refused: javascript:, data:, protocol-relative `//host`, `/\host`, and any URL with whitespace,
 * control characters or backslashes anywhere. The value is checked as stored (not trimmed): what
 * passes is exactly what ends up in the attribute.
 */
export function isSafeUrl(url: string): boolean {
  if (url === '') return true;
  if (FORBIDDEN_URL_CHARACTER.test(url)) return false;
  return isInternalPath(url) || isHttpUrl(url) || /^(mailto:|tel:|#)/i.test(url);
}

/**
 * True for a URL that may be the source of an image or video: an internal path (the media
 * library's "/media/...", shipped assets) or an absolute http(s) URL. Links only (mailto:, tel:,
 * "#...") are not media.
 */
export function isSafeMediaUrl(url: string): boolean {
  return isInternalPath(url) || isHttpUrl(url);
}

/** What an editor reads when an image or video address is refused. */
export const MEDIA_URL_MESSAGE =
  'Images and videos must be a path starting with / (such as /media/…) or an http(s) URL, without spaces or backslashes';

/** '' (no file) or a safe media URL; the fields (fields.ts) also check the file type. */
const optionalMediaUrl = z
  .string()
  .max(2048)
  .refine((url) => url === '' || isSafeMediaUrl(url), MEDIA_URL_MESSAGE);

/**
 * An image value: the file URL (media library or shipped asset) plus what the storefront needs
 * to render it without layout shift. `url: ''` means "no image" (only valid for optional images).
 */
export const imageRefSchema = z.object({
  url: optionalMediaUrl,
  alt: z.string().max(300).default(''),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
});
export type ImageRef = z.output<typeof imageRefSchema>;

export const videoRefSchema = z.object({
  url: optionalMediaUrl,
  /** Optional poster image URL. */
  poster: optionalMediaUrl.default(''),
});
export type VideoRef = z.output<typeof videoRefSchema>;

export const EMPTY_IMAGE: ImageRef = { url: '', alt: '' };
export const EMPTY_VIDEO: VideoRef = { url: '', poster: '' };
