import { z } from 'zod';
import { compileProxyTrust, trustedProxyList } from '@lumo/trusted-proxies';
import { resolveDataDir } from './paths';
import {
  ageVerificationConfigOf,
  ageVerificationEnv,
  type AgeVerificationConfig,
} from './features/age-verification/age-verification-config';
import { captchaConfigOf, captchaEnv, type CaptchaConfig } from './features/captcha/captcha-config';
import {
  paymentConfigOf,
  paymentEnv,
  type PaymentConfig,
} from './features/payments/payment-config';
import {
  mediaStorageConfigOf,
  mediaStorageEnv,
  type MediaStorageConfig,
} from './features/media/media-storage-config';
import {
  parseAnalyticsOverrides,
  type AnalyticsOverrides,
} from './features/analytics/analytics-settings';

/** Default browser origins of the storefront (3000) and editor (3001) in development. */
export const DEFAULT_ALLOWED_ORIGINS = [
  'http://localhost:3000',
  'http://localhost:3001',
  'http://127.0.0.1:3000',
  'http://127.0.0.1:3001',
];

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');

const positiveNumber = (fallback: number) => z.coerce.number().positive().default(fallback);
const optionalString = z
  .string()
  .optional()
  .transform((value) => (value ? value : undefined));

/** Every environment variable the api reads (documented in the README via the lead). */
export const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(4000),
  HOST: optionalString,
  DATABASE_URL: optionalString,
  DATA_DIR: optionalString,
  PREVIEW_SECRET: optionalString,
  PREVIEW_TOKEN_TTL_MINUTES: positiveNumber(60),
  REVALIDATE_SECRET: optionalString,
  STOREFRONT_URL: z.url().default('http://127.0.0.1:3000'),
  API_PUBLIC_URL: z.url().optional(),
  ALLOWED_ORIGINS: optionalString,
  EDITOR_EMAIL: z
    .email()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  EDITOR_PASSWORD: optionalString,
  EDITOR_NAME: optionalString,
  EDITOR_SESSION_HOURS: positiveNumber(12),
  COOKIE_SECURE: booleanFlag,
  TRUSTED_PROXIES: optionalString,
  /** Compatibility alias: true means TRUSTED_PROXIES=loopback,linklocal,uniquelocal. */
  TRUST_PROXY: booleanFlag,
  MEDIA_MAX_IMAGE_MB: positiveNumber(10),
  MEDIA_MAX_VIDEO_MB: positiveNumber(100),
  MEDIA_MAX_IMAGE_PIXELS: z.coerce.number().int().positive().default(40_000_000),
  SCHEDULER_INTERVAL_MS: z.coerce.number().int().min(250).default(5000),
  /** SPEC §3.6 analytics settings per store view, JSON (features/analytics/analytics-settings.ts). */
  ANALYTICS_SETTINGS: optionalString,
  ...captchaEnv,
  ...ageVerificationEnv,
  ...paymentEnv,
  ...mediaStorageEnv,
  /** Customer token lifetime (x-session-lifetime); Magento's default is one hour. */
  CUSTOMER_SESSION_MINUTES: positiveNumber(60),
  /** Multiplies every customer rate limit (e2e runs set it high). */
  RATE_LIMIT_SCALE: positiveNumber(1),
  /** Outgoing mail (ADR 0025): SMTP when set, else files in DATA_DIR/outbox. */
  SMTP_URL: z
    .string()
    .optional()
    .transform((value) => (value ? value : undefined))
    .pipe(
      z
        .url({ protocol: /^smtps?$/, error: 'SMTP_URL must be an smtp:// or smtps:// URL' })
        .optional(),
    ),
  MAIL_FROM: z.string().trim().min(3).max(200).default('Lumo <no-reply@lumo.local>'),
  MAIL_INTERVAL_MS: z.coerce.number().int().min(100).default(2000),
  MAIL_OUTBOX_VIEWER: booleanFlag,
});

export interface AppConfig {
  port: number;
  host?: string;
  databaseUrl?: string;
  /** Folder for PGlite, media files, generated secrets and first-run credentials. */
  dataDir: string;
  previewSecret?: string;
  previewTokenTtlMs: number;
  revalidateSecret?: string;
  storefrontUrl: string;
  apiPublicUrl: string;
  allowedOrigins: string[];
  bootstrapEditor?: { email: string; password: string; name: string };
  editorSessionMs: number;
  cookieSecure: boolean;
  /**
   * proxy-addr trust list: hops whose X-Forwarded-For entries are believed (the client address is
   * the right-most untrusted hop). Default `loopback` (the storefront and editor servers).
   */
  trustedProxies: string[];
  maxImageBytes: number;
  maxVideoBytes: number;
  /** Largest image in pixels (width x height); absent: the media feature's 40 MP default. */
  maxImagePixels?: number;
  schedulerIntervalMs: number;
  /** Operator overrides of the seeded analytics settings (ANALYTICS_SETTINGS). */
  analytics?: AnalyticsOverrides;
  /** GraphQL introspection (`__schema`, `__type`); default: off when NODE_ENV=production. */
  introspection?: boolean;
  /** Outgoing mail (features/mail, ADR 0025). */
  mail: MailConfig;
  /** argon2id cost; tests lower it to stay fast. */
  argon2: { memoryCost: number; timeCost: number };
  /** CAPTCHA (ADR 0027); absent: the test verifier, required nowhere. */
  captcha?: CaptchaConfig;
  /** Age verification provider (ADR 0027); absent: the local test provider. */
  ageVerification?: AgeVerificationConfig;
  /** Customer token lifetime in ms (CUSTOMER_SESSION_MINUTES; default 60 minutes). */
  customerSessionMs?: number;
  /** RATE_LIMIT_SCALE: multiplies the customer rate limits (default 1). */
  rateLimitScale?: number;
  /** Card provider and autoship (ADR 0033); absent: the sandbox, autoship every minute. */
  payments?: PaymentConfig;
  /** Where media files live (ADR 0038); absent: DATA_DIR/media on local disk. */
  mediaStorage?: MediaStorageConfig;
}

export interface MailConfig {
  /** SMTP server (SMTP_URL); absent: every mail is written to `<dataDir>/outbox/`. */
  smtpUrl?: string;
  /** The From header of every mail (MAIL_FROM). */
  from: string;
  /** How often the mail worker looks for due mails (MAIL_INTERVAL_MS). */
  intervalMs: number;
  /**
   * The local mail viewer at /outbox: only without SMTP, and in production only when
   * MAIL_OUTBOX_VIEWER=1 (`npm start` sets it).
   */
  outboxViewer: boolean;
}

export function loadConfig(env: NodeJS.ProcessEnv): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const details = parsed.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new Error(`Invalid environment: ${details}`);
  }
  const vars = parsed.data;
  if (vars.EDITOR_PASSWORD && !vars.EDITOR_EMAIL) {
    throw new Error('Invalid environment: EDITOR_PASSWORD is set without EDITOR_EMAIL');
  }
  if (vars.EDITOR_EMAIL && !vars.EDITOR_PASSWORD) {
    throw new Error('Invalid environment: EDITOR_EMAIL is set without EDITOR_PASSWORD');
  }
  return {
    port: vars.PORT,
    host: vars.HOST,
    databaseUrl: vars.DATABASE_URL,
    dataDir: resolveDataDir(vars.DATA_DIR),
    previewSecret: vars.PREVIEW_SECRET,
    previewTokenTtlMs: vars.PREVIEW_TOKEN_TTL_MINUTES * 60_000,
    revalidateSecret: vars.REVALIDATE_SECRET,
    storefrontUrl: vars.STOREFRONT_URL.replace(/\/$/, ''),
    apiPublicUrl: (vars.API_PUBLIC_URL ?? `http://localhost:${vars.PORT}`).replace(/\/$/, ''),
    allowedOrigins: vars.ALLOWED_ORIGINS
      ? vars.ALLOWED_ORIGINS.split(',')
          .map((origin) => origin.trim().replace(/\/$/, ''))
          .filter(Boolean)
      : DEFAULT_ALLOWED_ORIGINS,
    bootstrapEditor:
      vars.EDITOR_EMAIL && vars.EDITOR_PASSWORD
        ? {
            email: vars.EDITOR_EMAIL,
            password: vars.EDITOR_PASSWORD,
            name: vars.EDITOR_NAME ?? 'Administrator',
          }
        : undefined,
    editorSessionMs: vars.EDITOR_SESSION_HOURS * 3_600_000,
    cookieSecure: vars.COOKIE_SECURE,
    trustedProxies: trustedProxiesOf(vars.TRUSTED_PROXIES, vars.TRUST_PROXY),
    maxImageBytes: Math.round(vars.MEDIA_MAX_IMAGE_MB * 1024 * 1024),
    maxVideoBytes: Math.round(vars.MEDIA_MAX_VIDEO_MB * 1024 * 1024),
    maxImagePixels: vars.MEDIA_MAX_IMAGE_PIXELS,
    schedulerIntervalMs: vars.SCHEDULER_INTERVAL_MS,
    analytics: parseAnalyticsOverrides(vars.ANALYTICS_SETTINGS),
    mail: {
      smtpUrl: vars.SMTP_URL,
      from: vars.MAIL_FROM,
      intervalMs: vars.MAIL_INTERVAL_MS,
      outboxViewer: !vars.SMTP_URL && (env.NODE_ENV !== 'production' || vars.MAIL_OUTBOX_VIEWER),
    },
    argon2: { memoryCost: 19_456, timeCost: 2 },
    introspection: env.NODE_ENV !== 'production',
    captcha: captchaConfigOf(vars),
    ageVerification: ageVerificationConfigOf(vars),
    customerSessionMs: vars.CUSTOMER_SESSION_MINUTES * 60_000,
    rateLimitScale: vars.RATE_LIMIT_SCALE,
    payments: paymentConfigOf(vars),
    mediaStorage: mediaStorageConfigOf(vars),
  };
}

/**
 * The shared rule (@lumo/trusted-proxies, also the storefront's and editor's servers):
 * `TRUSTED_PROXIES` (comma-separated, `none` for no proxy), else the `TRUST_PROXY` alias.
 */
function trustedProxiesOf(list: string | undefined, trustProxy: boolean): string[] {
  const env = { TRUSTED_PROXIES: list, TRUST_PROXY: trustProxy };
  compileProxyTrust(env); // throws on an entry proxy-addr cannot read, naming the variable
  return trustedProxyList(env);
}
