import { markResponseUnavailable, RESPONSE_ID_HEADER } from '../../../server/http-hardening.mjs';

/**
 * Asks server.mjs to send this request's page with 503 and Retry-After (ADR 0009): called when
 * the page shows the "taking a break" notice instead of its content. Next.js lets a page choose
 * no status but 404 (and redirects), so the page marks its response by the id server.mjs put in
 * the request headers, and server.mjs changes the status before the head is sent. Without
 * server.mjs (`next dev`) there is no id and the page keeps its 200.
 */
export function markPageUnavailable(requestHeaders: Pick<Headers, 'get'>): void {
  markResponseUnavailable(requestHeaders.get(RESPONSE_ID_HEADER));
}
