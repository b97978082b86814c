import type { IncomingMessage, ServerResponse } from 'node:http';

export const PAGE_CACHE_ENV: string;
export const DEFAULT_PAGE_CACHE_MS: number;
export const MAX_PAGE_CACHE_MS: number;
export const DEFAULT_MAX_BYTES: number;
export const DEFAULT_MAX_ENTRY_BYTES: number;
export const SHARED_RENDER_WAIT_MS: number;
export const PAGE_CACHE_HEADER: string;
export const CUSTOMER_TOKEN_COOKIE: string;
export const SESSION_MARKER_COOKIE: string;
export const GUEST_CART_COOKIE: RegExp;
export const CART_MARKER_PREFIX: string;
export function pageCacheLifetimeMs(env: Record<string, string | undefined>): number;
export function pageCacheKey(request: IncomingMessage): string | null;
export function mayStoreAnswerTo(request: IncomingMessage): boolean;
export function isSharedAnswer(status: number, headers: Record<string, unknown>): boolean;
export interface PageCache {
  serve(request: IncomingMessage, response: ServerResponse, render: () => void): void;
  flush(): void;
  close(): void;
  readonly size: number;
  readonly count: number;
  readonly generation: number;
}
export function createPageCache(options?: {
  ttlMs?: number;
  maxBytes?: number;
  maxEntryBytes?: number;
  now?: () => number;
  sharedRenderWaitMs?: number;
}): PageCache;
export function captureAnswer(
  response: ServerResponse,
  maxBytes: number,
  done: (
    answer: { status: number; headers: [string, string | string[]][]; body: Buffer } | null,
  ) => void,
): void;
