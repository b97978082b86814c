import { getStoreView, STORE_VIEW_CODES, type StoreViewCode } from '@lumo/block-schema';

/**
 * Per-store-view account rules (COMPLIANCE.md): data, not `if (storeView === ...)`.
 *
 * - `idCheck`: registration asks for the ID-check fields of SPEC §3.2 (electoral-roll address, an
 *   ID document: passport or driving licence, its expiry), which an electoral-roll / credit
 *   reference provider (GBG-style) checks. The UK's trading-standards guidance requires a real
 *   third-party check, and the electoral roll it relies on exists there; the other markets verify
 *   age through the age-verification flow (dashboard, before dispatch) instead of at registration.
 * - `emailConfirmation`: a new account must confirm its email address before signing in.
 */
export interface AccountRules {
  idCheck: boolean;
  emailConfirmation: boolean;
}

export const ACCOUNT_RULES: Readonly<Record<StoreViewCode, AccountRules>> = {
  uk: { idCheck: true, emailConfirmation: true },
  gr: { idCheck: false, emailConfirmation: false },
  ie: { idCheck: false, emailConfirmation: false },
  eu: { idCheck: false, emailConfirmation: false },
  ca: { idCheck: false, emailConfirmation: false },
  ch: { idCheck: false, emailConfirmation: false },
  us: { idCheck: false, emailConfirmation: false },
};

export function accountRulesFor(storeView: StoreViewCode): AccountRules {
  return ACCOUNT_RULES[storeView];
}

/** Registration in this store view asks for the ID-check fields. */
export function requiresIdCheck(storeView: StoreViewCode): boolean {
  return ACCOUNT_RULES[storeView].idCheck;
}

/** New accounts of this store view must confirm their email before signing in. */
export function requiresEmailConfirmation(storeView: StoreViewCode): boolean {
  return ACCOUNT_RULES[storeView].emailConfirmation;
}

/** The market's minimum age (store view data of @lumo/block-schema). */
export function minimumAgeFor(storeView: StoreViewCode): number {
  return getStoreView(storeView).minimumAge;
}

export { STORE_VIEW_CODES };
