/**
 * Safety net only: the proxy rewrites paths nothing serves to the cached `~not-found` route, which
 * shows the store view's not-found builder page with status 404 (ADR 0003). This renders inside
 * the store's shell (its logo leads home) when a page calls `notFound()` anyway, e.g. a page
 * deleted between the proxy's answer and the render. It reads nothing and fetches nothing: Next.js
 * sends a segment's not-found file with every page below it.
 */
export default function StoreNotFound() {
  return (
    <section className="ls-notice" data-testid="route:not-found">
      <h1>Page not found</h1>
      <p>Sorry, we could not find the page you were looking for.</p>
    </section>
  );
}
