import { z } from 'zod';
import {
  addressSchemaFor,
  customerUpdateSchema,
  emailSchema,
  passwordSchema,
  registrationSchemaFor,
} from '@lumo/customer-schema';
import type { StoreViewCode } from '@lumo/block-schema';
import { composeDateFields, type DateFields } from './date-parts';
import { withoutEmptyAddresses } from './form-values';

/**
 * The zod schema of each account form, by name: a client form cannot receive a schema as a prop,
 * so its server parent names it. Registration, addresses, details and passwords use
 * @lumo/customer-schema's schemas, the same ones the api checks with (ADR 0026).
 */

const signInPassword = z
  .string('account.errors.required')
  .min(1, 'account.errors.required')
  .max(256, 'account.errors.passwordTooLong');

export const loginSchema = z.object({ email: emailSchema, password: signInPassword });
export const emailOnlySchema = z.object({ email: emailSchema });
export const resetPasswordSchema = z
  .object({ password: passwordSchema, passwordConfirm: z.string() })
  .refine((value) => value.password === value.passwordConfirm, {
    path: ['passwordConfirm'],
    message: 'account.errors.passwordsDiffer',
  });
export const changePasswordSchema = z
  .object({
    currentPassword: signInPassword,
    password: passwordSchema,
    passwordConfirm: z.string(),
  })
  .refine((value) => value.password === value.passwordConfirm, {
    path: ['passwordConfirm'],
    message: 'account.errors.passwordsDiffer',
  });
export const communicationSchema = z.object({
  newsletter: z.boolean(),
  text: z.boolean(),
  post: z.boolean(),
});

export type FormSchemaName =
  | 'login'
  | 'email'
  | 'register'
  | 'resetPassword'
  | 'changePassword'
  | 'details'
  | 'address'
  | 'communication';

/**
 * `argument`: the store view (register) or the address's country (address). `dates`: the form's
 * day/month/year fields, composed into their YYYY-MM-DD field before the schema checks it; an
 * error of a date is reported at `<date>.<part>` when one part is at fault, else at `<date>`.
 */
export function formSchema(name: FormSchemaName, argument = '', dates: DateFields = {}): z.ZodType {
  const schema = namedSchema(name, argument);
  if (Object.keys(dates).length === 0) return schema;
  return z.custom<Record<string, unknown>>().superRefine((value, context) => {
    const composed = composeDateFields((value ?? {}) as Record<string, unknown>, dates);
    for (const [field, error] of Object.entries(composed.errors)) {
      context.addIssue({
        code: 'custom',
        path: error.part ? [field, error.part] : [field],
        message: error.message,
      });
    }
    const result = schema.safeParse(composed.values);
    if (result.success) return;
    for (const issue of result.error.issues) {
      // A date that could not be composed already has its (more precise) error.
      if (typeof issue.path[0] === 'string' && issue.path[0] in composed.errors) continue;
      context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }
  });
}

function namedSchema(name: FormSchemaName, argument: string): z.ZodType {
  switch (name) {
    case 'login':
      return loginSchema;
    case 'email':
      return emailOnlySchema;
    case 'register':
      return registrationFormSchema(argument as StoreViewCode);
    case 'resetPassword':
      return resetPasswordSchema;
    case 'changePassword':
      return changePasswordSchema;
    case 'details':
      return customerUpdateSchema;
    case 'address':
      return addressFormSchema(argument || 'GB');
    case 'communication':
      return communicationSchema;
  }
}

/** Checks with the shared schema, then that both passwords match; the values stay as typed. */
function registrationFormSchema(storeView: StoreViewCode): z.ZodType {
  const schema = registrationSchemaFor(storeView);
  return z.custom<Record<string, unknown>>().superRefine((value, context) => {
    const values = (value ?? {}) as Record<string, unknown>;
    const result = schema.safeParse(withoutEmptyAddresses(values));
    if (!result.success) {
      for (const issue of result.error.issues) {
        context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
      }
    }
    if (values.password !== values.passwordConfirm) {
      context.addIssue({
        code: 'custom',
        path: ['passwordConfirm'],
        message: 'account.errors.passwordsDiffer',
      });
    }
  });
}

/** The address schema of the country the form names (the country select may change it). */
function addressFormSchema(fallbackCountry: string): z.ZodType {
  return z.custom<Record<string, unknown>>().superRefine((value, context) => {
    const values = (value ?? {}) as Record<string, unknown>;
    const country =
      typeof values.country_code === 'string' && values.country_code
        ? values.country_code
        : fallbackCountry;
    const result = addressSchemaFor(country).safeParse(values);
    if (!result.success) {
      for (const issue of result.error.issues) {
        context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
      }
    }
  });
}
