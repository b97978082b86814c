import { z } from 'zod';
import {
  newPasswordPairShape,
  newPasswordSchema,
  requireMatchingPasswords,
} from '../auth/login-schema';

export const createEditorSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'Enter an email address')
    .pipe(z.email('Enter a valid email address')),
  name: z.string().trim().min(1, 'Enter a name').max(100, 'Use at most 100 characters'),
  password: newPasswordSchema,
  role: z.enum(['EDITOR', 'ADMIN']),
});
export type CreateEditorInput = z.input<typeof createEditorSchema>;
export type CreateEditorValues = z.output<typeof createEditorSchema>;

export const setPasswordSchema = requireMatchingPasswords(z.object(newPasswordPairShape));
export type SetPasswordInput = z.input<typeof setPasswordSchema>;
