import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import proxyaddr from 'proxy-addr';
import type { EditorCredential } from '../context';
import { EDITOR_COOKIE, readCookie } from './cookies';

export function isAllowedOrigin(origin: string | null, allowed: readonly string[]): boolean {
  return origin !== null && allowed.includes(origin.replace(/\/$/, ''));
}

/** CORS for the storefront and editor origins only, with credentials (cookies). */
export function corsHeaders(origin: string | null, allowed: readonly string[]): Headers {
  const headers = new Headers();
  if (origin && isAllowedOrigin(origin, allowed)) {
    headers.set('access-control-allow-origin', origin);
    headers.set('access-control-allow-credentials', 'true');
    headers.append('vary', 'Origin');
  }
  return headers;
}

export function preflightHeaders(origin: string | null, allowed: readonly string[]): Headers {
  const headers = corsHeaders(origin, allowed);
  if (headers.has('access-control-allow-origin')) {
    headers.set('access-control-allow-methods', 'GET, POST, OPTIONS');
    headers.set(
      'access-control-allow-headers',
      'content-type, authorization, store, accept, x-requested-with',
    );
    headers.set('access-control-max-age', '600');
  }
  return headers;
}

/** Bearer header first (explicit), then the httpOnly cookie. */
export function readEditorCredential(request: Request): EditorCredential | null {
  const authorization = request.headers.get('authorization');
  const bearer = authorization && /^Bearer\s+(\S+)$/i.exec(authorization.trim())?.[1];
  if (bearer) return { token: bearer, source: 'bearer' };
  const cookie = readCookie(request.headers.get('cookie'), EDITOR_COOKIE);
  return cookie ? { token: cookie, source: 'cookie' } : null;
}

/**
 * CSRF: a browser attaches the cookie to cross-site requests, so a state-changing request that
 * authenticates with the cookie must come from one of our origins (when the browser says where
 * it comes from). Bearer tokens are never attached by browsers on their own.
 */
export function isCrossSiteCookieRequest(
  request: Request,
  credential: EditorCredential | null,
  allowed: readonly string[],
): boolean {
  if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') {
    return false;
  }
  if (credential?.source !== 'cookie') return false;
  const origin = request.headers.get('origin');
  return origin !== null && !isAllowedOrigin(origin, allowed);
}

/** What `TRUSTED_PROXIES` compiles to: is the hop at this address one of our proxies? */
export type ProxyTrust = (address: string, hop: number) => boolean;

/** proxy-addr's trust list (`loopback`, `linklocal`, `uniquelocal`, addresses, CIDRs); throws on a bad entry. */
export function proxyTrustOfList(trusted: readonly string[]): ProxyTrust {
  return proxyaddr.compile([...trusted]);
}

/**
 * The client's address: walk X-Forwarded-For from the right (the socket first), skipping hops that
 * are trusted proxies, and take the first untrusted one. Entries a client wrote itself sit to the
 * left of what our proxies appended, so they are never reached unless a trusted hop vouches for
 * them. IPv4-mapped IPv6 addresses are given in IPv4 form.
 */
export function clientAddressOf(
  request: Request,
  socketAddress: string | undefined,
  trust: ProxyTrust,
): string {
  if (!socketAddress) return 'unknown';
  const peer = {
    headers: { 'x-forwarded-for': request.headers.get('x-forwarded-for') ?? undefined },
    socket: { remoteAddress: socketAddress },
  } as unknown as IncomingMessage;
  const address = normaliseAddress(proxyaddr(peer, trust));
  // A trusted proxy that forwards junk does not get to name the client.
  return isIP(address) ? address : normaliseAddress(socketAddress);
}

function normaliseAddress(address: string): string {
  const trimmed = address.trim().toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(trimmed);
  return mapped?.[1] ?? trimmed;
}
