import type { MetadataRoute } from 'next';
import { connection } from 'next/server';
import { STORE_VIEWS } from '@lumo/block-schema';
import { siteUrl } from '@/config/env';

/** Account, checkout and search pages are private or endless; everything else may be crawled. */
const PRIVATE_PATHS = ['/checkout', '/customer', '/dashboard', '/search', '/login'];

export default async function robots(): Promise<MetadataRoute.Robots> {
  await connection();
  const disallow = STORE_VIEWS.flatMap((view) =>
    PRIVATE_PATHS.map((path) => `${view.pathPrefix}${path}`),
  );
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: [...disallow, '/graphql', '/api/', '/__blocks'],
    },
    sitemap: `${siteUrl()}/sitemap.xml`,
  };
}
