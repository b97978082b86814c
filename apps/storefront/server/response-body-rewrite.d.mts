import type { ServerResponse } from 'node:http';

export interface BodyRewriter {
  push(chunk: Buffer): Buffer;
  finish(): Buffer;
}
export function rewriteResponseBody(
  response: ServerResponse,
  hooks: {
    decide: () => BodyRewriter | null;
    beforeHead?: (rewriter: BodyRewriter | null) => void;
  },
): void;
export function toBuffer(chunk: string | Uint8Array, encoding: BufferEncoding | undefined): Buffer;
export function setHeaders(response: ServerResponse, headers: object): void;
