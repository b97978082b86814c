import type { MetadataRoute } from 'next';
import { connection } from 'next/server';
import { siteUrl } from '@/config/env';
import { getBuilderPage } from '@/lib/api/builder-pages';
import { buildSitemap } from '@/features/seo/sitemap-entries';

/** Rendered per request (never at build, when the api is not running); lookups are cached. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  await connection();
  return buildSitemap(siteUrl(), (storeView, path) => getBuilderPage(storeView, path));
}
