import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { resolveStorePage } from '@/features/routing/resolve-store-page';
import {
  StorePageBody,
  storePageMetadata,
  type StorePageContext,
} from '@/features/routing/store-page-view';
import { pagePathFromSegments, parseStoreViewParam } from '@/features/store-view/store-view';
import { NOT_FOUND_PAGE_PATH } from '@/routing/store-view-routing';

/**
 * The cached store page (ADR 0014): a published builder page, product, category, CMS page or FAQ
 * question, rendered once per (store view, path) on its first request and then served from
 * Next.js's full-route cache. Its api calls carry cache tags (lib/api/cache-tags.ts), so a
 * publish, restore, scheduled publish or delete (POST /api/revalidate) expires exactly the pages
 * that used that (store view, path); `revalidate` is the safety net behind missed notices (the
 * catalogue's own fetches refresh sooner, see CATALOG_REVALIDATE_SECONDS). The proxy sends only
 * requests this page can answer without the request: no preview, no query it reads.
 */
export const revalidate = 3600;
/** Any (store view, path) may be asked; none is rendered at build time (the api is not up). */
export const dynamicParams = true;
export function generateStaticParams(): { storeView: string; path?: string[] }[] {
  return [];
}
/** A request-time API (headers, cookies, searchParams) here would silently end the caching. */
export const dynamic = 'error';

interface CachedPageProps {
  params: Promise<{ storeView: string; path?: string[] }>;
}

async function contextOf({ params }: CachedPageProps): Promise<StorePageContext | undefined> {
  const { storeView: storeViewParam, path: segments } = await params;
  const storeView = parseStoreViewParam(storeViewParam);
  if (!storeView) return undefined;
  return {
    storeView,
    path: pagePathFromSegments(segments),
    searchParams: {},
    contentSwitch: false,
  };
}

export async function generateMetadata(props: CachedPageProps): Promise<Metadata> {
  const context = await contextOf(props);
  if (!context) return {};
  return storePageMetadata(await resolveStorePage(context.storeView, context.path), context);
}

export default async function CachedStorePage(props: CachedPageProps) {
  const context = await contextOf(props);
  if (!context || context.path === NOT_FOUND_PAGE_PATH) notFound();
  const resolution = await resolveStorePage(context.storeView, context.path);
  if (resolution.kind === 'unavailable') {
    // Never cache a notice: failing the render makes Next.js keep serving the page it has (an
    // outage during a background refresh) or answer this one request with an error; the proxy
    // sends requests it cannot decide to the per-request route, which shows the notice with 503.
    throw new Error(
      `Store page ${context.storeView}:${context.path} unavailable (${resolution.source}): ${resolution.message}`,
    );
  }
  return <StorePageBody resolution={resolution} context={context} />;
}
