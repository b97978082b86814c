import type { GraphQLErrorShape, GraphQLResult } from '@lumo/graphql/result';
import type { Translate } from '@/features/i18n/server';
import type { FormResult } from '../forms/form-types';
import { errorField } from './customer-api';

/** SPEC §8: the message without a leading 'GraphQL error: '. */
export function cleanMessage(message: string | undefined): string {
  return (message ?? '').replace(/^GraphQL error: /, '').trim();
}

/** The api's answer to a missing or refused X-ReCaptcha token (Magento's wording, ADR 0027). */
export const CAPTCHA_FAILED_MESSAGE = 'ReCaptcha validation failed, please try again';

/** An api error's message in the store view's language when it carries a known key. */
export function translatedErrorMessage(t: Translate, error: GraphQLErrorShape | undefined): string {
  if (cleanMessage(error?.message) === CAPTCHA_FAILED_MESSAGE) {
    return t('account.errors.captchaFailed');
  }
  const key = error?.extensions?.messageKey;
  if (typeof key === 'string' && key.startsWith('account.') && t(key) !== key) return t(key);
  const message = cleanMessage(error?.message);
  if (message.startsWith('account.') && t(message) !== message) return t(message);
  const retryAfter = error?.extensions?.retryAfter;
  if (error?.extensions?.code === 'RATE_LIMITED' || typeof retryAfter === 'number') {
    return t('account.errors.rateLimited', {
      seconds: typeof retryAfter === 'number' ? Math.max(1, Math.ceil(retryAfter)) : 60,
    });
  }
  return message || t('account.errors.unavailable');
}

/**
 * A failed call as a form result: an error naming an input field is shown at that field (its
 * path mapped to the form's field name), anything else above the form.
 */
export function failureResult(
  t: Translate,
  result: Exclude<GraphQLResult<unknown>, { kind: 'ok' }>,
  fieldNames: Record<string, string> = {},
  fallbackMessage?: string,
): FormResult {
  if (result.kind === 'network-error') {
    return { ok: false, formError: t('account.errors.unavailable') };
  }
  const fieldErrors: Record<string, string> = {};
  let formError: string | undefined;
  for (const error of result.errors.slice(0, 20)) {
    const field = errorField(error);
    const message = translatedErrorMessage(t, error);
    const formField = field
      ? (fieldNames[field] ?? fieldNames[field.split('.')[0] ?? ''] ?? field)
      : null;
    if (formField) fieldErrors[formField] ??= message;
    else formError ??= message;
  }
  if (!formError && Object.keys(fieldErrors).length === 0) {
    formError = fallbackMessage ?? t('account.errors.unavailable');
  }
  return { ok: false, formError: formError ?? t('account.form.fixErrors'), fieldErrors };
}

/** Zod issues of a server-side check as field errors (keys translated). */
export function issuesResult(
  t: Translate,
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): FormResult {
  const fieldErrors: Record<string, string> = {};
  for (const issue of issues.slice(0, 50)) {
    const name = issue.path.map(String).join('.') || 'form';
    const message = issue.message.startsWith('account.') ? t(issue.message) : issue.message;
    fieldErrors[name] ??= message;
  }
  return { ok: false, formError: t('account.form.fixErrors'), fieldErrors };
}
