import type { StoreViewCode } from '@lumo/block-schema';

/** Payment method codes (common.md): two offline, the hosted card page and a saved card. */
export const PAYMENT_METHOD_CODES = [
  'banktransfer',
  'checkmo',
  'worldpay_cc',
  'worldpay_cc_vault',
] as const;
export type PaymentMethodCode = (typeof PAYMENT_METHOD_CODES)[number];

export const OFFLINE_METHODS: readonly PaymentMethodCode[] = ['banktransfer', 'checkmo'];

export function isPaymentMethodCode(code: string): code is PaymentMethodCode {
  return (PAYMENT_METHOD_CODES as readonly string[]).includes(code);
}

export function isOffline(code: string): boolean {
  return (OFFLINE_METHODS as readonly string[]).includes(code);
}

/** Titles as Magento's config shows them (English: the api's payment titles are not translated). */
export const PAYMENT_METHOD_TITLES: Record<PaymentMethodCode, string> = {
  banktransfer: 'Bank Transfer Payment',
  checkmo: 'Check / Money order',
  worldpay_cc: 'Credit or debit card (Worldpay)',
  worldpay_cc_vault: 'Saved card (Worldpay)',
};

/**
 * Methods per store view: every market takes cards; bank transfer in every market; cheque/money
 * order only where cheques are still usual (uk, ie, us, ca) so Magento clients find it there.
 */
const CHECKMO_STORE_VIEWS: readonly StoreViewCode[] = ['uk', 'ie', 'us', 'ca'];

export function methodsOfStoreView(
  storeView: StoreViewCode,
  options: { hasSavedCards: boolean },
): PaymentMethodCode[] {
  const codes: PaymentMethodCode[] = ['worldpay_cc'];
  if (options.hasSavedCards) codes.push('worldpay_cc_vault');
  codes.push('banktransfer');
  if (CHECKMO_STORE_VIEWS.includes(storeView)) codes.push('checkmo');
  return codes;
}
