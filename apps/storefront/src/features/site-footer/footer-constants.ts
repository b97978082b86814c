import type { StoreViewCode } from '@lumo/block-schema';

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
