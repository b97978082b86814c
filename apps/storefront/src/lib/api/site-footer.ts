import {
  SITE_FOOTER_PATH,
  pageSchema,
  siteFooterIssues,
  type PublishedPage,
  type StoreViewCode,
} from '@lumo/block-schema';
import { SiteFooterDocument } from '@lumo/graphql';
import { BUILDER_PAGE_REVALIDATE_SECONDS } from './builder-pages';
import { builderPageTag } from './cache-tags';
import { storefrontQuery } from './storefront-graphql';

/**
 * The site-wide footer of a store view (ADR 0022): its published footer page, or why there is
 * none. Only `found` is rendered from the page builder; every other outcome shows the minimal
 * footer, so no page is ever without one.
 */
export type SiteFooterResult =
  | { kind: 'found'; page: PublishedPage }
  | { kind: 'missing' }
  | { kind: 'unavailable'; message: string };

/**
 * The fetch carries the footer page's builder-page tag: Next.js attaches a render's fetch tags to
 * its full-route entry, so the api's publish notice for (store view, /~site-footer) expires every
 * cached page of that store view, layout included (ADR 0014's mechanism, nothing new).
 */
export function siteFooterTag(storeView: StoreViewCode): string {
  return builderPageTag(storeView, SITE_FOOTER_PATH);
}

export async function fetchSiteFooter(
  storeView: StoreViewCode,
  fetchImpl?: typeof fetch,
): Promise<SiteFooterResult> {
  const result = await storefrontQuery(SiteFooterDocument, {
    storeView,
    cache: {
      kind: 'tagged',
      tags: [siteFooterTag(storeView)],
      revalidate: BUILDER_PAGE_REVALIDATE_SECONDS,
    },
    fetchImpl,
  });
  if (result.kind === 'network-error') return { kind: 'unavailable', message: result.message };
  if (result.kind === 'graphql-error') {
    return {
      kind: 'unavailable',
      message: result.errors.map((error) => error.message).join('; '),
    };
  }
  const found = result.data.siteFooter;
  if (!found) return { kind: 'missing' };
  // The api checked the page on publish; this guards the render against a broken contract.
  const content = pageSchema.safeParse(found.content);
  if (!content.success || siteFooterIssues(content.data).length > 0) {
    return { kind: 'unavailable', message: 'The site footer page is not a valid footer' };
  }
  return { kind: 'found', page: content.data };
}
