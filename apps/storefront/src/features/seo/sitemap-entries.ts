import type { MetadataRoute } from 'next';
import { STORE_VIEWS, withStorePrefix, type StoreViewCode } from '@lumo/block-schema';
import type { BuilderPageResult } from '@/lib/api/builder-pages';

/**
 * Marketing pages (SPEC §1, §2.1, §2.6) listed when the store view has them published. The api
 * has no public "list pages" query, so each candidate is looked up (the lookups are cached).
 */
export const SITEMAP_MARKETING_PATHS = [
  '/what-is-vapor',
  '/vaping-jargon-buster',
  '/what-is-vaping',
  '/why-lumo',
  '/lumo-flavors',
  '/recycling',
] as const;

export type PageLookup = (storeView: StoreViewCode, path: string) => Promise<BuilderPageResult>;

/** Paths (inside a store view) of the catalogue and CMS pages the api serves there. */
export interface CatalogPathSources {
  products: (storeView: StoreViewCode) => Promise<string[]>;
  categories: (storeView: StoreViewCode) => Promise<string[]>;
  cmsPages: (storeView: StoreViewCode) => Promise<string[]>;
}

/** The sitemap protocol's limit of URLs per file; beyond it entries are left out. */
export const MAX_SITEMAP_URLS = 50_000;

const CATALOG_ENTRY: Record<
  keyof CatalogPathSources,
  Omit<MetadataRoute.Sitemap[number], 'url'>
> = {
  categories: { changeFrequency: 'daily', priority: 0.8 },
  products: { changeFrequency: 'daily', priority: 0.6 },
  cmsPages: { changeFrequency: 'monthly', priority: 0.5 },
};

/**
 * Home pages of every store view (always: they are the entry points even when the api cannot be
 * asked), each marketing page that is published and indexable in that store view, and, when
 * `catalog` is given, the store view's categories, products and CMS pages (a source that fails
 * adds nothing). A URL is listed once; at most MAX_SITEMAP_URLS.
 */
export async function buildSitemap(
  origin: string,
  lookup: PageLookup,
  catalog?: CatalogPathSources,
): Promise<MetadataRoute.Sitemap> {
  const homeAlternates = Object.fromEntries(
    STORE_VIEWS.map((view) => [view.locale, `${origin}${withStorePrefix(view.code, '/')}`]),
  );
  const perStore = await Promise.all(
    STORE_VIEWS.map(async (view) => {
      const home: MetadataRoute.Sitemap[number] = {
        url: `${origin}${withStorePrefix(view.code, '/')}`,
        changeFrequency: 'daily',
        priority: 1,
        alternates: { languages: homeAlternates },
      };
      const marketing = await Promise.all(
        SITEMAP_MARKETING_PATHS.map(async (path) => {
          const result = await lookup(view.code, path);
          if (result.kind !== 'found' || result.page.noIndex) return undefined;
          const entry: MetadataRoute.Sitemap[number] = {
            url: `${origin}${withStorePrefix(view.code, path)}`,
            changeFrequency: 'weekly',
            priority: 0.7,
          };
          if (result.page.publishedAt) entry.lastModified = result.page.publishedAt;
          return entry;
        }),
      );
      const catalogEntries = catalog ? await catalogEntriesOf(origin, view.code, catalog) : [];
      return [home, ...marketing.filter((entry) => entry !== undefined), ...catalogEntries];
    }),
  );
  const seen = new Set<string>();
  return perStore
    .flat()
    .filter((entry) => !seen.has(entry.url) && Boolean(seen.add(entry.url)))
    .slice(0, MAX_SITEMAP_URLS);
}

async function catalogEntriesOf(
  origin: string,
  storeView: StoreViewCode,
  catalog: CatalogPathSources,
): Promise<MetadataRoute.Sitemap> {
  const kinds = Object.keys(CATALOG_ENTRY) as (keyof CatalogPathSources)[];
  const lists = await Promise.all(
    kinds.map((kind) => catalog[kind](storeView).catch((): string[] => [])),
  );
  return kinds.flatMap((kind, index) =>
    (lists[index] ?? []).map((path) => ({
      url: `${origin}${withStorePrefix(storeView, path)}`,
      ...CATALOG_ENTRY[kind],
    })),
  );
}
