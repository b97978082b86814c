import type { GraphQLResult } from '@lumo/graphql/result';
import type { Translate } from '@/features/i18n/server';
import { cleanMessage } from '@/features/account/server/api-errors';

/** Magento's answer to a refused X-ReCaptcha token (ADR 0027). */
export const CAPTCHA_FAILED = 'ReCaptcha validation failed, please try again';

/** A failed call's message: rate limits politely (Retry-After), others the api's or a generic one. */
export function failureMessage(
  t: Translate,
  result: Exclude<GraphQLResult<unknown>, { kind: 'ok' }>,
): string {
  if (result.kind === 'network-error') {
    if (result.status === 429) return t('orders.errors.rateLimited', { seconds: 60 });
    return t('orders.errors.unavailable');
  }
  const error = result.errors[0];
  const retryAfter = error?.extensions?.retryAfter;
  const retryHeader = Number(result.headers.get('retry-after'));
  if (error?.extensions?.code === 'RATE_LIMITED' || typeof retryAfter === 'number') {
    const seconds =
      typeof retryAfter === 'number'
        ? retryAfter
        : Number.isFinite(retryHeader) && retryHeader > 0
          ? retryHeader
          : 60;
    return t('orders.errors.rateLimited', { seconds: Math.max(1, Math.ceil(seconds)) });
  }
  if (cleanMessage(error?.message) === CAPTCHA_FAILED) return t('orders.errors.captchaFailed');
  return cleanMessage(error?.message) || t('orders.errors.unavailable');
}
