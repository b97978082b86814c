import type { IncomingMessage, ServerResponse } from 'node:http';

export const IMAGE_PATH: string;
export const DEFAULT_IMAGE_CACHE_BYTES: number;
export const DEFAULT_IMAGE_ENTRY_BYTES: number;
export const MAX_IMAGE_LIFETIME_MS: number;
export const IMAGE_CACHE_HEADER: string;
export function imageCacheKey(request: IncomingMessage): string | null;
export function imageLifetimeMs(status: number, headers: Record<string, unknown>): number;
export interface ImageCache {
  serve(request: IncomingMessage, response: ServerResponse, render: () => void): void;
  readonly size: number;
  readonly count: number;
}
export function createImageCache(options?: {
  maxBytes?: number;
  maxEntryBytes?: number;
  now?: () => number;
}): ImageCache;
