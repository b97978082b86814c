'use client';

import { ShopLink as Link } from '@/features/client-platform/shop-link';
import { opensInPlace } from '@/features/client-platform/plain-click';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type MouseEvent as ReactMouseEvent,
} from 'react';
import { clientGraphQL } from '../../client-state/graphql-client';
import { accountTransitions, initialCart, type AccountData } from '../../client-state/slices';
import { getClientStore } from '../../client-state/store';
import { cartRefresh } from '../../connectivity/connectivity';
import { sessionEnd } from '../../session/session-headers';
import { watchFirstBuy } from '../../orders/first-buy';
import { useShellStore } from '../../shell/state/shell-store';
import { hasSessionMarker } from '../session-marker';
import {
  accountMenuVariant,
  afterLogout,
  HEADER_CUSTOMER_QUERY,
  type HeaderCustomer,
} from './account-menu-rules';
import { LoginDialog } from './login-dialog';
import { loadLoginDialogForm } from './login-dialog-loader';
import type { LoginDialogActions } from './login-dialog-types';

export interface AccountMenuStrings {
  account: string;
  login: string;
  createAccount: string;
  myAccount: string;
  dashboard: string;
  accountDetails: string;
  ageVerification: string;
  logout: string;
  logoutFailed: string;
  seeYou: string;
  loggedOut: string;
  close: string;
}

export interface AccountMenuProps {
  storeView: string;
  pathPrefix: string;
  federalVapingRules: boolean;
  /** StoreConfig.age_verification_enabled (accounts-age), or the federal setting without it. */
  ageVerificationEnabled: boolean;
  strings: AccountMenuStrings;
  logout: (storeView: string) => Promise<{ ok: boolean }>;
  /** Canada (SPEC §2.3): the guests' favicon set and the default one. */
  favicons?: { guest: string; customer: string };
  /**
   * Outside federal rules the guest's account link opens a login dialog with these actions
   * (ADR 0031); without them, or without JavaScript, the link goes to /login.
   */
  loginDialog?: LoginDialogActions;
}

/** Marks the logged-out notice to show after a dashboard page reloads (SPEC §4, §2.3 ch). */
const LOGOUT_NOTICE_KEY = 'lumo-logout-notice';

function setFavicon(href: string): void {
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel~="icon"]')) {
    if (link.getAttribute('href') !== href) link.setAttribute('href', href);
  }
}

/**
 * The header's account navigation in the browser (SPEC §2.3, §4; ADR 0026). The cached page
 * renders the guest's links; when the token-free session marker says a customer is signed in,
 * the links hide while the account loads and the My Account menu replaces them. Logout follows
 * SPEC §4's sequence and the country specifics of §2.3.
 */
export function AccountMenu({
  storeView,
  pathPrefix,
  federalVapingRules,
  ageVerificationEnabled,
  strings,
  logout,
  favicons,
  loginDialog,
}: AccountMenuProps) {
  const store = getClientStore(storeView, pathPrefix);
  const [account, setAccount] = useState(() => store.getState().account);
  const [isCountryValid, setCountryValid] = useState(() => store.getState().isCountryValid);
  const [customer, setCustomer] = useState<HeaderCustomer | null>(null);
  const [open, setOpen] = useState(false);
  const menuRef = useRef<HTMLDivElement>(null);
  const closeMobileMenu = useShellStore((state) => state.closeMenu);
  const closeSubmenu = useShellStore((state) => state.closeSubmenu);
  const openModal = useShellStore((state) => state.openModal);
  const pushPopup = useShellStore((state) => state.pushPopup);
  const closeModal = useShellStore((state) => state.closeModal);
  const loadAccount = useRef<() => void>(() => undefined);

  useEffect(
    () =>
      store.subscribe((state) => {
        setAccount(state.account);
        setCountryValid(state.isCountryValid);
      }),
    [store],
  );

  const showLoggedOutNotice = () =>
    openModal(
      <div className="ls-logout-notice" data-testid="account:logout-modal">
        <h2>{strings.seeYou}</h2>
        <p>{strings.loggedOut}</p>
      </div>,
      strings.seeYou,
    );

  // Load the account when a session exists (SPEC §4: loading, then logged in or error); again
  // when the browser comes back online (going offline reset it).
  useEffect(() => {
    let cancelled = false;
    if (storeView === 'ch' && sessionStorage.getItem(LOGOUT_NOTICE_KEY)) {
      sessionStorage.removeItem(LOGOUT_NOTICE_KEY);
      showLoggedOutNotice();
    }
    const load = () => {
      if (!hasSessionMarker(document.cookie)) {
        if (favicons) setFavicon(favicons.guest);
        return;
      }
      store.setState((state) => ({ account: accountTransitions.loading(state.account) }));
      void clientGraphQL<{ customer: HeaderCustomer | null }>(HEADER_CUSTOMER_QUERY, {
        storeView,
      }).then((result) => {
        if (cancelled) return;
        if (result.kind === 'ok' && result.data.customer) {
          const loaded = result.data.customer;
          setCustomer(loaded);
          store.setState((state) => ({
            account: accountTransitions.loaded(state.account, loaded as AccountData),
          }));
          if (favicons) setFavicon(favicons.customer);
          // SPEC §4: after account data loads, the cart reloads (the cart feature subscribes).
          void cartRefresh.run();
          return;
        }
        const error =
          result.kind === 'graphql-error'
            ? new Error(result.errors[0]?.message ?? '')
            : new Error('');
        store.setState((state) => ({ account: accountTransitions.failed(state.account, error) }));
        if (favicons) setFavicon(favicons.guest);
        // A token the api no longer accepts (expired, revoked): drop the cookies with it.
        const category =
          result.kind === 'graphql-error' ? result.errors[0]?.extensions?.category : null;
        if (category === 'graphql-authorization' || category === 'graphql-authentication') {
          void logout(storeView).catch(() => undefined);
        }
      });
    };
    loadAccount.current = load;
    load();
    const stopOnline = store.subscribe((state, previous) => {
      if (state.isOnline && !previous.isOnline) load();
    });
    return () => {
      cancelled = true;
      stopOnline();
    };
    // Once per page load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // SPEC §4 first-time-buyer flag: the processing-orders lookup follows the account (ADR 0036).
  useEffect(() => watchFirstBuy(store, storeView), [store, storeView]);

  // SPEC §4 session expiry: the session-end action signs the customer out.
  useEffect(
    () =>
      sessionEnd.subscribe(async () => {
        if (!store.getState().account.isLoggedIn) return;
        await logout(storeView).catch(() => undefined);
        store.setState({ account: accountTransitions.reset() });
        setCustomer(null);
        if (favicons) setFavicon(favicons.guest);
      }),
    [store, storeView, logout, favicons],
  );

  // Escape and a click outside close the menu.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    const onClick = (event: MouseEvent) => {
      if (!menuRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, [open]);

  const onLogout = async () => {
    // SPEC §4: loading, call logout, logged out, menus closed, reload on dashboard pages, then
    // the post-logout reset and the country's own behaviour.
    store.setState((state) => ({ account: accountTransitions.loading(state.account) }));
    let ok = false;
    try {
      ok = (await logout(storeView)).ok;
    } catch {
      ok = false;
    }
    store.setState({ account: accountTransitions.reset() });
    setCustomer(null);
    setOpen(false);
    closeSubmenu();
    closeMobileMenu();
    if (!ok) pushPopup(strings.logoutFailed, { isError: true });
    const next = afterLogout({ storeView, pathname: window.location.pathname, pathPrefix });
    if (next.notice && next.reload) sessionStorage.setItem(LOGOUT_NOTICE_KEY, '1');
    if (next.navigateTo) {
      window.location.assign(next.navigateTo);
      return;
    }
    if (next.reload) {
      window.location.reload();
      return;
    }
    store.setState({ cart: initialCart });
    if (favicons) setFavicon(favicons.guest);
    if (next.notice) showLoggedOutNotice();
  };

  const variant = accountMenuVariant({
    federalVapingRules,
    ageVerificationEnabled,
    isLoading: account.isLoading,
    isLoggedIn: account.isLoggedIn,
    isAgeVerified: customer?.is_age_verified ?? false,
  });
  const link = (path: string) => `${pathPrefix}${path}`;

  const openLoginDialog = useCallback(
    (event: ReactMouseEvent<HTMLAnchorElement>) => {
      if (!loginDialog || !opensInPlace(event)) return;
      event.preventDefault();
      openModal(
        <LoginDialog
          storeView={storeView}
          actions={loginDialog}
          loginHref={`${pathPrefix}/login`}
          close={closeModal}
          // The same path as after a page login: the marker cookie is set, the account loads.
          onLoggedIn={() => loadAccount.current()}
        />,
        strings.login,
      );
    },
    [loginDialog, openModal, closeModal, storeView, pathPrefix, strings.login],
  );
  const prefetchLoginDialog = () => {
    if (loginDialog) void loadLoginDialogForm().catch(() => undefined);
  };

  if (variant === 'hidden') {
    return (
      <nav
        className="ls-account-nav"
        aria-label={strings.account}
        aria-busy="true"
        data-testid="header:account-loading"
      />
    );
  }

  if (variant === 'federal-guest' || variant === 'guest') {
    return (
      <nav className="ls-account-nav" aria-label={strings.account} data-testid="header:account">
        {account.errorMessage ? (
          <p className="ls-account-error" role="alert" data-testid="header:account-error">
            {account.errorMessage}
          </p>
        ) : null}
        {variant === 'federal-guest' ? (
          <>
            <Link href={link('/login-page')} data-testid="header:login">
              {strings.login}
            </Link>
            <Link href={link('/create-account')} data-testid="header:create-account">
              {strings.createAccount}
            </Link>
          </>
        ) : (
          // The default variant (SPEC §2.3): the account link leads to the normal login route,
          // where the shop shows its login dialog (ADR 0031).
          <Link
            href={link('/login')}
            onClick={openLoginDialog}
            onPointerEnter={prefetchLoginDialog}
            onFocus={prefetchLoginDialog}
            data-testid="header:account-link"
          >
            {strings.myAccount}
          </Link>
        )}
      </nav>
    );
  }

  const menuDisabled = isCountryValid === false;
  return (
    <nav className="ls-account-nav" aria-label={strings.account} data-testid="header:account">
      <div className="ls-account-menu" ref={menuRef}>
        <button
          type="button"
          className="ls-account-menu-button"
          aria-expanded={open}
          aria-controls="ls-account-menu-list"
          disabled={menuDisabled}
          data-testid="header:my-account"
          onClick={() => setOpen((value) => !value)}
        >
          {strings.myAccount}
        </button>
        <ul
          id="ls-account-menu-list"
          className="ls-account-menu-list"
          hidden={!open}
          data-testid="header:account-menu"
        >
          {variant === 'customer' ? (
            <li>
              <Link
                href={link('/dashboard')}
                onClick={() => setOpen(false)}
                data-testid="header:dashboard"
              >
                {strings.dashboard}
              </Link>
            </li>
          ) : null}
          <li>
            <Link
              href={link('/dashboard/account-details')}
              onClick={() => setOpen(false)}
              data-testid="header:account-details"
            >
              {strings.accountDetails}
            </Link>
          </li>
          {variant === 'federal-customer' ? (
            <li>
              <Link
                href={link('/dashboard/equifax-verification')}
                onClick={() => setOpen(false)}
                data-testid="header:age-verification"
              >
                {strings.ageVerification}
              </Link>
            </li>
          ) : null}
          <li>
            <button type="button" onClick={() => void onLogout()} data-testid="header:logout">
              {strings.logout}
            </button>
          </li>
        </ul>
      </div>
    </nav>
  );
}
