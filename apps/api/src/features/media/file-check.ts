import { fileTypeFromBuffer } from 'file-type';
import { imageSize } from 'image-size';
import { ALLOWED_IMAGE_EXTENSIONS, ALLOWED_VIDEO_EXTENSIONS } from '@lumo/block-schema';
import { inspectSvg, looksLikeSvg } from './svg-check';

export type MediaKind = 'IMAGE' | 'VIDEO';

/**
 * The real types SPEC §5 allows, keyed by the MIME type file-type reports from magic bytes,
 * with the extension we store the file under. ("mow" in SPEC is QuickTime's .mov.)
 */
export const ALLOWED_TYPES: Record<string, { kind: MediaKind; extension: string }> = {
  'image/jpeg': { kind: 'IMAGE', extension: 'jpg' },
  'image/png': { kind: 'IMAGE', extension: 'png' },
  'image/apng': { kind: 'IMAGE', extension: 'png' },
  'image/gif': { kind: 'IMAGE', extension: 'gif' },
  'image/webp': { kind: 'IMAGE', extension: 'webp' },
  'image/svg+xml': { kind: 'IMAGE', extension: 'svg' },
  'video/mp4': { kind: 'VIDEO', extension: 'mp4' },
  'video/vnd.avi': { kind: 'VIDEO', extension: 'avi' },
  'video/x-msvideo': { kind: 'VIDEO', extension: 'avi' },
  'video/quicktime': { kind: 'VIDEO', extension: 'mov' },
  'video/x-flv': { kind: 'VIDEO', extension: 'flv' },
  'video/x-ms-asf': { kind: 'VIDEO', extension: 'wmv' },
  'video/x-ms-wmv': { kind: 'VIDEO', extension: 'wmv' },
  'video/webm': { kind: 'VIDEO', extension: 'webm' },
  'video/matroska': { kind: 'VIDEO', extension: 'mkv' },
  'video/x-matroska': { kind: 'VIDEO', extension: 'mkv' },
};

/** Served Content-Type per stored extension (also for the shipped seed media). */
export const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  mp4: 'video/mp4',
  avi: 'video/x-msvideo',
  mov: 'video/quicktime',
  mow: 'video/quicktime',
  flv: 'video/x-flv',
  wmv: 'video/x-ms-wmv',
  webm: 'video/webm',
  mkv: 'video/x-matroska',
};

export const ALLOWED_TYPES_TEXT = `images (${ALLOWED_IMAGE_EXTENSIONS.join(', ')}) and videos (${ALLOWED_VIDEO_EXTENSIONS.join(', ')})`;

export class UploadRefused extends Error {
  constructor(
    message: string,
    readonly status: number = 400,
  ) {
    super(message);
  }
}

export interface InspectedFile {
  kind: MediaKind;
  mimeType: string;
  extension: string;
  width: number | null;
  height: number | null;
}

export interface SizeLimits {
  maxImageBytes: number;
  maxVideoBytes: number;
}

function readableSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.ceil(bytes / 1024)} KB`;
  return `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
}

/** Decides from the bytes alone what a file is, and whether we keep it. */
export async function inspectFile(bytes: Uint8Array, limits: SizeLimits): Promise<InspectedFile> {
  if (bytes.byteLength === 0) throw new UploadRefused('The file is empty.');
  const detected = await fileTypeFromBuffer(bytes);
  let inspected: InspectedFile;
  if (!detected || detected.mime === 'application/xml') {
    if (!looksLikeSvg(bytes)) {
      throw new UploadRefused(
        `This file is not an allowed image or video (detected: ${detected?.mime ?? 'unknown type'}). Allowed are ${ALLOWED_TYPES_TEXT}.`,
        415,
      );
    }
    const svg = inspectSvg(Buffer.from(bytes).toString('utf8'));
    if (!svg.ok) throw new UploadRefused(`This SVG file is not allowed: ${svg.reason}.`, 415);
    inspected = {
      kind: 'IMAGE',
      mimeType: 'image/svg+xml',
      extension: 'svg',
      width: svg.width,
      height: svg.height,
    };
  } else {
    const allowed = ALLOWED_TYPES[detected.mime];
    if (!allowed) {
      throw new UploadRefused(
        `This file is not an allowed image or video (detected: ${detected.mime}). Allowed are ${ALLOWED_TYPES_TEXT}.`,
        415,
      );
    }
    let width: number | null = null;
    let height: number | null = null;
    if (allowed.kind === 'IMAGE') {
      try {
        const size = imageSize(bytes);
        width = size.width ?? null;
        height = size.height ?? null;
      } catch {
        throw new UploadRefused('This image is damaged: its size cannot be read.');
      }
    }
    inspected = {
      kind: allowed.kind,
      mimeType: detected.mime,
      extension: allowed.extension,
      width,
      height,
    };
  }
  const limit = inspected.kind === 'IMAGE' ? limits.maxImageBytes : limits.maxVideoBytes;
  if (bytes.byteLength > limit) {
    throw new UploadRefused(
      `This ${inspected.kind === 'IMAGE' ? 'image' : 'video'} is ${readableSize(bytes.byteLength)}; the limit is ${readableSize(limit)}.`,
      413,
    );
  }
  return inspected;
}
