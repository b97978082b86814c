import { CLIENT_KEYS } from '../client-state/constants';
import { saveItem } from '../client-state/storage';

/**
 * SPEC §4 "Promo code query parameter, when present, is stored on every navigation" and the
 * referral code (client key `aw-raf-referral`, Aheadworks' "refer a friend"), read from
 * /create-account/{awraf} or `?awraf=`.
 */

/** The promo code's query parameter (Magento's coupon field name). */
export const PROMO_CODE_PARAM = 'coupon_code';
export const REFERRAL_PARAM = 'awraf';
const CREATE_ACCOUNT_ROUTE = /^(?:\/[a-z]{2})?\/create-account\/([^/?#]+)\/?$/;
const MAX_CODE_LENGTH = 64;
const CODE = /^[A-Za-z0-9._-]+$/;

function clean(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  if (!trimmed || trimmed.length > MAX_CODE_LENGTH || !CODE.test(trimmed)) return null;
  return trimmed;
}

export function promoCodeOf(search: string): string | null {
  return clean(new URLSearchParams(search).get(PROMO_CODE_PARAM));
}

export function referralCodeOf(pathname: string, search: string): string | null {
  const fromQuery = clean(new URLSearchParams(search).get(REFERRAL_PARAM));
  if (fromQuery) return fromQuery;
  const match = CREATE_ACCOUNT_ROUTE.exec(pathname);
  if (!match?.[1]) return null;
  try {
    return clean(decodeURIComponent(match[1]));
  } catch {
    return null;
  }
}

export interface CodeSinks {
  setPromoCode(code: string): void;
  setRefererCode(code: string): void;
}

/** Runs on every navigation: stores the codes the URL carries (nothing when it carries none). */
export async function captureVisitorCodes(
  location: { pathname: string; search: string },
  sinks: CodeSinks,
  storage?: Storage | null,
): Promise<void> {
  const promo = promoCodeOf(location.search);
  if (promo) sinks.setPromoCode(promo);
  const referral = referralCodeOf(location.pathname, location.search);
  if (referral) {
    sinks.setRefererCode(referral);
    await saveItem(CLIENT_KEYS.referral, referral, storage);
  }
}
