import { withStorePrefix, type StoreViewCode } from '@lumo/block-schema';
import type { Translate } from '@/features/i18n/server';

/**
 * SPEC §8: when the api cannot deliver a page, the page does not crash. The header, footer and
 * this notice are in the server-rendered HTML (no script needed), and "Try again" is a plain link.
 */
export function PageUnavailable({
  storeView,
  path,
  t,
}: {
  storeView: StoreViewCode;
  path: string;
  /** The store view's translator (its page awaited it: this renders synchronously). */
  t: Translate;
}) {
  const here = withStorePrefix(storeView, path);
  return (
    <section className="ls-notice" role="alert" data-testid="page-unavailable">
      <h1>{t('page.unavailable.heading')}</h1>
      <p>{t('page.unavailable.message')}</p>
      <div className="ls-notice-actions">
        <a className="ls-button" href={here}>
          {t('page.unavailable.tryAgain')}
        </a>
        {here !== withStorePrefix(storeView, '/') ? (
          <a className="ls-button ls-button-secondary" href={withStorePrefix(storeView, '/')}>
            {t('page.unavailable.goHome')}
          </a>
        ) : null}
      </div>
    </section>
  );
}
