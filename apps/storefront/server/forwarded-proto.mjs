// Whether the browser reached the shop over TLS, for `Secure` cookies (ADR 0040). Only a trusted
// proxy (TRUSTED_PROXIES, else TRUST_PROXY, the api's settings and defaults) may say so in
// X-Forwarded-Proto; for anyone else server.mjs writes what the socket was, before Next.js sees it.
import proxyaddr from 'proxy-addr';

/**
 * proxy-addr trust list: TRUSTED_PROXIES (comma-separated, `none`), else TRUST_PROXY (true:
 * loopback and private networks), else loopback (a load balancer on the same machine).
 *
 * @param {Record<string, string | undefined>} env
 * @returns {string[]}
 */
export function trustedProxiesOf(env) {
  const list = env.TRUSTED_PROXIES?.trim();
  if (list !== undefined && list !== '') {
    if (list.toLowerCase() === 'none') return [];
    return list
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
  }
  return /^(1|true|yes|on)$/i.test(env.TRUST_PROXY?.trim() ?? '')
    ? ['loopback', 'linklocal', 'uniquelocal']
    : ['loopback'];
}

/**
 * @param {Record<string, string | undefined>} env
 * @returns {(address: string, hop: number) => boolean}
 */
export function compileTrust(env) {
  try {
    return proxyaddr.compile(trustedProxiesOf(env));
  } catch (error) {
    throw new Error(
      `Invalid environment: TRUSTED_PROXIES: ${/** @type {Error} */ (error).message}`,
    );
  }
}

/**
 * Rewrites the request's X-Forwarded-Proto to one value, `https` or `http`: the first proxy's
 * (left-most) value when the socket peer is trusted, else the socket's own protocol.
 *
 * @param {import('node:http').IncomingMessage} request
 * @param {(address: string, hop: number) => boolean} trust
 */
export function normaliseForwardedProto(request, trust) {
  const socket = /** @type {import('node:tls').TLSSocket} */ (request.socket);
  const own = socket.encrypted ? 'https' : 'http';
  const peer = request.socket.remoteAddress;
  const sent = String(request.headers['x-forwarded-proto'] ?? '')
    .split(',')[0]
    ?.trim()
    .toLowerCase();
  const believed = peer && trust(peer, 0) && (sent === 'https' || sent === 'http') ? sent : own;
  request.headers['x-forwarded-proto'] = believed;
}
