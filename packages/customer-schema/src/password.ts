import { z } from 'zod';

/** Magento's defaults: at least 8 characters from at least 3 of the 4 character classes. */
export const PASSWORD_MIN_LENGTH = 8;
/** Bounded so hashing cost stays bounded (argon2 hashes the whole input). */
export const PASSWORD_MAX_LENGTH = 256;
export const PASSWORD_REQUIRED_CLASSES = 3;

export function characterClasses(password: string): number {
  return [/[a-z]/, /[A-Z]/, /[0-9]/, /[^a-zA-Z0-9]/].filter((pattern) => pattern.test(password))
    .length;
}

/** A new password. Not trimmed: spaces count. */
export const passwordSchema = z
  .string('account.errors.required')
  .min(1, { message: 'account.errors.required', abort: true })
  .min(PASSWORD_MIN_LENGTH, { message: 'account.errors.passwordTooShort', abort: true })
  .max(PASSWORD_MAX_LENGTH, { message: 'account.errors.passwordTooLong', abort: true })
  .refine(
    (value) => characterClasses(value) >= PASSWORD_REQUIRED_CLASSES,
    'account.errors.passwordTooWeak',
  );

/** A password typed to sign in or to confirm: only bounded, never judged. */
export const currentPasswordSchema = z
  .string('account.errors.required')
  .min(1, 'account.errors.required')
  .max(PASSWORD_MAX_LENGTH, 'account.errors.passwordTooLong');
