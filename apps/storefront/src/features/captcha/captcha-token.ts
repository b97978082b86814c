/**
 * The CAPTCHA token of a protected form (ADR 0027), sent as Magento's `X-ReCaptcha` header. With
 * a reCAPTCHA site key (StoreConfig.recaptcha_site_key) it asks Google's reCAPTCHA v3 for a token
 * of the action; without one it returns the api's local test verifier token, so forms work the
 * same in development, tests and e2e. No dependencies: it ships with the forms that use it.
 */
export const CAPTCHA_HEADER = 'X-ReCaptcha';
/** What the api's test verifier accepts (apps/api/src/features/captcha/captcha-service.ts). */
export const TEST_CAPTCHA_TOKEN = 'pass';

type Grecaptcha = {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
};

let loading: Promise<Grecaptcha> | undefined;

function loadRecaptcha(siteKey: string): Promise<Grecaptcha> {
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.onload = () => {
      const grecaptcha = (window as unknown as { grecaptcha?: Grecaptcha }).grecaptcha;
      if (grecaptcha) grecaptcha.ready(() => resolve(grecaptcha));
      else reject(new Error('reCAPTCHA did not load'));
    };
    script.onerror = () => reject(new Error('reCAPTCHA did not load'));
    document.head.append(script);
  });
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/** The token for one submission of `action` (create_account, password_reset, newsletter, trs_registration). */
export async function captchaToken(siteKey: string, action: string): Promise<string> {
  if (!siteKey) return TEST_CAPTCHA_TOKEN;
  const grecaptcha = await loadRecaptcha(siteKey);
  return grecaptcha.execute(siteKey, { action });
}

/** The request headers carrying the token (spread into clientGraphQL's `headers`). */
export async function captchaHeaders(
  siteKey: string,
  action: string,
): Promise<Record<string, string>> {
  return { [CAPTCHA_HEADER]: await captchaToken(siteKey, action) };
}
