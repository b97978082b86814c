/**
 * The card sandbox (PAYMENT_PROVIDER=sandbox, the default): the outcome follows from the card
 * number alone, so every payment path runs offline and in tests. Card numbers never leave this
 * module except as brand + last four digits.
 */
export const SANDBOX_TEST_CARDS = [
  { number: '4444 3333 2222 1111', outcome: 'Approved' },
  { number: '4000 0000 0000 0002', outcome: 'Declined by the issuer' },
  { number: '4000 0000 0000 3220', outcome: '3-D Secure: passcode 1234 approves' },
] as const;

export const DECLINED_MESSAGE = 'Card declined by the issuer.';
export const THREE_DS_FAILED_MESSAGE = '3-D Secure authentication failed.';
export const CANCELED_MESSAGE = 'The payment was canceled.';
export const SANDBOX_3DS_PASSCODE = '1234';

export type SandboxOutcome = 'APPROVED' | 'DECLINED' | 'CHALLENGE_REQUIRED';

export function digitsOf(cardNumber: string): string {
  return cardNumber.replace(/[\s-]/g, '');
}

/** The Luhn checksum every real card number passes. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Magento Vault's card type codes. */
export function cardBrand(digits: string): string {
  if (digits.startsWith('4')) return 'VI';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'MC';
  if (/^3[47]/.test(digits)) return 'AE';
  if (/^6(011|5)/.test(digits)) return 'DI';
  return 'OT';
}

export function sandboxOutcome(digits: string): SandboxOutcome {
  if (digits === '4000000000000002') return 'DECLINED';
  if (digits === '4000000000003220') return 'CHALLENGE_REQUIRED';
  return 'APPROVED';
}
