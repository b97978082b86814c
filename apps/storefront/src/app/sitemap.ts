import type { MetadataRoute } from 'next';
import { connection } from 'next/server';
import { siteUrl } from '@/config/env';
import { getBuilderPage } from '@/lib/api/builder-pages';
import { buildSitemap } from '@/features/seo/sitemap-entries';
import {
  fetchSitemapCategoryPaths,
  fetchSitemapCmsPaths,
  fetchSitemapProductPaths,
} from '@/lib/api/sitemap';

/**
 * Rendered per request (never at build, when the api is not running); the api answers behind it
 * are cached (builder pages per page, catalogue and CMS lists for an hour per store view).
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  await connection();
  return buildSitemap(siteUrl(), (storeView, path) => getBuilderPage(storeView, path), {
    products: (storeView) => fetchSitemapProductPaths(storeView),
    categories: (storeView) => fetchSitemapCategoryPaths(storeView),
    cmsPages: (storeView) => fetchSitemapCmsPaths(storeView),
  });
}
