import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { getBuilderPage, NOT_FOUND_PAGE_PATH } from '@/lib/api/builder-pages';
import { NotFoundContent } from '@/features/not-found/not-found-content';
import { notFoundMetadata } from '@/features/not-found/not-found-metadata';
import { parseStoreViewParam } from '@/features/store-view/store-view';
import { NOT_FOUND_HEADER } from '@/routing/store-view-routing';

interface NotFoundPageProps {
  params: Promise<{ storeView: string }>;
}

export async function generateMetadata({ params }: NotFoundPageProps): Promise<Metadata> {
  const storeView = parseStoreViewParam((await params).storeView);
  if (!storeView) return {};
  return notFoundMetadata(await getBuilderPage(storeView, NOT_FOUND_PAGE_PATH));
}

/**
 * The 404 page of a store view, rendered as an ordinary page so that the server HTML holds it
 * (ADR 0003). The proxy rewrites a path without a builder page here with status 404 and marks
 * the request with NOT_FOUND_HEADER; anything else reaching this route is refused with a 404.
 */
export default async function StoreNotFoundPage({ params }: NotFoundPageProps) {
  const storeView = parseStoreViewParam((await params).storeView);
  if (!storeView || (await headers()).get(NOT_FOUND_HEADER) !== '1') notFound();
  const notFoundPage = await getBuilderPage(storeView, NOT_FOUND_PAGE_PATH);
  return (
    <div data-testid="route:not-found">
      <NotFoundContent storeView={storeView} notFoundPage={notFoundPage} />
    </div>
  );
}
