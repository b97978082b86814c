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

export const changeOwnPasswordSchema = z
  .object({
    currentPassword: z.string().min(1, 'Enter your current password'),
    newPassword: newPasswordSchema,
    confirmPassword: z.string(),
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    message: 'The passwords do not match',
  })
  .refine((values) => values.newPassword !== values.currentPassword, {
    path: ['newPassword'],
    message: 'Choose a password different from the current one',
  });

export type ChangeOwnPasswordValues = z.input<typeof changeOwnPasswordSchema>;
