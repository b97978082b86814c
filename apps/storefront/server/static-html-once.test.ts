import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { applyStaticHtmlOnce, createDocumentRewriter } from './static-html-once.mjs';

// ADR 0055. Documents as Next.js writes them: markup, then the inline payload in push scripts.
const MARK = '\u0000';
const blockHtml = `<h2 class="t">Why shop with Lumo</h2><p>Lab tested &amp; “verified” ${'é'.repeat(40)}</p>`;

function pushScript(data: string): string {
  const json = JSON.stringify([1, data]).replace(/[<>&]/g, (character) =>
    character === '<' ? '\\u003c' : character === '>' ? '\\u003e' : '\\u0026',
  );
  return `<script nonce="TEMPLATE">self.__next_f.push(${json})</script>`;
}

/** The payload text a browser gets from a document's push scripts. */
function payloadOf(document: string): string {
  return [...document.matchAll(/self\.__next_f\.push\((.*?)\)<\/script>/gs)]
    .map(([, json]) => (JSON.parse(json!) as [number, string])[1])
    .join('');
}

/** A document with a long block (a T row) and a short one (a JSON string), payload split in three. */
function documentWith({ markupKeys = ['a1', 'b2'] } = {}) {
  const long = `${MARK}a1${MARK}${blockHtml.repeat(12)}`;
  const short = `${MARK}b2${MARK}${blockHtml}`;
  const length = Buffer.byteLength(long).toString(16);
  const payload =
    `0:{"P":"$1"}\n1:I[5,["c.js"],"StaticHtml"]\n2:T${length},${long}` +
    `3:["$","$L1",null,{"as":"section","h":"$2"}]\n` +
    `4:["$","$L1",null,{"as":"div","className":"x","h":${JSON.stringify(short)}}]\n` +
    `5:"a \\"quoted\\" text"\n`;
  const markup = markupKeys
    .map((key) => `<div data-sh="${key}">${key === 'a1' ? blockHtml.repeat(12) : blockHtml}</div>`)
    .join('');
  const cuts = [0, 30, 700, payload.length];
  const scripts = cuts
    .slice(1)
    .map((end, index) => pushScript(payload.slice(cuts[index], end)))
    .join('');
  return { payload, document: `<!DOCTYPE html><html><body>${markup}${scripts}</body></html>` };
}

function rewrite(document: string, chunkSize: number): string {
  const bytes = Buffer.from(document);
  const rewriter = createDocumentRewriter();
  const out: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += chunkSize) {
    out.push(rewriter.push(bytes.subarray(at, at + chunkSize)));
  }
  out.push(rewriter.end());
  return Buffer.concat(out).toString('utf8');
}

describe('createDocumentRewriter', () => {
  it('leaves out of the payload the block HTML the markup holds, in any chunking', () => {
    const { document, payload } = documentWith();
    for (const chunkSize of [document.length, 1000, 61, 7, 1]) {
      const result = rewrite(document, chunkSize);
      expect(payloadOf(result), `chunks of ${chunkSize}`).toBe(
        payload
          .replace(/2:T[0-9a-f]+,[^]*?(?=3:)/, `2:T3,${MARK}a1`)
          .replace(JSON.stringify(`${MARK}b2${MARK}${blockHtml}`), JSON.stringify(`${MARK}b2`)),
      );
      // The markup is untouched, and the document is much smaller.
      expect(result.split('<script')[0]).toBe(document.split('<script')[0]);
      expect(Buffer.byteLength(result)).toBeLessThan(Buffer.byteLength(document) / 2);
    }
  });

  it('keeps a string whose HTML is not in the markup (so the browser can always render it)', () => {
    const { document, payload } = documentWith({ markupKeys: ['b2'] });
    const result = rewrite(document, 512);
    expect(payloadOf(result)).toContain(blockHtml.repeat(12));
    expect(payloadOf(result)).not.toContain(`${MARK}b2${MARK}`);
    // Nothing in the markup: the same payload (rows may move to a later push script).
    expect(payloadOf(rewrite(documentWith({ markupKeys: [] }).document, 100))).toBe(payload);
  });

  it('passes a document without static HTML through byte for byte', () => {
    const document = `<html><body><p>Grüße</p>${pushScript('0:{"a":"ü\\u2028"}\n')}<script>x()</script></body></html>`;
    expect(rewrite(document, 5)).toBe(document);
  });
});

describe('applyStaticHtmlOnce', () => {
  let server: Server | undefined;
  afterEach(() => server?.close());

  async function answer(type: string, body: string) {
    server = createServer((_request, response) => {
      applyStaticHtmlOnce(response);
      response.setHeader('content-type', type);
      response.setHeader('content-length', Buffer.byteLength(body));
      response.end(body);
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/`);
    return { text: await response.text(), length: response.headers.get('content-length') };
  }

  it('rewrites HTML documents and drops their Content-Length', async () => {
    const { document } = documentWith();
    const { text, length } = await answer('text/html; charset=utf-8', document);
    expect(text).toBe(rewrite(document, document.length));
    expect(length).toBeNull();
  });

  it('leaves RSC answers (client navigations, prefetches) untouched', async () => {
    const { payload } = documentWith();
    const { text, length } = await answer('text/x-component', payload);
    expect(text).toBe(payload);
    expect(length).toBe(String(Buffer.byteLength(payload)));
  });
});
