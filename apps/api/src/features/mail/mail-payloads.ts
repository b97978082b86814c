import type { MailKind } from '../../db/schema';

/**
 * What each mail kind reads from its queue row's payload (all strings; links absolute, built by
 * the enqueuing feature from config.storefrontUrl and the store view's path prefix).
 * Optional keys may be missing: the template words the mail without them ("Hello," instead of
 * "Hello Ada,"). A missing required key fails the mail for good (no retry can fix it).
 */
export interface MailPayloads {
  /** After registration when the store view requires confirmation: the link confirms the email. */
  'account-confirmation': { firstname?: string; confirmUrl: string; email?: string };
  /** After registration (no confirmation needed) or after the email was confirmed. */
  welcome: { firstname?: string; email?: string };
  /** `requestPasswordResetEmail`: the single-use, expiring reset link. */
  'password-reset': { firstname?: string; resetUrl: string };
  /** After `changeCustomerPassword` or `resetPassword`: a notice, with a reset link if given. */
  'password-changed': { firstname?: string; resetUrl?: string };
  /** `updateCustomerEmail`, sent to the OLD address; `email` is the new one. */
  'email-changed': { firstname?: string; email?: string };
  /** `subscribeEmailToNewsletter` (double opt-in): confirm link, and the unsubscribe link. */
  'newsletter-confirmation': { firstname?: string; confirmUrl: string; unsubscribeUrl?: string };
  /** A trade registration form (`/trs/{formCode}`) was sent; `confirmUrl` when it must be confirmed. */
  'trs-registration': { firstname?: string; formName?: string; confirmUrl?: string };
  /** ADR 0033: an offline order was placed, or a card payment approved; `orderUrl` shows it. */
  'order-confirmation': {
    firstname?: string;
    orderNumber: string;
    orderTotal?: string;
    orderUrl?: string;
  };
  /** ADR 0033: the order was dispatched; the tracking number and link. */
  'order-shipment': {
    firstname?: string;
    orderNumber: string;
    trackingNumber?: string;
    trackingUrl?: string;
    orderUrl?: string;
  };
}

/** Every payload key a template may read (the queue row may carry no others). */
export const PAYLOAD_KEYS = [
  'firstname',
  'confirmUrl',
  'resetUrl',
  'unsubscribeUrl',
  'email',
  'formName',
  'orderNumber',
  'orderTotal',
  'orderUrl',
  'trackingNumber',
  'trackingUrl',
] as const;
export type PayloadKey = (typeof PAYLOAD_KEYS)[number];

/** The keys each kind cannot do without. */
export const REQUIRED_PAYLOAD_KEYS: { [K in MailKind]: readonly (keyof MailPayloads[K])[] } = {
  'account-confirmation': ['confirmUrl'],
  welcome: [],
  'password-reset': ['resetUrl'],
  'password-changed': [],
  'email-changed': [],
  'newsletter-confirmation': ['confirmUrl'],
  'trs-registration': [],
  'order-confirmation': ['orderNumber'],
  'order-shipment': ['orderNumber'],
};

/** The payload keys that hold links (only absolute http(s) URLs are put into a mail). */
export const LINK_KEYS: readonly PayloadKey[] = [
  'confirmUrl',
  'resetUrl',
  'unsubscribeUrl',
  'orderUrl',
  'trackingUrl',
];
