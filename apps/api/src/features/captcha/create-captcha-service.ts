import type { Logger } from '../../logger';
import type { CaptchaConfig } from './captcha-config';
import { CaptchaService, RecaptchaV3Verifier, TestCaptchaVerifier } from './captcha-service';

/** reCAPTCHA v3 when a secret is configured, else the local test verifier (ADR 0027). */
export function createCaptchaService(config: CaptchaConfig | undefined, logger: Logger) {
  const verifier = config?.secretKey
    ? new RecaptchaV3Verifier({ secretKey: config.secretKey, minScore: config.minScore, logger })
    : new TestCaptchaVerifier();
  return new CaptchaService(verifier, config?.storeViews ?? [], logger);
}
