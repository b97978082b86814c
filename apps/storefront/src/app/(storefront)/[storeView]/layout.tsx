import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import '@lumo/blocks/styles.css';
import '@/styles/shell.css';
import { THEME_COLOR } from '@/app/manifest';
import { siteUrl } from '@/config/env';
import { composePageTitle } from '@/features/builder-page/page-title';
import { ClientPlatform } from '@/features/client-platform/client-platform-mount';
import { CookieBar } from '@/features/consent/cookie-bar';
import { CANADA_GUEST_FAVICON } from '@/features/account/favicons';
import { AgeBarrier, minimumAgeOf } from '@/features/shell/age-barrier/age-barrier';
import {
  AGE_BARRIER_PAGE_ID,
  AGE_BARRIER_SCRIPT,
} from '@/features/shell/age-barrier/age-barrier-script';
import { ShellOverlays } from '@/features/shell/overlays/shell-overlays';
import { parseShellParam, shellPartsOfVariant } from '@/features/shell/routes/shell-parts';
import { CheckoutHeader, SiteHeader } from '@/features/shell/site-header';
import { SiteFooter } from '@/features/site-footer';
import { storeBodyClassNames, storeViewOf } from '@/features/store-view/store-view';
import { DEFAULT_STORE_VIEW } from '@lumo/block-schema';

interface StoreLayoutProps {
  children: ReactNode;
  params: Promise<{ storeView: string }>;
}

export const viewport: Viewport = { themeColor: THEME_COLOR };

export async function generateMetadata({ params }: StoreLayoutProps): Promise<Metadata> {
  const storeView = parseShellParam((await params).storeView)?.storeView;
  return {
    title: composePageTitle(undefined),
    metadataBase: new URL(siteUrl()),
    // SPEC §2.3: Canadian guests get their own favicon set (the account island restores the
    // default one for a logged-in customer).
    ...(storeView === 'ca'
      ? { icons: { icon: [{ url: CANADA_GUEST_FAVICON, type: 'image/svg+xml' }] } }
      : {}),
  };
}

/**
 * The root layout of every shopper page and the shell around it (ADR 0003, ADR 0014, ADR 0020).
 * It is the root (no app/layout.tsx above it) so that the document's language and store classes
 * come from the route param the proxy wrote rather than from a request header: nothing here reads
 * the request, so the pages below can be served from Next.js's cache. The param also carries the
 * shell variant of the visitor's path (`uk~checkout`): which header, whether the footer and the
 * age barrier show (features/shell/routes/shell-parts.ts). An unknown value only comes from a
 * path the proxy does not handle and falls back to the default store view.
 */
export default async function StoreLayout({ children, params }: StoreLayoutProps) {
  const { storeView, variant } = parseShellParam((await params).storeView) ?? {
    storeView: DEFAULT_STORE_VIEW,
    variant: 'standard' as const,
  };
  const view = storeViewOf(storeView);
  const parts = shellPartsOfVariant(variant);
  const minimumAge = parts.ageBarrier ? await minimumAgeOf(storeView) : undefined;
  // The age barrier's decision script: identical bytes on every page (CSP hash, ADR 0020).
  const ageScript = parts.ageBarrier ? (
    <script dangerouslySetInnerHTML={{ __html: AGE_BARRIER_SCRIPT }} />
  ) : null;
  return (
    <html lang={view.locale} data-minimum-age={minimumAge} suppressHydrationWarning>
      <body className={storeBodyClassNames(view)} data-store-view={storeView}>
        {ageScript}
        {parts.ageBarrier ? <AgeBarrier storeView={storeView} /> : null}
        <div
          id={AGE_BARRIER_PAGE_ID}
          className="ls-page-frame"
          inert={parts.ageBarrier ? true : undefined}
          suppressHydrationWarning
        >
          {parts.header === 'standard' ? <SiteHeader storeView={storeView} /> : null}
          {parts.header === 'checkout' ? <CheckoutHeader storeView={storeView} /> : null}
          <main id="main" className="ls-main">
            {children}
          </main>
          {/* The store view's site footer page (ADR 0022); its fetch's cache tag ties every cached
              page of the store view to the footer's publishes. */}
          {parts.footer ? <SiteFooter storeView={storeView} /> : null}
        </div>
        {ageScript}
        <ShellOverlays storeView={storeView} />
        <CookieBar storeView={storeView} />
        <ClientPlatform storeView={storeView} />
      </body>
    </html>
  );
}
