// Liveness of a storefront process (ADR 0038): answers without calling the api, so an api
// outage (when cached pages are still served) does not get healthy storefronts restarted.
export const dynamic = 'force-dynamic';

export function GET(): Response {
  return Response.json({ status: 'ok' }, { headers: { 'cache-control': 'no-store' } });
}
