import { customerMessageEn, emailSchema } from '@lumo/customer-schema';
import { z } from 'zod';
import { inputError } from '../../errors';

export {
  customerUpdateSchema,
  emailChangeSchema,
  emailSchema,
  passwordChangeSchema,
  passwordResetSchema,
  registrationSchemaFor,
  signInSchema,
} from '@lumo/customer-schema';

export const emailInputSchema = z.object({ email: emailSchema });

export const confirmEmailSchema = z
  .object({
    email: z.preprocess((value) => (value === null ? undefined : value), emailSchema.optional()),
    id: z.preprocess(
      (value) => (value === null || value === '' ? undefined : value),
      z.coerce
        .number('account.errors.invalidValue')
        .int('account.errors.invalidValue')
        .positive('account.errors.invalidValue')
        .max(2_147_483_647, 'account.errors.invalidValue')
        .optional(),
    ),
    confirmation_key: z
      .string('account.errors.required')
      .trim()
      .min(1, 'account.errors.required')
      .max(200, 'account.errors.tooLong'),
  })
  .refine((input) => input.email !== undefined || input.id !== undefined, {
    path: ['email'],
    message: 'account.errors.required',
  });

/**
 * Parses untrusted customer input with a @lumo/customer-schema schema. A failure is one
 * graphql-input error: the message names each field with the English text, `extensions.field`
 * names the first field, `extensions.messageKey` its i18n key, and `extensions.fields` lists all.
 */
export function parseCustomerInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields = result.error.issues.map((issue) => ({
    field: issue.path.map(String).join('.'),
    messageKey: issue.message,
  }));
  const message = fields
    .map(({ field, messageKey }) => (field ? `${field}: ` : '') + customerMessageEn(messageKey))
    .join('; ');
  throw inputError(message, {
    field: fields[0]?.field ?? null,
    messageKey: fields[0]?.messageKey,
    fields,
  });
}

/** A graphql-input error for one field, in the same shape as parseCustomerInput's. */
export function fieldError(field: string, messageKey: string) {
  const message = `${field}: ${customerMessageEn(messageKey)}`;
  return inputError(message, { field, messageKey, fields: [{ field, messageKey }] });
}
