import { ShopLink as Link } from '@/features/client-platform/shop-link';
import { BuilderPage } from '@lumo/blocks';
import { withStorePrefix, type StoreViewCode } from '@lumo/block-schema';
import type { BuilderPageResult } from '@/lib/api/builder-pages';
import type { BlockText } from '@lumo/blocks';
import type { Translate } from '@/features/i18n/server';
import { imageVariant } from '@/features/image-variants/image-variants';

/**
 * What a 404 shows: the store view's not-found builder page (path "/not-found") when one is
 * published, else a plain message with a way home.
 */
export function NotFoundContent({
  storeView,
  notFoundPage,
  t,
  blockText,
}: {
  storeView: StoreViewCode;
  notFoundPage: BuilderPageResult;
  t: Translate;
  blockText: BlockText;
}) {
  if (notFoundPage.kind === 'found') {
    return (
      <BuilderPage
        page={notFoundPage.page.content}
        storeView={storeView}
        now={new Date()}
        text={blockText}
        imageVariant={imageVariant}
      />
    );
  }
  return (
    <section className="ls-notice" data-testid="not-found">
      <h1>{t('page.notFound.heading')}</h1>
      <p>{t('page.notFound.message')}</p>
      <div className="ls-notice-actions">
        <Link className="ls-button" href={withStorePrefix(storeView, '/')}>
          {t('page.notFound.goHome')}
        </Link>
      </div>
    </section>
  );
}
