import { parse as parseCookie } from 'cookie';
import {
  DEFAULT_STORE_VIEW,
  resolveStoreViewFromPath,
  storeViewCodeSchema,
  type StoreViewCode,
} from '@lumo/block-schema';
import { CUSTOMER_TOKEN_COOKIE } from '../account/session-marker';
import { checkStorefrontOperation } from './storefront-operations';

/**
 * Same-origin POST /graphql (ARCHITECTURE.md "How data flows" 3): the browser talks to the
 * storefront, which forwards to the api with the `Store` header and the customer's token from an
 * httpOnly cookie, so the token never reaches JavaScript.
 */

export { CUSTOMER_TOKEN_COOKIE };
/** SPEC §7: response headers the browser must see. */
export const PASSED_BACK_HEADERS = ['x-country-restriction', 'x-session-lifetime'] as const;
/** GraphQL documents plus variables; far above any storefront operation. */
export const MAX_GRAPHQL_BODY_BYTES = 100 * 1024;
const UPSTREAM_TIMEOUT_MS = 15_000;
/** reCAPTCHA tokens are about 2 KB; the api refuses longer ones anyway. */
const MAX_CAPTCHA_TOKEN_CHARS = 4096;

export interface ForwardOptions {
  /** The api's GraphQL endpoint. */
  upstreamUrl: string;
  fetchImpl?: typeof fetch;
}

export async function forwardGraphQL(request: Request, options: ForwardOptions): Promise<Response> {
  if (request.method !== 'POST') {
    return graphQLError('Only POST is allowed', 405, { allow: 'POST' });
  }
  if (!isSameOrigin(request)) {
    return graphQLError('Cross-origin requests are not allowed', 403);
  }
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^application\/(graphql-response\+)?json\b/i.test(contentType)) {
    return graphQLError('Send the operation as application/json', 415);
  }
  const body = await readLimitedBody(request, MAX_GRAPHQL_BODY_BYTES);
  if (body === null) {
    return graphQLError('Request body too large', 413);
  }
  // Editor operations never go through the shop (decision record 0008).
  const check = checkStorefrontOperation(body);
  if (!check.ok) {
    return graphQLError(
      check.message,
      check.status,
      {},
      {
        category: check.status === 403 ? 'graphql-authorization' : 'graphql-input',
      },
    );
  }

  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: request.headers.get('accept') ?? 'application/graphql-response+json, application/json',
    Store: storeViewOf(request),
  };
  const token = readCookie(request.headers.get('cookie'), CUSTOMER_TOKEN_COOKIE);
  if (token) headers.authorization = `Bearer ${token}`;
  // Magento's CAPTCHA header of protected forms (ADR 0027), bounded like the api bounds it.
  const captcha = request.headers.get('x-recaptcha');
  if (captcha && captcha.length <= MAX_CAPTCHA_TOKEN_CHARS) headers['x-recaptcha'] = captcha;
  // server.mjs appended the browser's socket address (server/forwarded-for.mjs); the api trusts
  // this hop and takes that last address, whatever the client wrote before it.
  const forwardedFor = request.headers.get('x-forwarded-for');
  if (forwardedFor) headers['x-forwarded-for'] = forwardedFor;

  let upstream: Response;
  try {
    upstream = await (options.fetchImpl ?? fetch)(options.upstreamUrl, {
      method: 'POST',
      headers,
      body,
      cache: 'no-store',
      signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    return graphQLError(
      timedOut ? 'The shop service took too long to answer' : 'The shop service is unavailable',
      timedOut ? 504 : 502,
    );
  }

  const responseHeaders = new Headers({
    'content-type': upstream.headers.get('content-type') ?? 'application/json',
    'cache-control': 'no-store',
  });
  for (const name of PASSED_BACK_HEADERS) {
    const value = upstream.headers.get(name);
    if (value !== null) responseHeaders.set(name, value);
  }
  return new Response(await upstream.arrayBuffer(), {
    status: upstream.status,
    headers: responseHeaders,
  });
}

/**
 * The store view of the call: an explicit `Store` header, else the prefix of the page the
 * browser is on (Referer), else the default store view.
 */
export function storeViewOf(request: Request): StoreViewCode {
  const explicit = storeViewCodeSchema.safeParse(
    request.headers.get('store')?.trim().toLowerCase(),
  );
  if (explicit.success) return explicit.data;
  const referer = request.headers.get('referer');
  if (referer) {
    try {
      return resolveStoreViewFromPath(new URL(referer).pathname).storeView;
    } catch {
      // Not a URL: fall through.
    }
  }
  return DEFAULT_STORE_VIEW;
}

/**
 * Browsers send Origin on every POST and Sec-Fetch-Site where supported; a request with neither
 * is not from a browser (and carries no one else's cookies), so it is allowed.
 */
export function isSameOrigin(request: Request): boolean {
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return false;
  const origin = request.headers.get('origin');
  if (!origin) return true;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return false;
  }
  const host =
    request.headers.get('x-forwarded-host')?.split(',')[0]?.trim() ||
    request.headers.get('host') ||
    new URL(request.url).host;
  return originHost.toLowerCase() === host.toLowerCase();
}

/** Reads the body, giving up (null) as soon as it exceeds `limit` bytes. */
async function readLimitedBody(request: Request, limit: number): Promise<ArrayBuffer | null> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > limit) return null;
  if (!request.body) return new ArrayBuffer(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body.buffer;
}

/** A cookie's value (the first of that name, URL-decoded when it can be); empty counts as none. */
function readCookie(header: string | null, name: string): string | undefined {
  return (header && parseCookie(header)[name]) || undefined;
}

function graphQLError(
  message: string,
  status: number,
  extraHeaders: Record<string, string> = {},
  extensions?: Record<string, string>,
) {
  return Response.json(
    { errors: [extensions ? { message, extensions } : { message }] },
    { status, headers: { 'cache-control': 'no-store', ...extraHeaders } },
  );
}
