import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { NOT_FOUND_PAGE_PATH } from '@/routing/store-view-routing';
import { pagePathFromSegments, parseStoreViewParam } from '@/features/store-view/store-view';
import { resolveStorePage } from './resolve-store-page';
import {
  StorePageBody,
  storePageMetadata,
  storePageText,
  type StorePageContext,
} from './store-page-view';

/**
 * The cached store routes (`~page`, `~query`; ADR 0014): a published builder page, product,
 * category, CMS page or FAQ question, rendered on its first request and then served from
 * Next.js's full-route cache. Their api calls carry cache tags (lib/api/cache-tags.ts), so a
 * publish, restore, scheduled publish or delete (POST /api/revalidate) expires exactly the pages
 * that used that (store view, path); each route's `revalidate` (an hour) is the safety net behind missed
 * notices (the catalogue's own fetches refresh sooner, see CATALOG_REVALIDATE_SECONDS). The proxy
 * sends only requests these pages can answer without the request itself: no preview, and the
 * query as its canonical form in the path.
 */
/** Longest canonical query the `~query` route accepts (the proxy's are far shorter). */
const MAX_CACHED_QUERY_LENGTH = 1024;

export function cachedPageContext(params: {
  storeView: string;
  path?: string[];
  query?: string;
}): StorePageContext | undefined {
  const storeView = parseStoreViewParam(params.storeView);
  if (!storeView) return undefined;
  if ((params.query?.length ?? 0) > MAX_CACHED_QUERY_LENGTH) return undefined;
  const searchParams: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(decodedQuery(params.query ?? ''))) {
    searchParams[name] ??= value;
  }
  return { storeView, path: pagePathFromSegments(params.path), searchParams, contentSwitch: false };
}

/**
 * The canonical query as the proxy wrote it, percent-encoded into one segment (Next.js hands
 * dynamic segments over still encoded). Canonical values hold no "%" of their own
 * (routing/cached-pages.ts), so decoding once is exact.
 */
function decodedQuery(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return '';
  }
}

export async function cachedPageMetadata(context: StorePageContext | undefined): Promise<Metadata> {
  if (!context) return {};
  return storePageMetadata(await resolveStorePage(context.storeView, context.path), context);
}

export async function CachedStorePage({ context }: { context: StorePageContext | undefined }) {
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
  return (
    <StorePageBody
      resolution={resolution}
      context={context}
      text={await storePageText(context.storeView)}
    />
  );
}
