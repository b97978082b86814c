import { withStorePrefix, type StoreViewCode } from '@lumo/block-schema';
import type { Translate } from '@/features/i18n/server';

/** A preview link the api refused: most often it expired; the editor can make a new one. */
export function PreviewUnavailable({
  storeView,
  path,
  t,
}: {
  storeView: StoreViewCode;
  path: string;
  t: Translate;
}) {
  return (
    <section className="ls-notice" data-testid="preview-unavailable">
      <h1>{t('page.preview.heading')}</h1>
      <p>{t('page.preview.message')}</p>
      <div className="ls-notice-actions">
        <a className="ls-button" href={withStorePrefix(storeView, path)}>
          {t('page.preview.viewPublished')}
        </a>
      </div>
    </section>
  );
}
