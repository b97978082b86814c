import type { Metadata } from 'next';
import { notFound, permanentRedirect, redirect } from 'next/navigation';
import { BuilderPage } from '@lumo/blocks';
import { withStorePrefix, type StoreViewCode } from '@lumo/block-schema';
import { composePageTitle } from '@/features/builder-page/page-title';
import type { BlockText } from '@lumo/blocks';
import { getBlockText, getTranslator, type Translate } from '@/features/i18n/server';
import { withHeadAlternative } from '@/features/seo/alternative-head';
import { CategoryView, ProductView } from '@/features/catalog';
import { CmsPageContent } from '@/features/content/cms-page-content';
import { FaqQuestionPage } from '@/features/content/faq-question-page';
import { PreviewRibbon } from '@/features/shell/preview-ribbon';
import type { StorePageResolution } from './resolve-store-page';
import { entityPageMetadata } from './store-page-metadata';
import { imageVariant } from '@/features/image-variants/image-variants';

/**
 * What both store page routes render for a resolution (SPEC §2.4): the cached `~page` route (no
 * query, no preview, ADR 0014) and the per-request catch-all. Each route handles `unavailable`
 * itself: the cached one must never keep a notice, the per-request one shows it with 503.
 */
export type RenderableResolution = Exclude<StorePageResolution, { kind: 'unavailable' }>;

export interface StorePageContext {
  storeView: StoreViewCode;
  /** Decoded path inside the store view. */
  path: string;
  /** The query the page reads (listing filters, variant choice); {} on the cached route. */
  searchParams: Record<string, string | string[] | undefined>;
  /** The proxy switched another route's content in (custom): no hreflang alternates. */
  contentSwitch: boolean;
}

/** A store page's head: its own, refined by an alternative head block for its path (SPEC §2.1). */
export async function storePageMetadata(
  resolution: StorePageResolution,
  context: StorePageContext,
): Promise<Metadata> {
  return withHeadAlternative(
    context.storeView,
    context.path,
    await ownStorePageMetadata(resolution, context),
  );
}

async function ownStorePageMetadata(
  resolution: StorePageResolution,
  context: StorePageContext,
): Promise<Metadata> {
  const { storeView, path } = context;
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
      return entityPageMetadata(resolution, context);
    default:
      // 'not-found' (the not-found boundary brings its own), 'unavailable', redirects.
      return { title: { absolute: composePageTitle(null) } };
  }
}

/** What a store page says in its own words: the translator and the blocks' UI strings. */
export interface StorePageText {
  t: Translate;
  blocks: BlockText;
}

export async function storePageText(storeView: StoreViewCode): Promise<StorePageText> {
  const [t, blocks] = await Promise.all([getTranslator(storeView), getBlockText(storeView)]);
  return { t, blocks };
}

/** The page body of a resolution; redirects and 404s are thrown (safety nets, see the routes). */
export function StorePageBody({
  resolution,
  context,
  text,
}: {
  resolution: RenderableResolution;
  context: StorePageContext;
  /** The store view's words (storePageText): awaited by the route, so this renders at once. */
  text: StorePageText;
}) {
  const { storeView, path, searchParams } = context;
  switch (resolution.kind) {
    case 'builder-page':
      return (
        <>
          {resolution.page.isPreview ? <PreviewRibbon /> : null}
          {/* The render's clock: blocks take the time (the footer's year) from the render context. */}
          <BuilderPage
            page={resolution.page.content}
            storeView={storeView}
            now={new Date()}
            text={text.blocks}
            imageVariant={imageVariant}
          />
        </>
      );
    case 'product':
      return (
        <ProductView
          storeView={storeView}
          productId={resolution.id}
          path={path}
          searchParams={searchParams}
        />
      );
    case 'category':
      return (
        <CategoryView
          storeView={storeView}
          categoryId={resolution.id}
          path={path}
          searchParams={searchParams}
        />
      );
    case 'cms-page':
      return <CmsPageContent page={resolution.page} storeView={storeView} />;
    case 'faq':
      return <FaqQuestionPage storeView={storeView} question={resolution.question} t={text.t} />;
    case 'redirect':
      if (resolution.status === 301) permanentRedirect(resolution.location);
      redirect(resolution.location);
    // eslint-disable-next-line no-fallthrough -- redirect() throws
    case 'content-switch':
      redirect(`${withStorePrefix(storeView, resolution.target.path)}${resolution.target.search}`);
    // eslint-disable-next-line no-fallthrough -- redirect() throws
    case 'not-found':
      notFound();
  }
}
