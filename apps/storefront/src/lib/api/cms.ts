import { cache } from 'react';
import { z } from 'zod';
import { normalisePagePath, type StoreViewCode } from '@lumo/block-schema';
import { CmsPageByIdDocument, CustomRoutesDocument } from '@lumo/graphql';
import { storefrontQuery } from './storefront-graphql';

/** CMS content changes rarely; a publish in the api shows within this. */
export const CMS_REVALIDATE_SECONDS = 300;

export interface StorefrontCmsPage {
  id: number;
  identifier: string;
  title: string;
  contentHeading: string;
  /** HTML the api sanitised; sanitised again before it is rendered. */
  content: string;
  metaTitle: string;
  metaDescription: string;
}

export type CmsPageResult =
  | { kind: 'found'; page: StorefrontCmsPage }
  | { kind: 'missing' }
  | { kind: 'unavailable'; message: string };

export function cmsPageTag(storeView: StoreViewCode, id: number): string {
  return `cms-page:${storeView}:${id}`;
}

/** Bounds what a page renders, whatever the api sends. */
const cmsPageSchema = z.object({
  identifier: z.string().max(255).nullish(),
  title: z.string().max(500).nullish(),
  content: z.string().max(1_000_000).nullish(),
  content_heading: z.string().max(500).nullish(),
  meta_title: z.string().max(500).nullish(),
  meta_description: z.string().max(2000).nullish(),
});

export async function fetchCmsPage(
  storeView: StoreViewCode,
  id: number,
  fetchImpl?: typeof fetch,
): Promise<CmsPageResult> {
  const result = await storefrontQuery(CmsPageByIdDocument, {
    storeView,
    variables: { id },
    cache: {
      kind: 'tagged',
      tags: [cmsPageTag(storeView, id)],
      revalidate: CMS_REVALIDATE_SECONDS,
    },
    fetchImpl,
  });
  if (result.kind === 'network-error') return { kind: 'unavailable', message: result.message };
  if (result.kind === 'graphql-error') {
    // Magento answers an unknown page with a graphql-no-such-entity error.
    if (result.errors.every((error) => error.extensions?.category === 'graphql-no-such-entity')) {
      return { kind: 'missing' };
    }
    return { kind: 'unavailable', message: result.errors.map((e) => e.message).join('; ') };
  }
  if (!result.data.cmsPage) return { kind: 'missing' };
  const parsed = cmsPageSchema.safeParse(result.data.cmsPage);
  if (!parsed.success) return { kind: 'unavailable', message: parsed.error.message };
  const page = parsed.data;
  return {
    kind: 'found',
    page: {
      id,
      identifier: page.identifier ?? '',
      title: page.title?.trim() ?? '',
      contentHeading: page.content_heading?.trim() ?? '',
      content: page.content ?? '',
      metaTitle: page.meta_title?.trim() ?? '',
      metaDescription: page.meta_description?.trim() ?? '',
    },
  };
}

/** Per-request memo: metadata and page ask for the same CMS page. */
export const getCmsPage = cache((storeView: StoreViewCode, id: number) =>
  fetchCmsPage(storeView, id),
);

/** A configured replacement of a route (SPEC §2.1 "routes can be replaced per store"). */
export interface CustomRoute {
  /** Normalised path inside the store view. */
  path: string;
  /** Route inside the store view whose content is shown (a path, optionally with a query). */
  target: string;
}

/** Most custom routes read from the block; the rest are ignored. */
export const MAX_CUSTOM_ROUTES = 500;
const MAX_CUSTOM_ROUTES_JSON_LENGTH = 200_000;

const routeSchema = z
  .string()
  .trim()
  .min(1)
  .max(512)
  .refine((value) => value.startsWith('/') && !value.startsWith('//'), 'a path inside the store');

const customRouteSchema = z.object({
  path: routeSchema.transform(normalisePagePath),
  target: routeSchema,
});

/**
 * Reads the custom_routes block's JSON text. Entries that are not {path, target} paths inside the
 * store view are skipped; text that is not JSON gives no routes.
 */
export function parseCustomRoutes(content: string | null | undefined): CustomRoute[] {
  if (!content || content.length > MAX_CUSTOM_ROUTES_JSON_LENGTH) return [];
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch {
    return [];
  }
  if (!Array.isArray(json)) return [];
  return json
    .slice(0, MAX_CUSTOM_ROUTES)
    .map((entry) => customRouteSchema.safeParse(entry))
    .filter((parsed) => parsed.success)
    .map((parsed) => parsed.data)
    .filter((route) => route.path !== route.target);
}

/** The proxy waits for this at most before treating the routes as absent. */
export const CUSTOM_ROUTES_TIMEOUT_MS = 2500;

/**
 * The store view's custom routes; SPEC §8 "Custom routes failure: none used" (an empty list, and
 * `ok: false` so callers do not keep it).
 */
export async function fetchCustomRoutes(
  storeView: StoreViewCode,
  fetchImpl?: typeof fetch,
): Promise<{ ok: boolean; routes: CustomRoute[] }> {
  const result = await storefrontQuery(CustomRoutesDocument, {
    storeView,
    cache: { kind: 'no-store' },
    timeoutMs: CUSTOM_ROUTES_TIMEOUT_MS,
    fetchImpl,
  });
  if (result.kind !== 'ok') return { ok: false, routes: [] };
  const block = result.data.cmsBlocks?.items?.find((item) => item?.identifier === 'custom_routes');
  return { ok: true, routes: parseCustomRoutes(block?.content) };
}
