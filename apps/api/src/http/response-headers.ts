/**
 * Headers every api response carries (ADR 0040). GraphQL answers JSON and /media files carry
 * their own policy; a response without one gets a policy that allows nothing and no framing.
 * HTML without a policy is left alone: only GraphiQL outside production (the outbox viewer sets
 * its own), which loads its scripts from a CDN.
 */
export const API_DEFAULT_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

export function applyBaselineHeaders(headers: Headers): void {
  headers.set('x-content-type-options', 'nosniff');
  if (!headers.has('referrer-policy')) headers.set('referrer-policy', 'no-referrer');
  const html = (headers.get('content-type') ?? '').toLowerCase().startsWith('text/html');
  if (!headers.has('content-security-policy') && !html) {
    headers.set('content-security-policy', API_DEFAULT_CONTENT_SECURITY_POLICY);
  }
}
