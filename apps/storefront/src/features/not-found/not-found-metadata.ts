import type { Metadata } from 'next';
import type { BuilderPageResult } from '@/lib/api/builder-pages';
import { composePageTitle } from '@/features/builder-page/page-title';

/** A 404 is titled after the store view's not-found page (the SPEC fallback without one). */
export function notFoundTitle(notFoundPage: BuilderPageResult): Metadata['title'] {
  return {
    absolute: composePageTitle(notFoundPage.kind === 'found' ? notFoundPage.page.title : null),
  };
}

/**
 * Metadata of the server-rendered 404 route. `noindex` is explicit: Next.js adds its own only
 * when it knows the status is 404, and the proxy sets that status outside the render.
 */
export function notFoundMetadata(notFoundPage: BuilderPageResult): Metadata {
  return { title: notFoundTitle(notFoundPage), robots: { index: false } };
}
