import { z } from 'zod';
import { emailSchema } from './fields';

/** subscribeEmailToNewsletter's input; also the storefront's /newsletter-signup form. */
export const newsletterEmailSchema = z.object({ email: emailSchema });

/** The id and code of a newsletter confirm or unsubscribe link. */
export const newsletterLinkSchema = z.object({
  id: z.coerce
    .number('account.errors.invalidValue')
    .int('account.errors.invalidValue')
    .positive('account.errors.invalidValue')
    .max(2_147_483_647, 'account.errors.invalidValue'),
  code: z
    .string('account.errors.required')
    .trim()
    .min(1, 'account.errors.required')
    .max(200, 'account.errors.tooLong')
    .regex(/^[A-Za-z0-9_-]+$/, 'account.errors.invalidValue'),
});
