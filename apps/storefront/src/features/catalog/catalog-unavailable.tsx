import { withStorePrefix, type StoreViewCode } from '@lumo/block-schema';

/**
 * SPEC §8: when the api cannot deliver the catalogue, the page says so in its HTML (header and
 * footer stay), never a blank page, a thrown error or a 404. "Try again" is a plain link.
 */
export function CatalogUnavailable({
  storeView,
  href,
  what,
}: {
  storeView: StoreViewCode;
  /** The page's own URL (with prefix and query). */
  href: string;
  what: 'product' | 'category' | 'search';
}) {
  const home = withStorePrefix(storeView, '/');
  const heading = what === 'search' ? 'Search is taking a break' : `This ${what} is taking a break`;
  return (
    <section className="ls-notice" role="alert" data-testid="catalog:unavailable">
      <h1>{heading}</h1>
      <p>We could not load it just now. Please try again in a moment.</p>
      <div className="ls-notice-actions">
        <a className="ls-button" href={href}>
          Try again
        </a>
        <a className="ls-button ls-button-secondary" href={home}>
          Go to the homepage
        </a>
      </div>
    </section>
  );
}
