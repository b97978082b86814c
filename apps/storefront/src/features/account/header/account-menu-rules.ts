/**
 * The header account navigation's rules (SPEC §2.3, §4), pure so they are tested without a
 * browser. Dependency-free (the header island imports it).
 */

/** The account fields the header needs (SPEC §3.3's queried fields and the age flag). */
export const HEADER_CUSTOMER_QUERY = `query HeaderCustomer {
  customer { prefix suffix firstname lastname gender email dob phone entity_id is_age_verified }
}`;

export interface HeaderCustomer {
  prefix: string | null;
  suffix: string | null;
  firstname: string;
  lastname: string;
  gender: number | null;
  email: string;
  dob: string | null;
  phone: string | null;
  entity_id: number;
  is_age_verified: boolean;
}

export type AccountMenuVariant =
  /** Account data loading: the menu is hidden (SPEC §2.3). */
  | 'hidden'
  /** SPEC §2.3 variant 2: Login (full-page login) and Create Account. */
  | 'federal-guest'
  /** Outside federal rules: a Login link. */
  | 'guest'
  /** SPEC §2.3 variant 1: My Account with Account details, Age verification and Logout. */
  | 'federal-customer'
  /** A customer outside federal rules: My Account with the dashboard, details and Logout. */
  | 'customer';

/**
 * SPEC §4 federal vaping rules: for a guest they apply when the setting is on; for a logged-in
 * customer when loading has finished, the setting is on, age verification is enabled and the
 * customer's quote is not yet age verified.
 */
export function accountMenuVariant(input: {
  federalVapingRules: boolean;
  ageVerificationEnabled: boolean;
  isLoading: boolean;
  isLoggedIn: boolean;
  isAgeVerified: boolean;
}): AccountMenuVariant {
  if (input.isLoading) return 'hidden';
  if (!input.isLoggedIn) return input.federalVapingRules ? 'federal-guest' : 'guest';
  const federal = input.federalVapingRules && input.ageVerificationEnabled && !input.isAgeVerified;
  return federal ? 'federal-customer' : 'customer';
}

export interface AfterLogout {
  /** Canada: the logout-success page. */
  navigateTo?: string;
  /** A dashboard page reloads (its content is the customer's). */
  reload: boolean;
  /** Switzerland: the 'See you' modal. */
  notice: boolean;
}

/** SPEC §4's end of the logout sequence with SPEC §2.3's country specifics. */
export function afterLogout(input: {
  storeView: string;
  pathname: string;
  pathPrefix: string;
}): AfterLogout {
  if (input.storeView === 'ca') {
    return {
      navigateTo: `${input.pathPrefix}/customer/account/logoutSuccess`,
      reload: false,
      notice: false,
    };
  }
  return {
    reload: input.pathname.includes('dashboard'),
    notice: input.storeView === 'ch',
  };
}
