import Link from 'next/link';
import { BuilderPage } from '@lumo/blocks';
import { withStorePrefix, type StoreViewCode } from '@lumo/block-schema';
import type { BuilderPageResult } from '@/lib/api/builder-pages';

/**
 * What a 404 shows: the store view's not-found builder page (path "/not-found") when one is
 * published, else a plain message with a way home.
 */
export function NotFoundContent({
  storeView,
  notFoundPage,
}: {
  storeView: StoreViewCode;
  notFoundPage: BuilderPageResult;
}) {
  if (notFoundPage.kind === 'found') {
    return <BuilderPage page={notFoundPage.page.content} storeView={storeView} now={new Date()} />;
  }
  return (
    <section className="ls-notice" data-testid="not-found">
      <h1>Page not found</h1>
      <p>Sorry, we could not find the page you were looking for.</p>
      <div className="ls-notice-actions">
        <Link className="ls-button" href={withStorePrefix(storeView, '/')}>
          Go to the homepage
        </Link>
      </div>
    </section>
  );
}
