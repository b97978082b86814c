import { ShopLink as Link } from '@/features/client-platform/shop-link';
import { getStoreView, withStorePrefix, type StoreViewCode } from '@lumo/block-schema';
import { SearchSuggestionsDocument } from '@lumo/graphql';
import { getTranslator } from '@/features/i18n/server';
import { DEFAULT_ROOT_CATEGORY_ID, getHeaderMenu } from '@/lib/api/header-menu';
import { operationText } from '@/lib/api/operation-text';
import { getStoreConfig } from '@/lib/api/store-config';
import { NicotineWarning } from './banners/nicotine-warning';
import { WarningBanner } from './banners/warning-banner';
import { accountMenuStrings } from '@/features/account/header/account-menu-strings';
import { AccountNav } from './header/account-nav';
import { CategoryMenu, MenuToggle, SearchBox } from './header/deferred-header-islands';
import { MiniCart } from './header/mini-cart';
import { LumoLogo } from './lumo-logo';
import { QUERY_TOKEN } from './search/search-suggestions';

export const BRAND_NAME = 'Lumo';

/** The operation text the search box posts (printed once; the browser gets it as a prop). */
const SEARCH_SUGGESTIONS_DOCUMENT = operationText(SearchSuggestionsDocument);

/** The logo linking home (SPEC §2.2: title 'Go to Lumo Homepage', translated). */
export async function HomeLogo({ storeView }: { storeView: StoreViewCode }) {
  const t = await getTranslator(storeView);
  return (
    <Link
      href={withStorePrefix(storeView, '/')}
      className="ls-logo"
      title={t('shell.header.logoTitle', { brand: BRAND_NAME })}
      data-testid="header:logo"
    >
      <LumoLogo />
    </Link>
  );
}

/**
 * SPEC §2.2 standard header: the nicotine warning (and its banner), the bar with the mobile menu
 * toggle, the logo, search, account navigation and mini cart, and the category menu (the
 * second-level header). Server-rendered with fixed heights, so nothing shifts when it hydrates.
 */
export async function SiteHeader({ storeView }: { storeView: StoreViewCode }) {
  const [t, config] = await Promise.all([getTranslator(storeView), getStoreConfig(storeView)]);
  const view = getStoreView(storeView);
  const menu = await getHeaderMenu(storeView, config?.rootCategory || DEFAULT_ROOT_CATEGORY_ID);
  const federalVapingRules = config?.federalVapingRules ?? view.federalVapingRules ?? false;
  return (
    <header className="ls-header" data-testid="header:standard">
      <a className="ls-skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <NicotineWarning storeView={storeView} />
      <div className="ls-header-bar">
        <div className="ls-header-inner">
          <MenuToggle
            openLabel={t('shell.header.openMenu')}
            closeLabel={t('shell.header.closeMenu')}
          />
          <HomeLogo storeView={storeView} />
          <div className="ls-header-actions">
            <SearchBox
              storeView={storeView}
              pathPrefix={view.pathPrefix}
              locale={view.locale}
              document={SEARCH_SUGGESTIONS_DOCUMENT}
              strings={{
                toggle: t('shell.search.toggle'),
                close: t('shell.search.close'),
                label: t('shell.search.label'),
                placeholder: t('shell.search.placeholder'),
                submit: t('shell.search.submit'),
                suggestions: t('shell.search.suggestions'),
                loading: t('shell.search.loading'),
                empty: t('shell.search.empty', { query: QUERY_TOKEN }),
                error: t('shell.search.error'),
                viewAll: t('shell.search.viewAll', { query: QUERY_TOKEN }),
              }}
            />
            <AccountNav
              storeView={storeView}
              federalVapingRules={federalVapingRules}
              strings={await accountMenuStrings(storeView)}
            />
            <MiniCart storeView={storeView} />
          </div>
        </div>
      </div>
      <div className="ls-menu-bar">
        <CategoryMenu
          items={menu}
          strings={{
            navigation: t('shell.header.mainNavigation'),
            allOf: Object.fromEntries(
              menu.map((item) => [item.id, t('shell.header.allOf', { category: item.name })]),
            ),
          }}
        />
      </div>
      <NicotineWarning storeView={storeView} placement="bottom" />
      <WarningBanner storeView={storeView} />
    </header>
  );
}

/** SPEC §2.2 checkout header: slim, the logo and a secure checkout note. */
export async function CheckoutHeader({ storeView }: { storeView: StoreViewCode }) {
  const t = await getTranslator(storeView);
  return (
    <header className="ls-header ls-header-checkout" data-testid="header:checkout">
      <a className="ls-skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <NicotineWarning storeView={storeView} />
      <div className="ls-header-bar">
        <div className="ls-header-inner">
          <HomeLogo storeView={storeView} />
          <p className="ls-secure-note" data-testid="header:secure-checkout">
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
              <rect x="5" y="10" width="14" height="10" rx="2" fill="currentColor" />
              <path d="M8 10V7a4 4 0 0 1 8 0v3" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
            {t('shell.header.secureCheckout')}
          </p>
          <a
            className="ls-header-back-to-basket"
            href={withStorePrefix(storeView, '/checkout/cart')}
            data-testid="header:back-to-basket"
          >
            {t('checkout.backToBasket')}
          </a>
        </div>
      </div>
    </header>
  );
}
