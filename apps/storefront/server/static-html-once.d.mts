import type { ServerResponse } from 'node:http';

export function createFlightRewriter(markupHas: (key: string, html: string) => boolean): {
  readonly changed: boolean;
  push(data: Buffer): Buffer;
  flush(): Buffer;
};
export function createDocumentRewriter(): { push(chunk: Buffer): Buffer; end(): Buffer };
export function applyStaticHtmlOnce(response: ServerResponse): void;
