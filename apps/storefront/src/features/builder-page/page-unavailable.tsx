import { withStorePrefix, type StoreViewCode } from '@lumo/block-schema';

/**
 * SPEC §8: when the api cannot deliver a page, the page does not crash. The header, footer and
 * this notice are in the server-rendered HTML (no script needed), and "Try again" is a plain link.
 */
export function PageUnavailable({ storeView, path }: { storeView: StoreViewCode; path: string }) {
  const here = withStorePrefix(storeView, path);
  return (
    <section className="ls-notice" role="alert" data-testid="page-unavailable">
      <h1>This page is taking a break</h1>
      <p>We could not load this page just now. Please try again in a moment.</p>
      <div className="ls-notice-actions">
        <a className="ls-button" href={here}>
          Try again
        </a>
        {here !== withStorePrefix(storeView, '/') ? (
          <a className="ls-button ls-button-secondary" href={withStorePrefix(storeView, '/')}>
            Go to the homepage
          </a>
        ) : null}
      </div>
    </section>
  );
}
