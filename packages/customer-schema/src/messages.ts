/**
 * Validation messages are i18n keys (area 'account' of the storefront's translations), so the
 * storefront shows them in the store view's language. The api sends the English text as the
 * GraphQL error message and the key in `extensions.messageKey`.
 */
export const CUSTOMER_MESSAGES_EN = {
  'account.errors.required': 'This is a required field.',
  'account.errors.tooLong': 'This value is too long.',
  'account.errors.invalidCharacters': 'This value contains characters that are not allowed.',
  'account.errors.invalidEmail': 'Please enter a valid email address.',
  'account.errors.passwordTooShort': 'The password needs at least 8 characters.',
  'account.errors.passwordTooLong': 'The password may have at most 256 characters.',
  'account.errors.passwordTooWeak':
    'The password needs at least three of: lower-case letters, upper-case letters, digits, special characters.',
  'account.errors.passwordSameAsEmail': 'The password may not be the email address.',
  'account.errors.invalidDate': 'Please enter a valid date.',
  'account.errors.dateInFuture': 'The date of birth must be in the past.',
  'account.errors.tooYoung': 'You are too young to register in this store.',
  'account.errors.documentExpired': 'The ID document has expired.',
  'account.errors.idDocumentRequired': 'Enter a passport number or a driving licence number.',
  'account.errors.invalidPassportNumber': 'Please enter a valid passport number.',
  'account.errors.invalidDrivingLicenceNumber': 'Please enter a valid driving licence number.',
  'account.errors.invalidPhone': 'Please enter a valid phone number.',
  'account.errors.invalidPostcode': 'Please enter a valid postcode for this country.',
  'account.errors.invalidCountry': 'Please choose a country.',
  'account.errors.regionRequired': 'Please choose a region.',
  'account.errors.invalidRegion': 'Please choose a region of this country.',
  'account.errors.tooManyStreetLines': 'Use at most three street lines.',
  'account.errors.policyNotAgreed': 'Please agree to the terms and the privacy policy.',
  'account.errors.invalidGender': 'Please choose a valid value.',
  'account.errors.invalidReferralCode': 'This referral code is not valid.',
  'account.errors.invalidValue': 'Please enter a valid value.',
} as const;

export type CustomerMessageKey = keyof typeof CUSTOMER_MESSAGES_EN;

export const CUSTOMER_MESSAGE_KEYS = Object.keys(CUSTOMER_MESSAGES_EN) as CustomerMessageKey[];

/** The English text of a key; an unknown key (zod's own message) is returned unchanged. */
export function customerMessageEn(key: string): string {
  return (CUSTOMER_MESSAGES_EN as Record<string, string>)[key] ?? key;
}
