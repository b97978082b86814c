import { headers } from 'next/headers';
import Link from 'next/link';
import { BuilderPage } from '@lumo/blocks';
import { DEFAULT_STORE_VIEW, withStorePrefix } from '@lumo/block-schema';
import { getBuilderPage, NOT_FOUND_PAGE_PATH } from '@/lib/api/builder-pages';
import { STORE_VIEW_HEADER } from '@/routing/store-view-routing';
import { parseStoreViewParam } from '@/features/store-view/store-view';

/**
 * Status 404 for a path without a page: shows the store view's not-found builder page
 * (path "/not-found") when one is published, otherwise a plain message. not-found files get no
 * params, so the store view comes from the header the proxy set.
 */
export default async function NotFound() {
  const storeView =
    parseStoreViewParam((await headers()).get(STORE_VIEW_HEADER) ?? undefined) ??
    DEFAULT_STORE_VIEW;
  const result = await getBuilderPage(storeView, NOT_FOUND_PAGE_PATH);
  if (result.kind === 'found') {
    return <BuilderPage page={result.page.content} storeView={storeView} />;
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
