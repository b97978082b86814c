import Link from 'next/link';
import { withStorePrefix, type StoreViewCode } from '@lumo/block-schema';

/** SPEC §2.3: the login route under federal vaping rules is the full-page one. */
export function loginPath(federalVapingRules: boolean): string {
  return federalVapingRules ? '/login-page' : '/login';
}

export const CREATE_ACCOUNT_PATH = '/create-account';

export type AccountNavVariant = 'federal-customer' | 'federal-guest' | 'default';

/** SPEC §2.3's three variants of the header's account navigation. */
export function accountNavVariant(input: {
  federalVapingRules: boolean;
  isLoggedIn: boolean;
}): AccountNavVariant {
  if (!input.federalVapingRules) return 'default';
  return input.isLoggedIn ? 'federal-customer' : 'federal-guest';
}

/**
 * The header's account navigation. Pages are cached for every visitor, so the server renders the
 * guest's; the accounts issue renders the logged-in variant (My Account menu) in the browser
 * through `isLoggedIn` (the seam: `federal-customer` renders nothing until then). The default
 * variant's parts (top menu, mini cart, second-level header) are the header's own.
 */
export function AccountNav({
  storeView,
  federalVapingRules,
  isLoggedIn,
  strings,
}: {
  storeView: StoreViewCode;
  federalVapingRules: boolean;
  isLoggedIn: boolean;
  strings: { account: string; login: string; createAccount: string };
}) {
  if (accountNavVariant({ federalVapingRules, isLoggedIn }) !== 'federal-guest') return null;
  return (
    <nav className="ls-account-nav" aria-label={strings.account} data-testid="header:account">
      <Link
        href={withStorePrefix(storeView, loginPath(federalVapingRules))}
        data-testid="header:login"
      >
        {strings.login}
      </Link>
      <Link
        href={withStorePrefix(storeView, CREATE_ACCOUNT_PATH)}
        data-testid="header:create-account"
      >
        {strings.createAccount}
      </Link>
    </nav>
  );
}
