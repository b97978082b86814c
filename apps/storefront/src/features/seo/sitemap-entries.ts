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

/**
 * Home pages of every store view (always: they are the entry points even when the api cannot be
 * asked) plus each marketing page that is published and indexable in that store view.
 */
export async function buildSitemap(
  origin: string,
  lookup: PageLookup,
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
      return [home, ...marketing.filter((entry) => entry !== undefined)];
    }),
  );
  return perStore.flat();
}
