import type { Metadata } from 'next';
import { headers } from 'next/headers';
import Link from 'next/link';
import { BuilderPage } from '@lumo/blocks';
import { DEFAULT_STORE_VIEW, withStorePrefix, type StoreViewCode } from '@lumo/block-schema';
import { getBuilderPage, NOT_FOUND_PAGE_PATH } from '@/lib/api/builder-pages';
import { composePageTitle } from '@/features/builder-page/page-title';
import { SiteFooter } from '@/features/shell/site-footer';
import { SiteHeader } from '@/features/shell/site-header';
import { parseStoreViewParam } from '@/features/store-view/store-view';
import { STORE_VIEW_HEADER } from '@/routing/store-view-routing';

/** not-found files get no params: the store view comes from the header the proxy set. */
async function currentStoreView(): Promise<StoreViewCode> {
  const fromProxy = (await headers()).get(STORE_VIEW_HEADER) ?? undefined;
  return parseStoreViewParam(fromProxy) ?? DEFAULT_STORE_VIEW;
}

export async function generateMetadata(): Promise<Metadata> {
  const result = await getBuilderPage(await currentStoreView(), NOT_FOUND_PAGE_PATH);
  return {
    title: { absolute: composePageTitle(result.kind === 'found' ? result.page.title : null) },
  };
}

/**
 * Status 404 for a path without a builder page (and for URLs no route matches): the store view's
 * not-found builder page (path "/not-found") when one is published, else a plain message.
 * It lives at the root so it also serves unmatched URLs; it renders the shell itself because the
 * `[storeView]` layout is below it.
 */
export default async function NotFound() {
  const storeView = await currentStoreView();
  const result = await getBuilderPage(storeView, NOT_FOUND_PAGE_PATH);
  return (
    <>
      <SiteHeader storeView={storeView} />
      <main id="main" className="ls-main" data-testid="route:not-found">
        {result.kind === 'found' ? (
          <BuilderPage page={result.page.content} storeView={storeView} />
        ) : (
          <section className="ls-notice" data-testid="not-found">
            <h1>Page not found</h1>
            <p>Sorry, we could not find the page you were looking for.</p>
            <div className="ls-notice-actions">
              <Link className="ls-button" href={withStorePrefix(storeView, '/')}>
                Go to the homepage
              </Link>
            </div>
          </section>
        )}
      </main>
      <SiteFooter storeView={storeView} />
    </>
  );
}
