import { ShopLink as Link } from '@/features/client-platform/shop-link';
import { STORE_VIEWS, withStorePrefix, type StoreViewCode } from '@lumo/block-schema';
import { BuilderPage, collapseStaticMarkup } from '@lumo/blocks';
import { getBlockText, getTranslator, type Translate } from '@/features/i18n/server';
import { fetchSiteFooter } from '@/lib/api/site-footer';
import { FALLBACK_FOOTER_LINKS, type FooterStoreViewKey } from './footer-constants';

interface SiteFooterProps {
  storeView: StoreViewCode;
  /** The render's clock (the copyright year); the moment of rendering unless a test fixes it. */
  now?: Date;
}

/**
 * The one footer of every storefront page (SPEC §2.2, issue 11, ADR 0022): the store view's
 * published site footer page, rendered with the blocks renderer (its Footer block is the page's
 * `contentinfo` landmark), then the store view links. When the api cannot give the footer page
 * (down, missing, not a valid footer), a minimal footer with the copyright and the legal links
 * takes its place, so no page is ever without one.
 */
export async function SiteFooter({ storeView, now = new Date() }: SiteFooterProps) {
  const [footer, t, text] = await Promise.all([
    fetchSiteFooter(storeView),
    getTranslator(storeView),
    getBlockText(storeView),
  ]);
  const fromPage = footer.kind === 'found';
  return (
    <div
      className="ls-site-footer"
      data-testid="footer"
      data-footer-source={fromPage ? 'page' : 'fallback'}
    >
      {fromPage ? (
        <BuilderPage
          page={footer.page}
          storeView={storeView}
          now={now}
          text={text}
          belowMainContent
        />
      ) : (
        <MinimalFooter storeView={storeView} t={t} year={now.getFullYear()} />
      )}
      <StoreViewLinks storeView={storeView} t={t} />
    </div>
  );
}

function MinimalFooter({
  storeView,
  t,
  year,
}: {
  storeView: StoreViewCode;
  t: Translate;
  year: number;
}) {
  // Static parts go into the RSC payload as HTML strings (ADR 0016); the Links stay components.
  return collapseStaticMarkup(
    <footer className="ls-footer" data-testid="footer:fallback">
      <div className="ls-footer-inner">
        <nav aria-label={t('footer.help')}>
          <ul className="ls-footer-links">
            {FALLBACK_FOOTER_LINKS.map((link) => (
              <li key={link.path}>
                <Link href={withStorePrefix(storeView, link.path)}>
                  {t(`footer.links.${link.key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="ls-copyright" data-testid="footer:copyright">
          {t('footer.copyright', { year })}
        </p>
      </div>
    </footer>,
  );
}

function StoreViewLinks({ storeView, t }: { storeView: StoreViewCode; t: Translate }) {
  return collapseStaticMarkup(
    <div className="ls-footer">
      <nav className="ls-footer-inner" aria-label={t('footer.countries')}>
        <ul className="ls-footer-stores" data-testid="footer:store-views">
          {STORE_VIEWS.map((view) => (
            <li key={view.code}>
              <a
                href={withStorePrefix(view.code, '/')}
                hrefLang={view.locale}
                aria-current={view.code === storeView ? 'true' : undefined}
              >
                {t(`footer.storeViews.${view.code}` satisfies FooterStoreViewKey)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </div>,
  );
}
