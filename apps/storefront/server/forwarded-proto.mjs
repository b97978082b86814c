// Whether the browser reached the shop over TLS, for `Secure` cookies (ADR 0040). Only a trusted
// proxy (@lumo/trusted-proxies: TRUSTED_PROXIES, else TRUST_PROXY, the api's rule) may say so in
// X-Forwarded-Proto; for anyone else server.mjs writes what the socket was, before Next.js sees it.

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
