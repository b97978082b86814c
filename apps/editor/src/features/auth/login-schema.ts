import { z } from 'zod';

export const loginSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'Enter your email address')
    .pipe(z.email('Enter a valid email address')),
  password: z.string().min(1, 'Enter your password'),
});

export type LoginValues = z.input<typeof loginSchema>;

/** Editors' passwords: at least 12 characters (the agreed minimum for editor accounts). */
export const EDITOR_PASSWORD_MIN_LENGTH = 12;

export const newPasswordSchema = z
  .string()
  .min(EDITOR_PASSWORD_MIN_LENGTH, `Use at least ${EDITOR_PASSWORD_MIN_LENGTH} characters`)
  .max(200, 'Use at most 200 characters');

/** A new password typed twice; the repeat catches a typo before it locks someone out. */
export const newPasswordPairShape = {
  newPassword: newPasswordSchema,
  confirmPassword: z.string(),
};

/** Refuses a form whose repeated password differs from the new one (reported at the repeat). */
export function requireMatchingPasswords<
  Schema extends z.ZodType<{ newPassword: string; confirmPassword: string }>,
>(schema: Schema): Schema {
  return schema.refine((values) => values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    message: 'The passwords do not match',
  });
}

export const changeOwnPasswordSchema = requireMatchingPasswords(
  z.object({
    currentPassword: z.string().min(1, 'Enter your current password'),
    ...newPasswordPairShape,
  }),
).refine((values) => values.newPassword !== values.currentPassword, {
  path: ['newPassword'],
  message: 'Choose a password different from the current one',
});

export type ChangeOwnPasswordValues = z.input<typeof changeOwnPasswordSchema>;
