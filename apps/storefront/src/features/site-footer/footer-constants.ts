import type { StoreViewCode } from '@lumo/block-schema';

/**
 * SPEC §2.2 "Footer: hidden on the TRS page and TRS register-confirm routes" and SPEC §2.1's
 * routes /trs/{formCode} and /trs/register/confirm/ (the TRS page route is exact: one segment).
 */
export const TRS_PAGE_ROUTE = /^\/trs\/[^/]+$/;
export const TRS_REGISTER_CONFIRM_ROUTE = '/trs/register/confirm';

/**
 * The minimal footer's links when the footer page cannot be shown (ADR 0022): SPEC §2.1's
 * contact and legal routes, each with its `footer.links.<key>` label.
 */
export const FALLBACK_FOOTER_LINKS = [
  { key: 'contacts', path: '/contacts' },
  { key: 'termsAndConditions', path: '/terms-and-conditions' },
  { key: 'termsOfService', path: '/terms-of-service' },
  { key: 'privacyPolicy', path: '/privacy-policy' },
] as const;

export type FooterStoreViewKey = `footer.storeViews.${StoreViewCode}`;
