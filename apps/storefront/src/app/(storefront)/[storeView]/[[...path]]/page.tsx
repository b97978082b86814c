import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { NOT_FOUND_PAGE_PATH } from '@/lib/api/builder-pages';
import { PageUnavailable } from '@/features/builder-page/page-unavailable';
import { PreviewUnavailable } from '@/features/builder-page/preview-unavailable';
import { markPageUnavailable } from '@/features/builder-page/unavailable-status';
import { resolveStorePage } from '@/features/routing/resolve-store-page';
import {
  StorePageBody,
  storePageMetadata,
  storePageText,
  type StorePageContext,
} from '@/features/routing/store-page-view';
import { pagePathFromSegments, parseStoreViewParam } from '@/features/store-view/store-view';
import { CONTENT_SWITCH_HEADER } from '@/routing/store-view-routing';

interface StorePageProps {
  params: Promise<{ storeView: string; path?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

async function resolveRequest({ params, searchParams }: StorePageProps) {
  const { storeView: storeViewParam, path: segments } = await params;
  const query = await searchParams;
  const preview = Array.isArray(query.preview) ? query.preview[0] : query.preview;
  return {
    storeView: parseStoreViewParam(storeViewParam),
    path: pagePathFromSegments(segments),
    previewToken: preview?.trim() || undefined,
    query,
  };
}

async function contextOf(
  request: Awaited<ReturnType<typeof resolveRequest>>,
): Promise<StorePageContext | undefined> {
  const { storeView, path, query } = request;
  if (!storeView) return undefined;
  const contentSwitch = (await headers()).get(CONTENT_SWITCH_HEADER) === '1';
  return { storeView, path, searchParams: query, contentSwitch };
}

export async function generateMetadata(props: StorePageProps): Promise<Metadata> {
  const request = await resolveRequest(props);
  const context = await contextOf(request);
  if (!context) return {};
  const resolution = await resolveStorePage(context.storeView, context.path, request.previewToken);
  const metadata = await storePageMetadata(resolution, context);
  return request.previewToken ? { ...metadata, robots: { index: false, follow: false } } : metadata;
}

/**
 * The per-request store page (SPEC §2.4): what the cached `~page` route cannot answer (ADR 0014)
 * comes here: an editor's `?preview=<token>` draft, a category's filters and sort, a product's
 * variant choice, a custom route's content, form posts, and every page while the api cannot say
 * what the path is. Status-deciding data is awaited before anything streams (ADR 0009).
 */
export default async function StorePage(props: StorePageProps) {
  const request = await resolveRequest(props);
  const context = await contextOf(request);
  // The proxy already sent paths nothing serves to the server-rendered 404 route (ADR 0003);
  // these notFound() calls are the safety net (something changed since the proxy asked).
  if (!context) notFound();
  const { storeView, path } = context;
  // The not-found page is what 404s show; as a URL of its own it is a 404 too (never indexed),
  // except through an editor's preview link.
  if (path === NOT_FOUND_PAGE_PATH && !request.previewToken) notFound();

  const [resolution, text] = await Promise.all([
    resolveStorePage(storeView, path, request.previewToken),
    storePageText(storeView),
  ]);
  if (resolution.kind !== 'unavailable') {
    return <StorePageBody resolution={resolution} context={context} text={text} />;
  }
  console.error(
    `Store page ${storeView}:${path} unavailable (${resolution.source}): ${resolution.message}`,
  );
  // An editor's preview link that the api refuses (expired, revoked) says so in place.
  if (request.previewToken)
    return <PreviewUnavailable storeView={storeView} path={path} t={text.t} />;
  // Not a 404 (search engines would drop the page) and not a thrown error (Next.js would send an
  // empty error document): the shell with a notice, in the HTML (SPEC §8), sent with 503 and
  // Retry-After by server.mjs (ADR 0009).
  markPageUnavailable(await headers());
  return <PageUnavailable storeView={storeView} path={path} t={text.t} />;
}
