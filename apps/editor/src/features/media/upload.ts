import {
  ALLOWED_IMAGE_EXTENSIONS,
  ALLOWED_VIDEO_EXTENSIONS,
  IMAGE_TYPE_MESSAGE,
  isAllowedImage,
  isAllowedVideo,
  VIDEO_TYPE_MESSAGE,
} from '@lumo/block-schema';
import { z } from 'zod';

/** `POST /media` (multipart, field `file`, optional `alt`), served through the same-origin proxy. */
export const MEDIA_UPLOAD_ENDPOINT = '/media';

export type MediaLibraryKind = 'image' | 'video';

export const ANY_MEDIA_TYPE_MESSAGE = `Files must be images (${ALLOWED_IMAGE_EXTENSIONS.join(
  ', ',
)}) or videos (${ALLOWED_VIDEO_EXTENSIONS.join(', ')})`;

/** How every refused upload is reported, whether the browser or the api refused it. */
export function uploadRefusalMessage(fileName: string, reason: string): string {
  return `"${fileName}" was not uploaded: ${reason}`;
}

/**
 * The cheap check before sending anything: the file name's extension against SPEC §5's lists.
 * The api checks the real type (magic bytes) again, which catches renamed files.
 */
export function precheckUpload(file: Pick<File, 'name'>, kind?: MediaLibraryKind): string | null {
  if (kind === 'image') {
    return isAllowedImage(file.name) ? null : uploadRefusalMessage(file.name, IMAGE_TYPE_MESSAGE);
  }
  if (kind === 'video') {
    return isAllowedVideo(file.name) ? null : uploadRefusalMessage(file.name, VIDEO_TYPE_MESSAGE);
  }
  return isAllowedImage(file.name) || isAllowedVideo(file.name)
    ? null
    : uploadRefusalMessage(file.name, ANY_MEDIA_TYPE_MESSAGE);
}

/** The `accept` attribute for the file input (a hint only; drag and drop ignores it). */
export function acceptAttribute(kind?: MediaLibraryKind): string {
  const extensions =
    kind === 'image'
      ? ALLOWED_IMAGE_EXTENSIONS
      : kind === 'video'
        ? ALLOWED_VIDEO_EXTENSIONS
        : [...ALLOWED_IMAGE_EXTENSIONS, ...ALLOWED_VIDEO_EXTENSIONS];
  return extensions.map((extension) => `.${extension}`).join(',');
}

const uploadedAssetSchema = z.object({
  uid: z.string(),
  kind: z.enum(['IMAGE', 'VIDEO']),
  url: z.string(),
  file_name: z.string(),
  mime_type: z.string().optional(),
  size_bytes: z.number().optional(),
  width: z.number().nullish(),
  height: z.number().nullish(),
  alt: z.string().default(''),
});
export type UploadedAsset = z.output<typeof uploadedAssetSchema>;

/** The api answers with the stored asset, either bare or as `{ asset }`. */
const uploadResponseSchema = z.union([
  z.object({ asset: uploadedAssetSchema }).transform((body) => body.asset),
  uploadedAssetSchema,
]);

const errorBodySchema = z.union([
  z.object({ message: z.string().min(1) }).transform((body) => body.message),
  z.object({ error: z.string().min(1) }).transform((body) => body.error),
  z
    .object({ error: z.object({ message: z.string().min(1) }) })
    .transform((body) => body.error.message),
  z
    .object({ errors: z.array(z.object({ message: z.string() })).min(1) })
    .transform((body) => body.errors[0]!.message),
]);

export class MediaUploadError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'MediaUploadError';
  }
}

async function readRefusalReason(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  try {
    const parsed = errorBodySchema.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data;
  } catch {
    // Not JSON: a short plain-text answer is still the best explanation we have.
  }
  if (text && text.length <= 300 && !text.trimStart().startsWith('<')) return text.trim();
  if (response.status === 401 || response.status === 403)
    return 'Your session has ended. Log in again.';
  if (response.status === 413) return 'The file is too large.';
  return `The server refused the file (HTTP ${response.status}).`;
}

/** Uploads one file; rejects with a MediaUploadError whose message is ready to show. */
export async function uploadMediaFile(
  file: File,
  options: { alt?: string; signal?: AbortSignal } = {},
): Promise<UploadedAsset> {
  const body = new FormData();
  body.append('file', file, file.name);
  if (options.alt) body.append('alt', options.alt);
  let response: Response;
  try {
    response = await fetch(MEDIA_UPLOAD_ENDPOINT, {
      method: 'POST',
      body,
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
      signal: options.signal,
    });
  } catch {
    throw new MediaUploadError(
      uploadRefusalMessage(file.name, 'the server could not be reached. Try again.'),
    );
  }
  if (!response.ok) {
    throw new MediaUploadError(
      uploadRefusalMessage(file.name, await readRefusalReason(response)),
      response.status,
    );
  }
  const parsed = uploadResponseSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) {
    throw new MediaUploadError(
      uploadRefusalMessage(file.name, 'the server sent an answer the editor does not understand.'),
      response.status,
    );
  }
  return parsed.data;
}
