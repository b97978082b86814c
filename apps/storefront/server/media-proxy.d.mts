import type { IncomingMessage, ServerResponse } from 'node:http';

export const MEDIA_METHODS: string[];
export const MEDIA_TIMEOUT_MS: number;
export const MEDIA_RETRY_AFTER_SECONDS: number;
export function isMediaPath(pathname: string): boolean;
export function proxyMedia(
  request: IncomingMessage,
  response: ServerResponse,
  options: { apiUrl: string; timeoutMs?: number },
): void;
