import type { IncomingMessage, ServerResponse } from 'node:http';

export { MEDIA_METHODS, isMediaPath } from './media-paths.mjs';

export const MEDIA_TIMEOUT_MS: number;
export const MEDIA_RETRY_AFTER_SECONDS: number;
export function proxyMedia(
  request: IncomingMessage,
  response: ServerResponse,
  options: { apiUrl: string; timeoutMs?: number },
): void;
