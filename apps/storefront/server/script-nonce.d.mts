import type { IncomingMessage, ServerResponse } from 'node:http';

export const NONCE_TEMPLATE_ENV: string;
export const NONCE_TEMPLATE_FILE: string;
export function parseNonceTemplate(value: string): string;
export function generateNonceTemplate(): string;
export function loadNonceTemplate(options: {
  env: Record<string, string | undefined>;
  dataDir: string;
}): string;
export function storefrontDataDir(env: Record<string, string | undefined>, start?: string): string;
export function freshNonce(length: number): string;
export function nonceRequestHeader(template: string): string;
export function createNonceRewriter(
  template: string,
  replacement: string,
): { push(chunk: Buffer): Buffer; flush(): Buffer };
export function withScriptSources(policy: string, sources: string[]): string;
export function withDirectiveSources(policy: string, name: string, sources: string[]): string;
export function liveChatOrigin(env: Record<string, string | undefined>): string | null;
export function mayCarryNonce(contentType: unknown): boolean;
export function applyScriptNonce(
  request: IncomingMessage,
  response: ServerResponse,
  options: { template: string; liveChat?: string | null },
): void;
