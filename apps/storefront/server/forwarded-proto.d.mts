import type { IncomingMessage } from 'node:http';

export function trustedProxiesOf(env: Record<string, string | undefined>): string[];
export function compileTrust(
  env: Record<string, string | undefined>,
): (address: string, hop: number) => boolean;
export function normaliseForwardedProto(
  request: IncomingMessage,
  trust: (address: string, hop: number) => boolean,
): void;
