import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getBuilderPage, NOT_FOUND_PAGE_PATH } from '@/lib/api/builder-pages';
import { NotFoundContent } from '@/features/not-found/not-found-content';
import { notFoundMetadata } from '@/features/not-found/not-found-metadata';
import { parseStoreViewParam } from '@/features/store-view/store-view';
import { getBlockText, getTranslator } from '@/features/i18n/server';

interface NotFoundPageProps {
  params: Promise<{ storeView: string }>;
}

/**
 * Rendered once per store view and served from Next.js's cache (ADR 0014): every 404 of a store
 * view is the same page. Publishing the not-found page expires its tag (builderPageTag of
 * /not-found), which this render's api call carries.
 */
export const revalidate = 3600;
export const dynamicParams = true;
export function generateStaticParams(): { storeView: string }[] {
  return [];
}
export const dynamic = 'error';

export async function generateMetadata({ params }: NotFoundPageProps): Promise<Metadata> {
  const storeView = parseStoreViewParam((await params).storeView);
  if (!storeView) return {};
  const [notFoundPage, t] = await Promise.all([
    getBuilderPage(storeView, NOT_FOUND_PAGE_PATH),
    getTranslator(storeView),
  ]);
  return notFoundMetadata(notFoundPage, t('page.notFound.title'));
}

/**
 * The 404 page of a store view, rendered as an ordinary page so that the server HTML holds it
 * (ADR 0003). Only the proxy reaches this route: it rewrites a path nothing serves here with
 * status 404, and answers a shopper path that names the segment with a 404 of its own.
 */
export default async function StoreNotFoundPage({ params }: NotFoundPageProps) {
  const storeView = parseStoreViewParam((await params).storeView);
  if (!storeView) notFound();
  const [notFoundPage, t, blockText] = await Promise.all([
    getBuilderPage(storeView, NOT_FOUND_PAGE_PATH),
    getTranslator(storeView),
    getBlockText(storeView),
  ]);
  if (notFoundPage.kind === 'unavailable') {
    // Never cache the plain fallback for an outage: keep the cached 404 page, or fail this once.
    throw new Error(`Not-found page of ${storeView} unavailable: ${notFoundPage.message}`);
  }
  return (
    <div data-testid="route:not-found">
      <NotFoundContent
        storeView={storeView}
        notFoundPage={notFoundPage}
        t={t}
        blockText={blockText}
      />
    </div>
  );
}
