// /media/* is the api's (uploaded images and videos, ADR 0007). The production server passes it
// on here, before Next.js: Next.js's external rewrite answered 500 while the api was down and, under
// a browser's parallel media requests, piled 'close' listeners on responses
// (MaxListenersExceededWarning floods). This is a plain streaming pass-through with node:http:
// reads only (the api's upload endpoint is not the shoppers'), a few request headers forwarded
// (ranges for video seeking, revalidation), the api's answer relayed as it is (its own
// Content-Security-Policy for SVG included), 502/504 with Retry-After when the api cannot answer.
// `next dev` keeps the rewrite in src/proxy.ts.
import { Agent as HttpAgent, request as httpRequest } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { MEDIA_METHODS, isMediaPath } from './media-paths.mjs';

export { MEDIA_METHODS, isMediaPath };

/** How long the api may take to start answering a media request. */
export const MEDIA_TIMEOUT_MS = 15_000;
/** Seconds a client is asked to wait before trying a failed media request again. */
export const MEDIA_RETRY_AFTER_SECONDS = 30;

/** Request headers the api needs to answer a read of a file; nothing else is passed on. */
const FORWARDED_REQUEST_HEADERS = [
  'accept',
  'range',
  'if-range',
  'if-none-match',
  'if-modified-since',
  'x-forwarded-for',
];
/** Headers of one connection, never relayed (RFC 9110 §7.6.1). */
const HOP_BY_HOP_HEADERS = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

const agents = {
  'http:': new HttpAgent({ keepAlive: true }),
  'https:': new HttpsAgent({ keepAlive: true }),
};

/**
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 * @param {{ apiUrl: string, timeoutMs?: number }} options
 */
export function proxyMedia(request, response, { apiUrl, timeoutMs = MEDIA_TIMEOUT_MS }) {
  if (!(/** @type {readonly string[]} */ (MEDIA_METHODS).includes(request.method ?? ''))) {
    answer(response, 405, 'Method Not Allowed', { allow: MEDIA_METHODS.join(', ') });
    return;
  }
  // Concatenated, not resolved: API_URL may carry a path of its own (as in src/proxy.ts).
  const target = new URL(`${apiUrl.replace(/\/+$/, '')}${request.url ?? '/media'}`);
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  /** @type {Record<string, string | string[]>} */
  const headers = {};
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = request.headers[name];
    if (value !== undefined) headers[name] = value;
  }
  const upstream = send(target, {
    method: request.method,
    headers,
    agent: agents[/** @type {'http:' | 'https:'} */ (target.protocol)],
    timeout: timeoutMs,
  });
  upstream.on('response', (answered) => {
    /** @type {Record<string, string | string[]>} */
    const relayed = {};
    for (const [name, value] of Object.entries(answered.headers)) {
      if (value !== undefined && !HOP_BY_HOP_HEADERS.has(name)) relayed[name] = value;
    }
    response.writeHead(answered.statusCode ?? 502, relayed);
    answered.pipe(response);
    answered.on('error', () => response.destroy());
  });
  upstream.on('timeout', () => upstream.destroy(new Error('timeout')));
  upstream.on('error', (error) => {
    if (response.headersSent) {
      response.destroy();
      return;
    }
    const timedOut = error.message === 'timeout';
    answer(
      response,
      timedOut ? 504 : 502,
      timedOut
        ? 'Gateway Timeout: the media server did not answer in time.'
        : 'Bad Gateway: the media server cannot be reached.',
      { 'retry-after': String(MEDIA_RETRY_AFTER_SECONDS), 'cache-control': 'no-store' },
    );
  });
  // The shopper went away (a video seek aborts the previous range): stop reading from the api.
  response.on('close', () => {
    if (!response.writableFinished) upstream.destroy();
  });
  upstream.end();
}

/**
 * @param {import('node:http').ServerResponse} response
 * @param {number} status
 * @param {string} text
 * @param {Record<string, string>} headers
 */
function answer(response, status, text, headers) {
  response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', ...headers });
  response.end(`${text}\n`);
}
