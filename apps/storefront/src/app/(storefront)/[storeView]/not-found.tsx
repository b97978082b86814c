'use client';

import { useErrorText } from '@/features/i18n/use-error-text';

/**
 * Safety net only: the proxy rewrites paths nothing serves to the cached `~not-found` route, which
 * shows the store view's not-found builder page with status 404 (ADR 0003). This renders inside
 * the store's shell (its logo leads home) when a page calls `notFound()` anyway, e.g. a page
 * deleted between the proxy's answer and the render. It reads nothing and fetches nothing: Next.js
 * sends a segment's not-found file with every page below it. A not-found file gets no params, so
 * it is a client component that takes the store view from the URL and its words from the
 * `errors` area (ADR 0019).
 */
export default function StoreNotFound() {
  const text = useErrorText();
  return (
    <section className="ls-notice" data-testid="route:not-found" aria-busy={!text}>
      <h1>{text?.notFoundHeading}</h1>
      <p>{text?.notFoundMessage}</p>
    </section>
  );
}
