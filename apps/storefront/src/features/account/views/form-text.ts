import { CUSTOMER_MESSAGE_KEYS } from '@lumo/customer-schema';
import type { Translate } from '@/features/i18n/server';
import type { FormText } from '../forms/form-types';

/** Keys of the storefront's own form messages besides the shared schema's. */
export const STOREFRONT_MESSAGE_KEYS = [
  'account.errors.captchaFailed',
  'account.errors.dateMissingDay',
  'account.errors.dateMissingMonth',
  'account.errors.dateMissingYear',
  'account.errors.dateNotNumbers',
  'account.errors.passwordsDiffer',
  'account.errors.unavailable',
  'account.errors.yearFourDigits',
] as const;

/** The translated messages every account form may show (ADR 0019: strings as props). */
export function formText(t: Translate, submitKey: string): FormText {
  return {
    submit: t(submitKey),
    pending: t('account.form.pending'),
    errorSummary: t('account.form.fixErrors'),
    messages: Object.fromEntries(
      [...CUSTOMER_MESSAGE_KEYS, ...STOREFRONT_MESSAGE_KEYS].map((key) => [key, t(key)]),
    ),
  };
}
