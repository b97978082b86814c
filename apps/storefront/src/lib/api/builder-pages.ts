import { cache } from 'react';
import {
  normalisePagePath,
  pageSchema,
  type PublishedPage,
  type StoreViewCode,
} from '@lumo/block-schema';
import { BuilderPageDocument } from '@lumo/graphql';
import { builderPageTag } from './cache-tags';
import { storefrontQuery } from './storefront-graphql';

/**
 * Safety net behind on-demand revalidation: a missed publish notification heals within this. A
 * publish is announced (POST /api/revalidate), so pages are kept long (ADR 0014).
 */
export const BUILDER_PAGE_REVALIDATE_SECONDS = 3600;

export interface StorefrontBuilderPage {
  storeView: StoreViewCode;
  path: string;
  title: string;
  description: string;
  /** Social preview image URL ('' when none). */
  image: string;
  noIndex: boolean;
  /** The page in the published page format, for the blocks renderer. */
  content: PublishedPage;
  /** True when a preview token showed the draft. */
  isPreview: boolean;
  version: number;
  publishedAt: string | null;
}

/**
 * The outcome of looking up a builder page. Only `missing` means "no such page" (404); an api
 * that cannot be reached or refuses the query is `unavailable`, which must never turn into a 404
 * (search engines would drop the page) nor crash the shell (SPEC §8).
 */
export type BuilderPageResult =
  | { kind: 'found'; page: StorefrontBuilderPage }
  | { kind: 'missing' }
  | {
      kind: 'unavailable';
      reason: 'network' | 'graphql' | 'invalid-content';
      message: string;
    };

export interface BuilderPageRequest {
  storeView: StoreViewCode;
  path: string;
  /** Signed token from the editor's preview link: shows the draft, never cached. */
  previewToken?: string;
  fetchImpl?: typeof fetch;
}

export async function fetchBuilderPage(request: BuilderPageRequest): Promise<BuilderPageResult> {
  const path = normalisePagePath(request.path);
  const previewToken = request.previewToken || undefined;
  const result = await storefrontQuery(BuilderPageDocument, {
    storeView: request.storeView,
    variables: { path, previewToken: previewToken ?? null },
    cache: previewToken
      ? { kind: 'no-store' }
      : {
          kind: 'tagged',
          tags: [builderPageTag(request.storeView, path)],
          revalidate: BUILDER_PAGE_REVALIDATE_SECONDS,
        },
    fetchImpl: request.fetchImpl,
  });

  if (result.kind === 'network-error') {
    return { kind: 'unavailable', reason: 'network', message: result.message };
  }
  if (result.kind === 'graphql-error') {
    return {
      kind: 'unavailable',
      reason: 'graphql',
      message: result.errors.map((error) => error.message).join('; '),
    };
  }
  const found = result.data.builderPage;
  if (!found) return { kind: 'missing' };

  // The api validated the page on publish; this guards the render against a broken contract.
  const content = pageSchema.safeParse(found.content);
  if (!content.success) {
    return {
      kind: 'unavailable',
      reason: 'invalid-content',
      message: content.error.issues.map((issue) => issue.message).join('; '),
    };
  }
  const page = content.data;
  return {
    kind: 'found',
    page: {
      storeView: request.storeView,
      path,
      title: (found.title || page.title).trim(),
      description: page.meta.description,
      image: page.meta.image,
      noIndex: page.meta.noIndex,
      content: page,
      isPreview: found.is_preview,
      version: found.version,
      publishedAt: found.published_at ?? null,
    },
  };
}

/**
 * Per-request memo: generateMetadata and the page ask for the same page, and Next.js only
 * de-duplicates GET fetches on its own (GraphQL uses POST).
 */
export const getBuilderPage = cache(
  (storeView: StoreViewCode, path: string, previewToken?: string) =>
    fetchBuilderPage({ storeView, path, previewToken }),
);

export { NOT_FOUND_PAGE_PATH } from '@/routing/store-view-routing';
