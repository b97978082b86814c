import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { BuilderPage } from '@lumo/blocks';
import { withStorePrefix } from '@lumo/block-schema';
import { getBuilderPage, NOT_FOUND_PAGE_PATH } from '@/lib/api/builder-pages';
import { composePageTitle } from '@/features/builder-page/page-title';
import { PageUnavailable } from '@/features/builder-page/page-unavailable';
import { PreviewUnavailable } from '@/features/builder-page/preview-unavailable';
import { PreviewRibbon } from '@/features/shell/preview-ribbon';
import { markPageUnavailable } from '@/features/builder-page/unavailable-status';
import { pagePathFromSegments, parseStoreViewParam } from '@/features/store-view/store-view';

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
  };
}

export async function generateMetadata(props: StorePageProps): Promise<Metadata> {
  const { storeView, path, previewToken } = await resolveRequest(props);
  if (!storeView) return {};
  const result = await getBuilderPage(storeView, path, previewToken);
  if (result.kind === 'found') {
    const { page } = result;
    return {
      title: { absolute: composePageTitle(page.title) },
      description: page.description || undefined,
      robots: page.noIndex || page.isPreview ? { index: false, follow: false } : undefined,
      openGraph: page.image ? { images: [{ url: page.image }] } : undefined,
      // Query strings (tracking, preview) never make another page.
      alternates: { canonical: withStorePrefix(storeView, path) },
    };
  }
  // 'missing': not-found.tsx provides the 404's metadata.
  return {
    title: { absolute: composePageTitle(null) },
    robots: previewToken ? { index: false, follow: false } : undefined,
  };
}

/**
 * Every shopper path: the published builder page of (store view, path), rendered on the server so
 * the HTML holds the content before any script runs. `?preview=<token>` shows the draft instead.
 */
export default async function StorePage(props: StorePageProps) {
  const { storeView, path, previewToken } = await resolveRequest(props);
  // The proxy already sent paths without a page to the server-rendered 404 route (ADR 0003);
  // these notFound() calls are the safety net (a page deleted since the proxy asked).
  if (!storeView) notFound();
  // The not-found page is what 404s show; as a URL of its own it is a 404 too (never indexed),
  // except through an editor's preview link.
  if (path === NOT_FOUND_PAGE_PATH && !previewToken) notFound();

  const result = await getBuilderPage(storeView, path, previewToken);
  if (result.kind === 'missing') notFound();
  if (result.kind === 'unavailable') {
    console.error(
      `Builder page ${storeView}:${path} unavailable (${result.reason}): ${result.message}`,
    );
    // An editor's preview link that the api refuses (expired, revoked) says so in place.
    if (previewToken) return <PreviewUnavailable storeView={storeView} path={path} />;
    // Not a 404 (search engines would drop the page) and not a thrown error (Next.js would
    // send an empty error document): the shell with a notice, in the HTML (SPEC §8), sent with
    // 503 and Retry-After by server.mjs (ADR 0009). A page the data cache still holds renders
    // normally and keeps its 200.
    markPageUnavailable(await headers());
    return <PageUnavailable storeView={storeView} path={path} />;
  }
  return (
    <>
      {result.page.isPreview ? <PreviewRibbon /> : null}
      {/* The request's clock: blocks take the time (the footer's year) from the render context. */}
      <BuilderPage page={result.page.content} storeView={storeView} now={new Date()} />
    </>
  );
}
