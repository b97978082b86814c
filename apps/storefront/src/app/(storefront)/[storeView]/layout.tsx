import type { ReactNode } from 'react';
import { DEFAULT_STORE_VIEW } from '@lumo/block-schema';
import { SiteFooter } from '@/features/shell/site-footer';
import { SiteHeader } from '@/features/shell/site-header';
import { parseStoreViewParam } from '@/features/store-view/store-view';

interface StoreLayoutProps {
  children: ReactNode;
  params: Promise<{ storeView: string }>;
}

/**
 * The shell of every shopper page. The store view is the route param the proxy wrote
 * (ADR 0003); an unknown value only comes from a path the proxy does not handle and falls back to
 * the default store view (the page then answers 404).
 */
export default async function StoreLayout({ children, params }: StoreLayoutProps) {
  const storeView = parseStoreViewParam((await params).storeView) ?? DEFAULT_STORE_VIEW;
  return (
    <>
      <SiteHeader storeView={storeView} />
      <main id="main" className="ls-main">
        {children}
      </main>
      <SiteFooter storeView={storeView} />
    </>
  );
}
