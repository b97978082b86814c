// One way to rewrite a response's body on its way out, shared by the script nonces
// (server/script-nonce.mjs) and static block HTML once (server/static-html-once.mjs): both wrap
// writeHead, write and end the same way and differ only in whether and how they rewrite.

/**
 * @typedef {{ push(chunk: Buffer): Buffer, finish(): Buffer }} BodyRewriter
 *   push: the bytes that may be sent now (possibly none, while a construct is incomplete);
 *   finish: whatever is still held, at the end of the body.
 */

/**
 * Hooks the response so its body goes through the rewriter `decide` returns. `decide` runs once,
 * before the head is sent (with every header already on the response, also those given to
 * writeHead), and returns null to leave the body alone. `beforeHead` runs with that answer when
 * the head passes this layer's writeHead, to adjust the headers it sends (a rewritten body's
 * ETag or Content-Length no longer hold), and only then: layers inside this one (the page
 * cache) have already kept the headers they were given, which must stay without them (a
 * response's own nonce in a kept policy would be sent with every later answer).
 *
 * @param {import('node:http').ServerResponse} response
 * @param {{ decide: () => BodyRewriter | null, beforeHead?: (rewriter: BodyRewriter | null) => void }} hooks
 */
export function rewriteResponseBody(response, { decide, beforeHead }) {
  /** @type {BodyRewriter | null} */
  let rewriter = null;
  let decided = false;
  const decideOnce = () => {
    if (decided) return;
    decided = true;
    rewriter = decide();
  };

  const writeHead = response.writeHead;
  /** @type {any} */
  const target = response;
  target.writeHead = function (/** @type {number} */ statusCode, /** @type {any[]} */ ...rest) {
    // Headers given here are moved onto the response first, so decide() sees all of them and
    // what beforeHead() sets is what is sent.
    const given = rest.find((arg) => arg && typeof arg === 'object');
    if (given) setHeaders(response, given);
    decideOnce();
    beforeHead?.(rewriter);
    const message = rest.find((arg) => typeof arg === 'string');
    return message === undefined
      ? writeHead.call(response, statusCode)
      : writeHead.call(response, statusCode, message);
  };

  // The body is rewritten before the layers below (compression, the socket) see it. A write
  // before the head is sent decides from the headers already set; Node.js then sends the head
  // through the writeHead above (implicitly), where beforeHead adjusts it.
  const write = response.write;
  const end = response.end;
  target.write = function (
    /** @type {any} */ chunk,
    /** @type {any} */ encoding,
    /** @type {any} */ callback,
  ) {
    if (!response.headersSent) decideOnce();
    if (!rewriter || chunk == null) return write.call(response, chunk, encoding, callback);
    const done = typeof encoding === 'function' ? encoding : callback;
    const ready = rewriter.push(
      toBuffer(chunk, typeof encoding === 'string' ? encoding : undefined),
    );
    if (ready.length === 0) {
      if (done) process.nextTick(done);
      return true;
    }
    return write.call(response, ready, done);
  };
  target.end = function (
    /** @type {any} */ chunk,
    /** @type {any} */ encoding,
    /** @type {any} */ callback,
  ) {
    if (typeof chunk === 'function') return target.end(undefined, undefined, chunk);
    if (typeof encoding === 'function') return target.end(chunk, undefined, encoding);
    if (!response.headersSent) decideOnce();
    if (!rewriter) return end.call(response, chunk, encoding, callback);
    const bytes = chunk == null ? Buffer.alloc(0) : toBuffer(chunk, encoding);
    const last = Buffer.concat([rewriter.push(bytes), rewriter.finish()]);
    return last.length ? end.call(response, last, callback) : end.call(response, callback);
  };
}

/**
 * A chunk written to a response as bytes.
 * @param {string | Uint8Array} chunk
 * @param {BufferEncoding | undefined} encoding
 */
export function toBuffer(chunk, encoding) {
  if (typeof chunk === 'string') return Buffer.from(chunk, encoding ?? 'utf8');
  // A view, not a copy (the rewriters copy before they replace anything).
  return Buffer.isBuffer(chunk)
    ? chunk
    : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
}

/**
 * writeHead's headers (an object, [[name, value]] pairs or a flat raw list) set on the response.
 *
 * @param {import('node:http').ServerResponse} response
 * @param {object} headers
 */
export function setHeaders(response, headers) {
  if (Array.isArray(headers)) {
    const pairs = headers.length && Array.isArray(headers[0]) ? headers : [];
    if (!pairs.length) {
      for (let index = 0; index < headers.length; index += 2) {
        pairs.push([headers[index], headers[index + 1]]);
      }
    }
    const names = new Set();
    for (const [name, value] of pairs) {
      const key = String(name).toLowerCase();
      // Repeated names (Set-Cookie) add up; the first one replaces what was set before.
      if (names.has(key)) response.appendHeader(key, value);
      else response.setHeader(key, value);
      names.add(key);
    }
    return;
  }
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) response.setHeader(name, value);
  }
}
