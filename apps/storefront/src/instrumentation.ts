/**
 * Runs once when a storefront server process starts. With REDIS_URL, it listens for the route
 * changes other storefront processes announce (ADR 0037). Not during `next build`.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  if (!process.env.REDIS_URL?.trim()) return;
  const { subscribeToRouteChanges } = await import('./features/revalidate/route-change-channel');
  // Not awaited: with Redis down the storefront still starts (and serves, rendering per request);
  // the client keeps reconnecting and subscribes once Redis answers.
  subscribeToRouteChanges().catch((error: Error) => {
    console.error(`Route change subscription failed: ${error.message}`);
  });
}
