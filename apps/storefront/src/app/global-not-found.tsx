import type { Metadata } from 'next';
import '@/styles/shell.css';
import { composePageTitle } from '@/features/builder-page/page-title';

export const metadata: Metadata = {
  title: { absolute: composePageTitle('Page not found') },
  robots: { index: false },
};

/**
 * A URL no route of the app matches (outside the store views the proxy routes every shopper path
 * into, e.g. an unknown `/api/…`). The app has one root layout per area (`[storeView]`, the block
 * gallery), so Next.js needs this page to carry its own document.
 */
export default function GlobalNotFound() {
  return (
    <html lang="en-GB">
      <body className="ls-body font-lumo">
        <main id="main" className="ls-main">
          <section className="ls-notice" data-testid="route:not-found">
            <h1>Page not found</h1>
            <p>Sorry, we could not find the page you were looking for.</p>
            <div className="ls-notice-actions">
              <a className="ls-button" href="/">
                Go to the homepage
              </a>
            </div>
          </section>
        </main>
      </body>
    </html>
  );
}
