import { GraphQLError } from 'graphql';
import type { z } from 'zod';
import { categorisedError, inputError } from '../../errors';

/**
 * Refusals of the age check; each error also carries `extensions.code` (NOT_ACCOUNT_HOLDER,
 * TOO_MANY_ATTEMPTS, METHOD_NOT_OFFERED, AGE_VERIFICATION_DISABLED, AGE_VERIFICATION_UNAVAILABLE)
 * so the storefront shows its own translation.
 */
export const MESSAGES = {
  notAuthorized: "The current customer isn't authorized.",
  disabled: 'Age verification is not enabled for this store.',
  method: 'This verification method is not offered in this store.',
  tooMany: 'Too many age verification attempts. Please try again tomorrow.',
  unavailable: 'Age verification is unavailable at the moment. Please try again later.',
  notAccountHolder: 'The details must be those of the account holder.',
} as const;

export const customerNotAuthorized = () =>
  categorisedError('graphql-authorization', MESSAGES.notAuthorized);

/** The provider did not answer: no Magento category fits; the code says what happened. */
export const providerUnavailable = () =>
  new GraphQLError(MESSAGES.unavailable, { extensions: { code: 'AGE_VERIFICATION_UNAVAILABLE' } });

/** Parses untrusted input; the first problem becomes graphql-input naming its field. */
export function parseWithField<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const field = issue.path.join('.');
  throw inputError(field ? `${field}: ${issue.message}` : issue.message, field ? { field } : {});
}

/** Names compared as people write them: case, accents' case and surrounding spaces ignored. */
export function sameName(a: string, b: string): boolean {
  const normal = (value: string) => value.trim().replace(/\s+/g, ' ').toLocaleLowerCase();
  return normal(a) === normal(b);
}
