import { z } from 'zod';
import { digitsOf, passesLuhn } from './sandbox-cards';

const sessionId = z
  .string()
  .trim()
  .min(16)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'Unknown session.');

export const setPaymentMethodInput = z.object({
  cart_id: z.string().trim().min(1).max(64),
  payment_method: z.object({
    code: z.string().trim().min(1).max(64),
    purchase_order_number: z.string().trim().max(64).optional().nullable(),
    worldpay_cc: z.object({ save_card: z.boolean().optional().nullable() }).optional().nullable(),
    worldpay_cc_vault: z
      .object({ public_hash: z.string().trim().min(1).max(128) })
      .optional()
      .nullable(),
  }),
});

export const sessionIdInput = sessionId;

/**
 * The sandbox page's card form. The number is checked (Luhn, 12-19 digits) and never kept: only
 * the brand and last four digits leave the service, and only for a card the customer saves.
 */
export function sandboxCardInput(now: Date) {
  return z
    .object({
      session_id: sessionId,
      card_number: z
        .string()
        .max(32)
        .transform(digitsOf)
        .refine(passesLuhn, 'Enter a valid card number.'),
      holder_name: z.string().trim().min(1, 'Enter the name on the card.').max(100),
      expiry_month: z
        .number()
        .int()
        .min(1, 'Enter a valid expiry month.')
        .max(12, 'Enter a valid expiry month.'),
      expiry_year: z.number().int().min(2000).max(2100),
      cvc: z.string().regex(/^\d{3,4}$/, 'Enter the 3-digit security code.'),
    })
    .refine(
      (card) =>
        card.expiry_year > now.getUTCFullYear() ||
        (card.expiry_year === now.getUTCFullYear() && card.expiry_month >= now.getUTCMonth() + 1),
      { message: 'The card has expired.', path: ['expiry_year'] },
    );
}

export const threeDSecureInput = z.object({
  session_id: sessionId,
  passcode: z.string().trim().min(1).max(32),
});

export const publicHashInput = z.string().trim().min(1).max(128);
