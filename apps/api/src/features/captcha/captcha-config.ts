import { STORE_VIEW_CODES, type StoreViewCode } from '@lumo/block-schema';
import { z } from 'zod';

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));

/** The CAPTCHA's environment variables (ADR 0027); merged into config.ts's envSchema. */
export const captchaEnv = {
  /** Google reCAPTCHA v3 secret: set, the api asks Google; unset, the local test verifier. */
  RECAPTCHA_SECRET_KEY: optionalString,
  /** The site key the storefront loads reCAPTCHA with (StoreConfig.recaptcha_site_key). */
  RECAPTCHA_SITE_KEY: optionalString,
  /** Lowest v3 score accepted (0.0 bot .. 1.0 human). */
  RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
  /** Store views whose forms require a CAPTCHA token: comma list, `all`, or empty (none). */
  CAPTCHA_STORE_VIEWS: optionalString,
};

export interface CaptchaConfig {
  secretKey?: string;
  siteKey?: string;
  minScore: number;
  /** Store views whose protected mutations require X-ReCaptcha. */
  storeViews: StoreViewCode[];
}

export function captchaConfigOf(vars: {
  RECAPTCHA_SECRET_KEY?: string;
  RECAPTCHA_SITE_KEY?: string;
  RECAPTCHA_MIN_SCORE: number;
  CAPTCHA_STORE_VIEWS?: string;
}): CaptchaConfig {
  return {
    secretKey: vars.RECAPTCHA_SECRET_KEY,
    siteKey: vars.RECAPTCHA_SITE_KEY,
    minScore: vars.RECAPTCHA_MIN_SCORE,
    storeViews: storeViewList(vars.CAPTCHA_STORE_VIEWS),
  };
}

function storeViewList(value: string | undefined): StoreViewCode[] {
  if (!value) return [];
  if (value.toLowerCase() === 'all') return [...STORE_VIEW_CODES];
  const codes = value
    .split(',')
    .map((code) => code.trim().toLowerCase())
    .filter(Boolean);
  for (const code of codes) {
    if (!(STORE_VIEW_CODES as readonly string[]).includes(code)) {
      throw new Error(`Invalid environment: CAPTCHA_STORE_VIEWS: unknown store view ${code}`);
    }
  }
  return codes as StoreViewCode[];
}
