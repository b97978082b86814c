import type { Metadata } from 'next';
import '@/styles/shell.css';
import { composePageTitle } from '@/features/builder-page/page-title';
// No store view here, so no language to choose: the fallback language's strings, read directly.
import page from '@/features/i18n/locales/en/page.json';

export const metadata: Metadata = {
  title: { absolute: composePageTitle(page.notFound.title) },
  robots: { index: false },
};

/**
 * A URL no route of the app matches (outside the store views the proxy routes every shopper path
 * into, e.g. an unknown `/api/…`). The app has one root layout per area (`[storeView]`, the block
 * gallery), so Next.js needs this page to carry its own document. It speaks the fallback
 * language (English, ADR 0019).
 */
export default function GlobalNotFound() {
  return (
    <html lang="en-GB">
      <body className="ls-body font-lumo">
        <main id="main" className="ls-main">
          <section className="ls-notice" data-testid="route:not-found">
            <h1>{page.notFound.heading}</h1>
            <p>{page.notFound.message}</p>
            <div className="ls-notice-actions">
              <a className="ls-button" href="/">
                {page.notFound.goHome}
              </a>
            </div>
          </section>
        </main>
      </body>
    </html>
  );
}
