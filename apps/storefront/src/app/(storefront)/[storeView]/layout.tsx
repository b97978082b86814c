import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import '@lumo/blocks/styles.css';
import '@/styles/shell.css';
import { siteUrl } from '@/config/env';
import { composePageTitle } from '@/features/builder-page/page-title';
import { ClientPlatform } from '@/features/client-platform/client-platform-mount';
import { CookieBar } from '@/features/consent/cookie-bar';
import { SiteHeader } from '@/features/shell/site-header';
import { SiteFooter } from '@/features/site-footer';
import {
  parseStoreViewParam,
  storeBodyClassNames,
  storeViewOf,
} from '@/features/store-view/store-view';
import { DEFAULT_STORE_VIEW } from '@lumo/block-schema';

interface StoreLayoutProps {
  children: ReactNode;
  params: Promise<{ storeView: string }>;
}

export function generateMetadata(): Metadata {
  return { title: composePageTitle(undefined), metadataBase: new URL(siteUrl()) };
}

/**
 * The root layout of every shopper page and the shell around it (ADR 0003, ADR 0014). It is the
 * root (no app/layout.tsx above it) so that the document's language and store classes come from
 * the route param the proxy wrote rather than from a request header: nothing here reads the
 * request, so the pages below can be served from Next.js's cache. An unknown value only comes
 * from a path the proxy does not handle and falls back to the default store view.
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
        {/* The store view's site footer page (ADR 0022); its fetch's cache tag ties every cached
            page of the store view to the footer's publishes. */}
        <SiteFooter storeView={storeView} />
        <CookieBar storeView={storeView} />
        <ClientPlatform storeView={storeView} />
      </body>
    </html>
  );
}
