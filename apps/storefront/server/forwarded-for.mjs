// The storefront is the api's proxy for /graphql: like any reverse proxy it appends the address
// of its own peer to X-Forwarded-For before Next.js sees the request (Next only fills the header
// when it is absent, so a client could otherwise write it). The api trusts this server (loopback)
// and takes the right-most untrusted hop, so what a client writes itself is never its address.

/**
 * @param {import('node:http').IncomingMessage} request
 */
export function appendForwardedFor(request) {
  const peer = request.socket.remoteAddress;
  if (!peer) return;
  const sent = request.headers['x-forwarded-for'];
  request.headers['x-forwarded-for'] = sent ? `${sent}, ${peer}` : peer;
}
