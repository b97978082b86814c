import type { Metadata } from 'next';
import type { BuilderPageResult } from '@/lib/api/builder-pages';
import { composePageTitle } from '@/features/builder-page/page-title';

/**
 * A 404 is titled after the store view's not-found page; without one, "Page not found" in the
 * store view's language (`fallbackTitle`, page.notFound.title).
 */
export function notFoundTitle(
  notFoundPage: BuilderPageResult,
  fallbackTitle: string,
): Metadata['title'] {
  return {
    absolute: composePageTitle(
      notFoundPage.kind === 'found' ? notFoundPage.page.title : fallbackTitle,
    ),
  };
}

/**
 * Metadata of the server-rendered 404 route. `noindex` is explicit: Next.js adds its own only
 * when it knows the status is 404, and the proxy sets that status outside the render.
 */
export function notFoundMetadata(notFoundPage: BuilderPageResult, fallbackTitle: string): Metadata {
  return { title: notFoundTitle(notFoundPage, fallbackTitle), robots: { index: false } };
}
