import type { IncomingMessage, ServerResponse } from 'node:http';

export const RESPONSE_ID_HEADER: string;
export const RETRY_AFTER_SECONDS: number;
export const CACHE_STATUS_HEADER: string;
export const BASELINE_HEADERS: Record<string, string>;
export function publicCacheStatus(nextCacheHeader: unknown): 'HIT' | 'STALE' | 'MISS' | null;
export function markResponseUnavailable(responseId: string | null | undefined): void;
export function isResponseUnavailable(request: IncomingMessage): boolean;
export function isMalformedRequestTarget(url: string): boolean;
export function strictTransportSecurity(env: Record<string, string | undefined>): string | null;
export function mapTileImageSource(env: Record<string, string | undefined>): string | null;
export function withImageSource(policy: string, source: string): string;
export function isInternalHeader(name: string, rscRequest: boolean): boolean;
export function hardenResponse(
  request: IncomingMessage,
  response: ServerResponse,
  options?: { env?: Record<string, string | undefined> },
): void;
