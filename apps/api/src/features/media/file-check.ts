import { fileTypeFromBuffer } from 'file-type';
import { imageSize } from 'image-size';
import { ALLOWED_IMAGE_EXTENSIONS, ALLOWED_VIDEO_EXTENSIONS } from '@lumo/block-schema';
import { inspectSvg, looksLikeSvg, sanitiseSvg } from './svg-check';

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
  /** What to store: the upload itself, or for SVG its sanitised rewrite. */
  bytes: Uint8Array;
  /** What sanitising removed (SVG only), e.g. `<use>` or `inkscape:label on <g>`. */
  removed: string[];
}

/** Default of MEDIA_MAX_IMAGE_PIXELS: 40 megapixels (e.g. 8000 x 5000). */
export const DEFAULT_MAX_IMAGE_PIXELS = 40_000_000;
/** Longest side of any image, raster or SVG (its declared or viewBox size). */
export const MAX_IMAGE_SIDE = 10_000;

export interface SizeLimits {
  maxImageBytes: number;
  maxVideoBytes: number;
  /** Width x height limit of images; DEFAULT_MAX_IMAGE_PIXELS when absent. */
  maxImagePixels?: number;
}

function readableSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.ceil(bytes / 1024)} KB`;
  return `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
}

function checkPixels(width: number | null, height: number | null, maxPixels: number): void {
  if (width === null || height === null) return;
  const side = MAX_IMAGE_SIDE;
  if (width > side || height > side || width * height > maxPixels) {
    throw new UploadRefused(
      `This image is ${width} x ${height} pixels; the limit is ${side} pixels per side and ${Math.round((maxPixels / 1_000_000) * 10) / 10} megapixels in total.`,
    );
  }
}

function refuseType(mime: string | undefined): never {
  throw new UploadRefused(
    `This file is not an allowed image or video (detected: ${mime ?? 'unknown type'}). Allowed are ${ALLOWED_TYPES_TEXT}.`,
    415,
  );
}

function checkBytes(kind: MediaKind, byteLength: number, limits: SizeLimits): void {
  const limit = kind === 'IMAGE' ? limits.maxImageBytes : limits.maxVideoBytes;
  if (byteLength > limit) {
    throw new UploadRefused(
      `This ${kind === 'IMAGE' ? 'image' : 'video'} is ${readableSize(byteLength)}; the limit is ${readableSize(limit)}.`,
      413,
    );
  }
}

/**
 * Decides from the bytes alone what a file is, and whether we keep it: allowed type, size in
 * bytes and pixels; SVG is checked strictly and stored as its sanitised rewrite.
 */
export async function inspectFile(bytes: Uint8Array, limits: SizeLimits): Promise<InspectedFile> {
  if (bytes.byteLength === 0) throw new UploadRefused('The file is empty.');
  const maxPixels = limits.maxImagePixels ?? DEFAULT_MAX_IMAGE_PIXELS;
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || detected.mime === 'application/xml') {
    if (!looksLikeSvg(bytes)) refuseType(detected?.mime);
    // Checked before parsing: the upload limit is the (larger) video one.
    checkBytes('IMAGE', bytes.byteLength, limits);
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      throw new UploadRefused('This SVG file is not allowed: it is not UTF-8 text.', 415);
    }
    const svg = inspectSvg(text);
    if (!svg.ok) throw new UploadRefused(`This SVG file is not allowed: ${svg.reason}.`, 415);
    checkPixels(svg.width, svg.height, maxPixels);
    const sanitised = sanitiseSvg(text);
    // The rewrite must pass the same checks (and gives the size of what is stored).
    const stored = inspectSvg(sanitised.svg);
    if (!stored.ok) throw new UploadRefused(`This SVG file is not allowed: ${stored.reason}.`, 415);
    return {
      kind: 'IMAGE',
      mimeType: 'image/svg+xml',
      extension: 'svg',
      width: stored.width,
      height: stored.height,
      bytes: new Uint8Array(Buffer.from(sanitised.svg, 'utf8')),
      removed: sanitised.removed,
    };
  }
  const allowed = ALLOWED_TYPES[detected.mime];
  if (!allowed) refuseType(detected.mime);
  checkBytes(allowed.kind, bytes.byteLength, limits);
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
    if (!width || !height)
      throw new UploadRefused('This image is damaged: its size cannot be read.');
    checkPixels(width, height, maxPixels);
  }
  return {
    kind: allowed.kind,
    mimeType: detected.mime,
    extension: allowed.extension,
    width,
    height,
    bytes,
    removed: [],
  };
}
