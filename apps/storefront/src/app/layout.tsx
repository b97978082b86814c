import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { headers } from 'next/headers';
import { DEFAULT_STORE_VIEW } from '@lumo/block-schema';
import '@lumo/blocks/styles.css';
import '@/styles/shell.css';
import { siteUrl } from '@/config/env';
import { composePageTitle } from '@/features/builder-page/page-title';
import {
  parseStoreViewParam,
  storeBodyClassNames,
  storeViewOf,
} from '@/features/store-view/store-view';
import { STORE_VIEW_HEADER } from '@/routing/store-view-routing';

export function generateMetadata(): Metadata {
  return { title: composePageTitle(undefined), metadataBase: new URL(siteUrl()) };
}

/**
 * The one root layout. It sits above the `[storeView]` segment (ADR 0003) so that Next.js can
 * server-render 404s inside it; the store view therefore comes from the header the proxy sets
 * (the same value as the route param), defaulting to uk for routes outside the store views.
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  const storeView =
    parseStoreViewParam((await headers()).get(STORE_VIEW_HEADER) ?? undefined) ??
    DEFAULT_STORE_VIEW;
  const view = storeViewOf(storeView);
  return (
    <html lang={view.locale}>
      <body className={storeBodyClassNames(view)} data-store-view={storeView}>
        {children}
      </body>
    </html>
  );
}
