import type { Metadata } from 'next';
import type { StoreViewCode } from '@lumo/block-schema';
import { composePageTitle } from '@/features/builder-page/page-title';
import { categoryMetadata, productMetadata } from '@/features/catalog';
import { listingPageOf, pageAlternates } from '@/features/seo/page-alternates';
import { getHrefLangsEnabled } from '@/lib/api/route-lookup';
import type { StorePageResolution } from './resolve-store-page';

type EntityResolution = Extract<
  StorePageResolution,
  { kind: 'product' | 'category' | 'cms-page' | 'faq' }
>;

export interface EntityMetadataInput {
  storeView: StoreViewCode;
  path: string;
  searchParams: Record<string, string | string[] | undefined>;
  /** The proxy switched this page's content in (custom): no hreflang. */
  contentSwitch: boolean;
}

/**
 * Title, description, canonical URL and hreflang alternates of a page the route lookup resolved.
 * The catalogue gives title and description of products and categories; this adds alternates.
 */
export async function entityPageMetadata(
  resolution: EntityResolution,
  input: EntityMetadataInput,
): Promise<Metadata> {
  const { storeView, path, searchParams } = input;
  const [own, hrefLangsEnabled] = await Promise.all([
    ownMetadata(resolution, input),
    getHrefLangsEnabled(storeView),
  ]);
  return {
    ...own,
    alternates: pageAlternates({
      storeView,
      path,
      entityType: resolution.kind,
      hreflang: resolution.route.hreflang,
      hrefLangsEnabled,
      contentSwitch: input.contentSwitch,
      listingPage: resolution.kind === 'category' ? listingPageOf(searchParams.page) : undefined,
    }),
  };
}

async function ownMetadata(
  resolution: EntityResolution,
  { storeView, path, searchParams }: EntityMetadataInput,
): Promise<Metadata> {
  switch (resolution.kind) {
    case 'product':
      return productMetadata({ storeView, productId: resolution.id, path, searchParams });
    case 'category':
      return categoryMetadata({ storeView, categoryId: resolution.id, path, searchParams });
    case 'cms-page': {
      const { page } = resolution;
      return {
        title: { absolute: composePageTitle(page.metaTitle || page.title || null) },
        description: page.metaDescription || undefined,
      };
    }
    case 'faq':
      return { title: { absolute: composePageTitle(resolution.question.question) } };
  }
}
