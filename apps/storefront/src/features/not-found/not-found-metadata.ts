import type { Metadata } from 'next';
import type { BuilderPageResult } from '@/lib/api/builder-pages';
import { composePageTitle } from '@/features/builder-page/page-title';

/** A 404 carries the not-found page's title and stays out of search engines. */
export function notFoundMetadata(notFoundPage: BuilderPageResult): Metadata {
  return {
    title: {
      absolute: composePageTitle(notFoundPage.kind === 'found' ? notFoundPage.page.title : null),
    },
    robots: { index: false, follow: false },
  };
}
