import { z } from 'zod';
import {
  emailSchema,
  genderSchema,
  isoDateSchema,
  optionalBoolean,
  optionalPhone,
  optionalText,
  parseIsoDate,
  requiredText,
} from './fields';
import { currentPasswordSchema, passwordSchema } from './password';

const NAME_MAX = 255;

const optionalName = z.preprocess(
  (value) => (value === null ? undefined : value),
  requiredText(NAME_MAX).optional(),
);

/**
 * updateCustomerV2's input (Magento CustomerUpdateInput plus phone and communication
 * preferences). Every field is optional; a given name may not be emptied. The market's minimum
 * age applies to a changed date of birth (the api checks it with the store view).
 */
export const customerUpdateSchema = z.preprocess(
  (value) => {
    if (!value || typeof value !== 'object') return value;
    const input = value as Record<string, unknown>;
    return input.date_of_birth == null && input.dob != null
      ? { ...input, date_of_birth: input.dob }
      : input;
  },
  z.object({
    prefix: optionalText(40),
    firstname: optionalName,
    middlename: optionalText(NAME_MAX),
    lastname: optionalName,
    suffix: optionalText(40),
    date_of_birth: z.preprocess(
      (value) => (value === null ? undefined : value),
      isoDateSchema
        .refine(
          (value) => (parseIsoDate(value)?.getTime() ?? 0) < Date.now(),
          'account.errors.dateInFuture',
        )
        .optional(),
    ),
    gender: genderSchema,
    taxvat: optionalText(40),
    is_subscribed: optionalBoolean,
    phone: optionalPhone,
    text_preference: optionalBoolean,
    post_preference: optionalBoolean,
  }),
);

export type CustomerUpdateInput = z.output<typeof customerUpdateSchema>;

export const emailChangeSchema = z.object({ email: emailSchema, password: currentPasswordSchema });

export const passwordChangeSchema = z.object({
  currentPassword: currentPasswordSchema,
  newPassword: passwordSchema,
});

export const signInSchema = z.object({ email: emailSchema, password: currentPasswordSchema });

export const passwordResetSchema = z.object({
  email: emailSchema,
  resetPasswordToken: z
    .string('account.errors.required')
    .trim()
    .min(1, 'account.errors.required')
    .max(200, 'account.errors.tooLong'),
  newPassword: passwordSchema,
});
