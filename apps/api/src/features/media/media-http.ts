import { extname } from 'node:path';
import type { EditorRow } from '../../db/schema';
import { NOT_AUTHORIZED_MESSAGE, type ErrorCategory } from '../../errors';
import { CONTENT_TYPES, UploadRefused } from './file-check';
import type { MediaService } from './media-service';
import { TOO_MANY_ATTEMPTS, type RateLimiter } from '../rate-limits/rate-limiter';

type StreamingLimitedRequest = Request & {
  formData(options?: { formDataLimits?: Record<string, number> }): Promise<FormData>;
};

/**
 * Sent with every stored file, not only SVG: opened directly on the api's address, a file may
 * show images, styles and media of its own, but runs no script, submits no form, loads nothing
 * from elsewhere, cannot be framed, and (sandbox) gets an opaque origin without cookies or
 * storage. `<img>`/`<video>` on the storefront are not affected.
 */
export const MEDIA_CONTENT_SECURITY_POLICY =
  "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; media-src 'self'; form-action 'none'; frame-ancestors 'none'; sandbox";

/** Files one upload request may carry: the editor sends each file as its own request. */
export const MAX_FILES_PER_UPLOAD = 1;
export const ONE_FILE_MESSAGE = 'Send one file per request in the form field "file".';

/** Request overhead allowed on top of the largest file (multipart boundaries, alt text). */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export function jsonError(status: number, message: string, category: ErrorCategory): Response {
  return Response.json({ errors: [{ message, extensions: { category } }] }, { status });
}

/**
 * POST /media (multipart/form-data: `file`, optional `alt`). 201 { asset } with the MediaAsset
 * fields of the GraphQL schema, or { errors: [{ message, extensions: { category } }] }.
 */
export async function handleMediaUpload(
  request: Request,
  editor: EditorRow | null,
  media: MediaService,
  maxFileBytes: number,
  limiter?: RateLimiter,
): Promise<Response> {
  if (!editor) return jsonError(401, NOT_AUTHORIZED_MESSAGE, 'graphql-authorization');
  if (limiter) {
    // Counted before the body is read: a refused editor costs no parsing (ADR 0042).
    try {
      await limiter.hit('mediaUpload', `editor:${editor.id}`);
    } catch (error) {
      const extensions = (error as { extensions?: Record<string, unknown> }).extensions;
      if (extensions?.code !== TOO_MANY_ATTEMPTS) throw error;
      return Response.json(
        { errors: [{ message: (error as Error).message, extensions }] },
        { status: 429, headers: { 'retry-after': String(extensions.retryAfter) } },
      );
    }
  }
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > maxFileBytes + MULTIPART_OVERHEAD_BYTES) {
    return jsonError(413, 'The file is too large.', 'graphql-input');
  }
  if (
    !(request.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')
  ) {
    return jsonError(
      415,
      'Send the file as multipart/form-data in the field "file".',
      'graphql-input',
    );
  }
  let form: FormData;
  try {
    // On the Node server the request is @whatwg-node's, whose parser takes limits: a body sent
    // without Content-Length cannot grow past the largest allowed file. (Ignored elsewhere.)
    const limits = {
      fileSize: maxFileBytes + 1,
      files: MAX_FILES_PER_UPLOAD,
      fields: 4,
      fieldSize: 4096,
    };
    form = await (request as StreamingLimitedRequest).formData({ formDataLimits: limits });
  } catch (error) {
    if (/size limit/i.test((error as Error).message)) {
      return jsonError(413, 'The file is too large.', 'graphql-input');
    }
    if (/files limit/i.test((error as Error).message)) {
      return jsonError(400, ONE_FILE_MESSAGE, 'graphql-input');
    }
    return jsonError(400, 'The upload could not be read as multipart/form-data.', 'graphql-input');
  }
  // Where the parser takes no limits (tests, other runtimes), more files are still refused.
  const files = [...form.values()].filter((value) => typeof value !== 'string');
  if (files.length > MAX_FILES_PER_UPLOAD) {
    return jsonError(400, ONE_FILE_MESSAGE, 'graphql-input');
  }
  const file = form.get('file');
  if (!file || typeof file === 'string') {
    return jsonError(400, 'Send the file in the form field "file".', 'graphql-input');
  }
  const alt = form.get('alt');
  try {
    const row = await media.upload({
      fileName: file.name || 'upload',
      bytes: new Uint8Array(await file.arrayBuffer()),
      alt: typeof alt === 'string' ? alt : '',
      uploadedBy: editor.name,
    });
    return Response.json({ asset: media.toAsset(row) }, { status: 201 });
  } catch (error) {
    if (error instanceof UploadRefused)
      return jsonError(error.status, error.message, 'graphql-input');
    if (error instanceof Error && 'extensions' in error) {
      return jsonError(400, error.message, 'graphql-input');
    }
    throw error;
  }
}

/** GET/HEAD /media/<path>: the stored file, with its real type and long caching. */
export async function serveMediaFile(
  request: Request,
  relativePath: string,
  media: MediaService,
  extraFolders: string[],
): Promise<Response> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(relativePath);
  } catch {
    return new Response('Not found', { status: 404 });
  }
  // Local disk or S3 (ADR 0038): the headers below are the same for both.
  const found = await media.locate(decoded, extraFolders);
  if (!found) return new Response('Not found', { status: 404 });
  const { storage, info } = found;
  const extension = extname(decoded).slice(1).toLowerCase();
  const headers = new Headers({
    'content-type': CONTENT_TYPES[extension] ?? 'application/octet-stream',
    'x-content-type-options': 'nosniff',
    // Uploaded files carry a content hash in their name: their URL never changes meaning.
    'cache-control': decoded.includes('/')
      ? 'public, max-age=31536000, immutable'
      : 'public, max-age=86400',
    'accept-ranges': 'bytes',
    'last-modified': info.lastModified.toUTCString(),
    'cross-origin-resource-policy': 'cross-origin',
    'content-security-policy': MEDIA_CONTENT_SECURITY_POLICY,
  });
  let start = 0;
  let end = info.size - 1;
  let status = 200;
  const range = request.headers.get('range');
  if (range && info.size > 0) {
    const match = /^bytes=(\d*)-(\d*)$/.exec(range.trim());
    const from = match?.[1] ? Number(match[1]) : undefined;
    const to = match?.[2] ? Number(match[2]) : undefined;
    if (match && from !== undefined) {
      start = from;
      end = to !== undefined ? Math.min(to, info.size - 1) : info.size - 1;
    } else if (match && to !== undefined) {
      start = Math.max(0, info.size - to);
    }
    if (!match || start > end || start >= info.size) {
      return new Response(null, {
        status: 416,
        headers: { 'content-range': `bytes */${info.size}` },
      });
    }
    status = 206;
    headers.set('content-range', `bytes ${start}-${end}/${info.size}`);
  }
  headers.set('content-length', String(info.size === 0 ? 0 : end - start + 1));
  if (request.method === 'HEAD' || info.size === 0) return new Response(null, { status, headers });
  return new Response(await storage.read(decoded, start, end), { status, headers });
}
