import Link from 'next/link';
import { STORE_VIEWS, withStorePrefix, type StoreViewCode } from '@lumo/block-schema';
import { collapseStaticMarkup } from '@lumo/blocks';
import { BRAND_NAME } from './site-header';

/** SPEC §2.1 routes the footer points to; links add the store view's prefix. */
const FOOTER_LINKS = [
  { label: 'Contact us', path: '/contacts' },
  { label: 'Store locator', path: '/storelocator' },
  { label: 'Recycling', path: '/recycling' },
  { label: 'Terms and conditions', path: '/terms-and-conditions' },
  { label: 'Privacy policy', path: '/privacy-policy' },
];

/** SPEC §2.2 footer (first cut): links, the store views, and a copyright with the current year. */
export function SiteFooter({ storeView }: { storeView: StoreViewCode }) {
  const year = new Date().getFullYear();
  // Static parts go into the RSC payload as HTML strings (ADR 0016); the Links stay components.
  return collapseStaticMarkup(
    <footer className="ls-footer" data-testid="footer">
      <div className="ls-footer-inner">
        <nav aria-label="Help and information">
          <ul className="ls-footer-links">
            {FOOTER_LINKS.map((link) => (
              <li key={link.path}>
                <Link href={withStorePrefix(storeView, link.path)}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Country">
          <ul className="ls-footer-stores">
            {STORE_VIEWS.map((view) => (
              <li key={view.code}>
                <a
                  href={withStorePrefix(view.code, '/')}
                  hrefLang={view.locale}
                  aria-current={view.code === storeView ? 'true' : undefined}
                >
                  {view.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <p className="ls-copyright" data-testid="footer:copyright">
          © {year} {BRAND_NAME}. All rights reserved.
        </p>
      </div>
    </footer>,
  );
}
