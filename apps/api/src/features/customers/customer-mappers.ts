import type {
  ConfirmationStatusEnum,
  Customer,
  CustomerAddress,
  Money,
} from '@lumo/graphql/server';
import type { CustomerRow } from '../../db/schema';

export function confirmationStatusOf(row: CustomerRow): ConfirmationStatusEnum {
  if (!row.confirmationRequired) return 'ACCOUNT_CONFIRMATION_NOT_REQUIRED';
  return row.confirmedAt ? 'ACCOUNT_CONFIRMED' : 'ACCOUNT_CONFIRMATION_REQUIRED';
}

export interface CustomerParts {
  addresses: CustomerAddress[];
  subscribed: boolean;
  /** An opaque id of the current session; null outside a session (confirmEmail). */
  sessionId: string | null;
  shareUrl: string;
  referralAmount: Money;
}

/** A customer row as Magento's Customer with SPEC §3.3's extras. Never the ID-check fields. */
export function toCustomer(row: CustomerRow, parts: CustomerParts): Customer {
  return {
    entity_id: row.id,
    session_id: parts.sessionId,
    prefix: row.prefix,
    firstname: row.firstname,
    middlename: row.middlename,
    lastname: row.lastname,
    suffix: row.suffix,
    gender: row.gender,
    date_of_birth: row.dateOfBirth,
    dob: row.dateOfBirth,
    email: row.email,
    phone: row.phone,
    taxvat: row.taxvat,
    created_at: row.createdAt.toISOString(),
    is_subscribed: parts.subscribed,
    confirmation_status: confirmationStatusOf(row),
    addresses: parts.addresses,
    default_billing: row.defaultBillingId === null ? null : String(row.defaultBillingId),
    default_shipping: row.defaultShippingId === null ? null : String(row.defaultShippingId),
    is_age_verified: row.ageVerifiedAt !== null,
    communication: {
      newsletter: parts.subscribed,
      text: row.textPreference,
      post: row.postPreference,
    },
    referral: {
      code: row.referralCode,
      share_url: parts.shareUrl,
      referral_amount: parts.referralAmount,
    },
  };
}
