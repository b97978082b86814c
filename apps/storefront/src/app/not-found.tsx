import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { DEFAULT_STORE_VIEW, type StoreViewCode } from '@lumo/block-schema';
import { getBuilderPage, NOT_FOUND_PAGE_PATH } from '@/lib/api/builder-pages';
import { NotFoundContent } from '@/features/not-found/not-found-content';
import { notFoundTitle } from '@/features/not-found/not-found-metadata';
import { SiteFooter } from '@/features/shell/site-footer';
import { SiteHeader } from '@/features/shell/site-header';
import { parseStoreViewParam } from '@/features/store-view/store-view';
import { STORE_VIEW_HEADER } from '@/routing/store-view-routing';

/** not-found files get no params: the store view comes from the header the proxy set. */
async function currentStoreView(): Promise<StoreViewCode> {
  const fromProxy = (await headers()).get(STORE_VIEW_HEADER) ?? undefined;
  return parseStoreViewParam(fromProxy) ?? DEFAULT_STORE_VIEW;
}

/** Next.js adds `noindex` to what a not-found boundary renders. */
export async function generateMetadata(): Promise<Metadata> {
  return {
    title: notFoundTitle(await getBuilderPage(await currentStoreView(), NOT_FOUND_PAGE_PATH)),
  };
}

/**
 * Safety net only: the proxy sends paths without a builder page to the server-rendered route
 * `[storeView]/~not-found` (ADR 0003). This renders when a page calls `notFound()` anyway (a page
 * deleted between the proxy's check and the render) or no route matches; Next.js then sends the
 * content in the RSC payload only (vercel/next.js#62228). It renders the shell itself because the
 * `[storeView]` layout is below it.
 */
export default async function NotFound() {
  const storeView = await currentStoreView();
  const notFoundPage = await getBuilderPage(storeView, NOT_FOUND_PAGE_PATH);
  return (
    <>
      <SiteHeader storeView={storeView} />
      <main id="main" className="ls-main" data-testid="route:not-found">
        <NotFoundContent storeView={storeView} notFoundPage={notFoundPage} />
      </main>
      <SiteFooter storeView={storeView} />
    </>
  );
}
