import type { Server } from 'node:http';

export const CONTENT_SECURITY_POLICY: string;
export const SECURITY_HEADERS: Record<string, string>;
export function trustedProxiesOf(env: Record<string, string | undefined>): string[];
export function createEditorServer(options?: {
  distDir?: string;
  apiUrl?: string;
  env?: Record<string, string | undefined>;
}): Server;
