import type { StoreViewCode } from '@lumo/block-schema';
import { z } from 'zod';
import { inputError } from '../../errors';
import type { Logger } from '../../logger';

/**
 * The CAPTCHA seam (ADR 0027). Protected mutations call `services.captcha.require(...)` with the
 * token of Magento's `X-ReCaptcha` header; the verifier decides. Two verifiers: the local test
 * verifier (default, deterministic: the token `pass` passes, anything else fails) and Google
 * reCAPTCHA v3 (when RECAPTCHA_SECRET_KEY is set).
 */
export const CAPTCHA_HEADER = 'x-recaptcha';
/** The one token the local test verifier accepts (the storefront's helper sends it). */
export const TEST_CAPTCHA_TOKEN = 'pass';
/** Magento ReCaptchaWebapiGraphQl's message. */
export const CAPTCHA_FAILED_MESSAGE = 'ReCaptcha validation failed, please try again';
/** Tokens are ~2 KB (Google's are under 2,500 characters); refuse anything far larger unread. */
const MAX_TOKEN_CHARS = 4096;

export const CAPTCHA_ACTIONS = [
  'create_account',
  'password_reset',
  'newsletter',
  'trs_registration',
] as const;
export type CaptchaAction = (typeof CAPTCHA_ACTIONS)[number];

export type CaptchaFailure = 'missing' | 'invalid' | 'low-score' | 'wrong-action' | 'unavailable';
export type CaptchaResult = { ok: true } | { ok: false; reason: CaptchaFailure };

export interface CaptchaVerifier {
  readonly name: string;
  verify(token: string, action: CaptchaAction, remoteIp: string): Promise<CaptchaResult>;
}

export class TestCaptchaVerifier implements CaptchaVerifier {
  readonly name = 'test';
  async verify(token: string): Promise<CaptchaResult> {
    return token === TEST_CAPTCHA_TOKEN ? { ok: true } : { ok: false, reason: 'invalid' };
  }
}

/** Google's siteverify answer (https://developers.google.com/recaptcha/docs/v3). */
const siteVerifyResponse = z.object({
  success: z.boolean(),
  score: z.number().min(0).max(1).optional(),
  action: z.string().optional(),
  hostname: z.string().optional(),
  'error-codes': z.array(z.string()).optional(),
});

export const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

export class RecaptchaV3Verifier implements CaptchaVerifier {
  readonly name = 'recaptcha-v3';
  constructor(
    private readonly options: {
      secretKey: string;
      minScore: number;
      logger: Logger;
      verifyUrl?: string;
      timeoutMs?: number;
      fetchImpl?: typeof fetch;
    },
  ) {}

  async verify(token: string, action: CaptchaAction, remoteIp: string): Promise<CaptchaResult> {
    const body = new URLSearchParams({ secret: this.options.secretKey, response: token });
    if (remoteIp) body.set('remoteip', remoteIp);
    let json: unknown;
    try {
      const response = await (this.options.fetchImpl ?? fetch)(
        this.options.verifyUrl ?? RECAPTCHA_VERIFY_URL,
        {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body,
          signal: AbortSignal.timeout(this.options.timeoutMs ?? 5000),
        },
      );
      if (!response.ok) {
        this.options.logger.warn('reCAPTCHA verification failed', { status: response.status });
        return { ok: false, reason: 'unavailable' };
      }
      json = await response.json();
    } catch (error) {
      this.options.logger.warn('reCAPTCHA verification failed', {
        reason: (error as Error).name,
      });
      return { ok: false, reason: 'unavailable' };
    }
    const parsed = siteVerifyResponse.safeParse(json);
    if (!parsed.success) {
      this.options.logger.warn('reCAPTCHA verification answered something unexpected');
      return { ok: false, reason: 'unavailable' };
    }
    const answer = parsed.data;
    if (!answer.success) return { ok: false, reason: 'invalid' };
    if (answer.action !== undefined && answer.action !== action) {
      return { ok: false, reason: 'wrong-action' };
    }
    if ((answer.score ?? 0) < this.options.minScore) return { ok: false, reason: 'low-score' };
    return { ok: true };
  }
}

export class CaptchaService {
  constructor(
    private readonly verifier: CaptchaVerifier,
    private readonly storeViews: readonly StoreViewCode[],
    private readonly logger: Logger,
  ) {}

  /** Whether the store view's protected forms need a token (CAPTCHA_STORE_VIEWS). */
  isRequired(storeView: StoreViewCode): boolean {
    return this.storeViews.includes(storeView);
  }

  /** The verifier's answer for one token (the seam itself; `require` is what mutations call). */
  async verify(
    token: string | null | undefined,
    action: CaptchaAction,
    remoteIp: string,
  ): Promise<CaptchaResult> {
    const trimmed = token?.trim();
    if (!trimmed) return { ok: false, reason: 'missing' };
    if (trimmed.length > MAX_TOKEN_CHARS) return { ok: false, reason: 'invalid' };
    return this.verifier.verify(trimmed, action, remoteIp);
  }

  /**
   * Throws Magento's graphql-input error unless the request's X-ReCaptcha token passes; does
   * nothing where the store view does not require a CAPTCHA.
   */
  async require(
    storeView: StoreViewCode,
    request: { headers: Headers },
    action: CaptchaAction,
    remoteIp: string,
  ): Promise<void> {
    if (!this.isRequired(storeView)) return;
    const result = await this.verify(request.headers.get(CAPTCHA_HEADER), action, remoteIp);
    if (result.ok) return;
    // The reason, never the token or the address.
    this.logger.info('CAPTCHA refused', {
      action,
      reason: result.reason,
      verifier: this.verifier.name,
    });
    throw inputError(CAPTCHA_FAILED_MESSAGE);
  }
}
