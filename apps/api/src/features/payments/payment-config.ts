import { z } from 'zod';

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));

/** Payment and autoship environment variables (ADR 0033); merged into config.ts's envSchema. */
export const paymentEnv = {
  /** sandbox (default: the local hosted page /checkout/worldpay) or worldpay. */
  PAYMENT_PROVIDER: z.enum(['sandbox', 'worldpay']).default('sandbox'),
  WORLDPAY_URL: z
    .url({ protocol: /^https?$/ })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  WORLDPAY_MERCHANT: optionalString,
  /** Sent as a Bearer token; never logged. */
  WORLDPAY_API_KEY: optionalString,
  WORLDPAY_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** How often the autoship scheduler places due subscriptions' orders. */
  AUTOSHIP_INTERVAL_MS: z.coerce.number().int().min(250).default(60_000),
};

export interface PaymentConfig {
  provider: 'sandbox' | 'worldpay';
  worldpay?: { url: string; merchant: string; apiKey: string; timeoutMs: number };
  autoshipIntervalMs: number;
}

export function paymentConfigOf(vars: {
  PAYMENT_PROVIDER: 'sandbox' | 'worldpay';
  WORLDPAY_URL?: string;
  WORLDPAY_MERCHANT?: string;
  WORLDPAY_API_KEY?: string;
  WORLDPAY_TIMEOUT_MS: number;
  AUTOSHIP_INTERVAL_MS: number;
}): PaymentConfig {
  if (vars.PAYMENT_PROVIDER === 'worldpay') {
    if (!vars.WORLDPAY_URL || !vars.WORLDPAY_MERCHANT || !vars.WORLDPAY_API_KEY) {
      throw new Error(
        'Invalid environment: PAYMENT_PROVIDER=worldpay needs WORLDPAY_URL, WORLDPAY_MERCHANT and WORLDPAY_API_KEY',
      );
    }
    return {
      provider: 'worldpay',
      worldpay: {
        url: vars.WORLDPAY_URL,
        merchant: vars.WORLDPAY_MERCHANT,
        apiKey: vars.WORLDPAY_API_KEY,
        timeoutMs: vars.WORLDPAY_TIMEOUT_MS,
      },
      autoshipIntervalMs: vars.AUTOSHIP_INTERVAL_MS,
    };
  }
  return { provider: 'sandbox', autoshipIntervalMs: vars.AUTOSHIP_INTERVAL_MS };
}
