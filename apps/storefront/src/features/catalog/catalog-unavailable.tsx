import { withStorePrefix, type StoreViewCode } from '@lumo/block-schema';
import type { Translate } from '@/features/i18n/server';

/**
 * SPEC §8: when the api cannot deliver the catalogue, the page says so in its HTML (header and
 * footer stay), never a blank page, a thrown error or a 404. "Try again" is a plain link.
 */
export function CatalogUnavailable({
  storeView,
  href,
  what,
  t,
}: {
  storeView: StoreViewCode;
  /** The page's own URL (with prefix and query). */
  href: string;
  what: 'product' | 'category' | 'search';
  t: Translate;
}) {
  const home = withStorePrefix(storeView, '/');
  const heading = t(`catalog.unavailable.${what}Heading`);
  return (
    <section className="ls-notice" role="alert" data-testid="catalog:unavailable">
      <h1>{heading}</h1>
      <p>{t('catalog.unavailable.message')}</p>
      <div className="ls-notice-actions">
        <a className="ls-button" href={href}>
          {t('catalog.unavailable.tryAgain')}
        </a>
        <a className="ls-button ls-button-secondary" href={home}>
          {t('catalog.unavailable.goHome')}
        </a>
      </div>
    </section>
  );
}
