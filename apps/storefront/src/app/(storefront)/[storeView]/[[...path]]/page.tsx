import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound, permanentRedirect, redirect } from 'next/navigation';
import { BuilderPage } from '@lumo/blocks';
import { withStorePrefix } from '@lumo/block-schema';
import { NOT_FOUND_PAGE_PATH } from '@/lib/api/builder-pages';
import { composePageTitle } from '@/features/builder-page/page-title';
import { PageUnavailable } from '@/features/builder-page/page-unavailable';
import { PreviewUnavailable } from '@/features/builder-page/preview-unavailable';
import { markPageUnavailable } from '@/features/builder-page/unavailable-status';
import { CategoryView, ProductView } from '@/features/catalog';
import { CmsPageContent } from '@/features/content/cms-page-content';
import { FaqQuestionPage } from '@/features/content/faq-question-page';
import { resolveStorePage } from '@/features/routing/resolve-store-page';
import { entityPageMetadata } from '@/features/routing/store-page-metadata';
import { PreviewRibbon } from '@/features/shell/preview-ribbon';
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

export async function generateMetadata(props: StorePageProps): Promise<Metadata> {
  const { storeView, path, previewToken, query } = await resolveRequest(props);
  if (!storeView) return {};
  const resolution = await resolveStorePage(storeView, path, previewToken);
  switch (resolution.kind) {
    case 'builder-page': {
      const { page } = resolution;
      return {
        title: { absolute: composePageTitle(page.title) },
        description: page.description || undefined,
        robots: page.noIndex || page.isPreview ? { index: false, follow: false } : undefined,
        openGraph: page.image ? { images: [{ url: page.image }] } : undefined,
        // Query strings (tracking, preview) never make another page.
        alternates: { canonical: withStorePrefix(storeView, path) },
      };
    }
    case 'product':
    case 'category':
    case 'cms-page':
    case 'faq':
      return entityPageMetadata(resolution, {
        storeView,
        path,
        searchParams: query,
        contentSwitch: (await headers()).get(CONTENT_SWITCH_HEADER) === '1',
      });
    default:
      // 'not-found': not-found.tsx provides the 404's metadata.
      return {
        title: { absolute: composePageTitle(null) },
        robots: previewToken ? { index: false, follow: false } : undefined,
      };
  }
}

/**
 * Every shopper path of a store view (SPEC §2.4): the published builder page of (store view,
 * path) wins; otherwise the route lookup's product, category, CMS page or FAQ question, rendered
 * on the server so the HTML holds the content before any script runs. `?preview=<token>` shows a
 * builder page's draft. Status-deciding data is awaited before anything streams (ADR 0009).
 */
export default async function StorePage(props: StorePageProps) {
  const { storeView, path, previewToken, query } = await resolveRequest(props);
  // The proxy already sent paths nothing serves to the server-rendered 404 route (ADR 0003);
  // these notFound() calls are the safety net (something changed since the proxy asked).
  if (!storeView) notFound();
  // The not-found page is what 404s show; as a URL of its own it is a 404 too (never indexed),
  // except through an editor's preview link.
  if (path === NOT_FOUND_PAGE_PATH && !previewToken) notFound();

  const resolution = await resolveStorePage(storeView, path, previewToken);
  switch (resolution.kind) {
    case 'builder-page':
      return (
        <>
          {resolution.page.isPreview ? <PreviewRibbon /> : null}
          {/* The request's clock: blocks take the time (the footer's year) from the render context. */}
          <BuilderPage page={resolution.page.content} storeView={storeView} now={new Date()} />
        </>
      );
    case 'product':
      return (
        <ProductView
          storeView={storeView}
          productId={resolution.id}
          path={path}
          searchParams={query}
        />
      );
    case 'category':
      return (
        <CategoryView
          storeView={storeView}
          categoryId={resolution.id}
          path={path}
          searchParams={query}
        />
      );
    case 'cms-page':
      return <CmsPageContent page={resolution.page} storeView={storeView} />;
    case 'faq':
      return <FaqQuestionPage storeView={storeView} question={resolution.question} />;
    case 'redirect':
      // Safety net only: the proxy answers redirects with their exact status.
      if (resolution.status === 301) permanentRedirect(resolution.location);
      redirect(resolution.location);
    // eslint-disable-next-line no-fallthrough -- redirect() throws
    case 'content-switch':
      redirect(`${withStorePrefix(storeView, resolution.target.path)}${resolution.target.search}`);
    // eslint-disable-next-line no-fallthrough -- redirect() throws
    case 'not-found':
      notFound();
    // eslint-disable-next-line no-fallthrough -- notFound() throws
    case 'unavailable':
      console.error(
        `Store page ${storeView}:${path} unavailable (${resolution.source}): ${resolution.message}`,
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
}
