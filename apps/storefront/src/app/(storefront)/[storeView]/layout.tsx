import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { DEFAULT_STORE_VIEW } from '@lumo/block-schema';
import '@lumo/blocks/styles.css';
import '@/styles/shell.css';
import { composePageTitle } from '@/features/builder-page/page-title';
import { SiteFooter } from '@/features/shell/site-footer';
import { SiteHeader } from '@/features/shell/site-header';
import {
  parseStoreViewParam,
  storeBodyClassNames,
  storeViewOf,
} from '@/features/store-view/store-view';

interface StoreLayoutProps {
  children: ReactNode;
  params: Promise<{ storeView: string }>;
}

export function generateMetadata(): Metadata {
  return { title: composePageTitle(undefined) };
}

/**
 * Root layout of every shopper page. The store view comes from the route param the proxy wrote
 * (ADR 0003); an unknown value can only come from a path the proxy does not handle and falls
 * back to the default store view (the page then answers 404).
 */
export default async function StoreLayout({ children, params }: StoreLayoutProps) {
  const storeView = parseStoreViewParam((await params).storeView) ?? DEFAULT_STORE_VIEW;
  const view = storeViewOf(storeView);
  return (
    <html lang={view.locale}>
      <body className={storeBodyClassNames(view)} data-store-view={storeView}>
        <SiteHeader storeView={storeView} />
        <main id="main" className="ls-main">
          {children}
        </main>
        <SiteFooter storeView={storeView} />
      </body>
    </html>
  );
}
