import { z } from 'zod';

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));

/** Age verification's environment variables (ADR 0027); merged into config.ts's envSchema. */
export const ageVerificationEnv = {
  /** The GBG/Equifax-shaped age check endpoint; unset: the local test provider. */
  AGE_VERIFICATION_URL: z
    .url({ protocol: /^https?$/ })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Its API key (sent as a Bearer token; never logged). */
  AGE_VERIFICATION_KEY: optionalString,
  /** The provider's profile id (GBG ID3global profiles choose the data sources). */
  AGE_VERIFICATION_PROFILE_ID: optionalString,
  AGE_VERIFICATION_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
};

export interface AgeVerificationConfig {
  url?: string;
  key?: string;
  profileId?: string;
  timeoutMs: number;
}

export function ageVerificationConfigOf(vars: {
  AGE_VERIFICATION_URL?: string;
  AGE_VERIFICATION_KEY?: string;
  AGE_VERIFICATION_PROFILE_ID?: string;
  AGE_VERIFICATION_TIMEOUT_MS: number;
}): AgeVerificationConfig {
  if (vars.AGE_VERIFICATION_URL && !vars.AGE_VERIFICATION_KEY) {
    throw new Error(
      'Invalid environment: AGE_VERIFICATION_URL is set without AGE_VERIFICATION_KEY',
    );
  }
  return {
    url: vars.AGE_VERIFICATION_URL,
    key: vars.AGE_VERIFICATION_KEY,
    profileId: vars.AGE_VERIFICATION_PROFILE_ID,
    timeoutMs: vars.AGE_VERIFICATION_TIMEOUT_MS,
  };
}
