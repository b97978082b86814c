import type { GraphQLContext } from '../../context';
import type { CaptchaAction } from './captcha-service';

/**
 * The mutations that need a CAPTCHA token where the store view requires one (ADR 0027), and the
 * reCAPTCHA action of each. submitTrsRegistration checks its own (TrsService.submit).
 */
export const CAPTCHA_PROTECTED_MUTATIONS: Readonly<Record<string, CaptchaAction>> = {
  createCustomerV2: 'create_account',
  createCustomer: 'create_account',
  requestPasswordResetEmail: 'password_reset',
  subscribeEmailToNewsletter: 'newsletter',
};

type Resolver = (parent: unknown, args: unknown, context: GraphQLContext, info: unknown) => unknown;

/**
 * Wraps the protected mutations of the merged resolvers so each checks the X-ReCaptcha token
 * first: the features keep their resolvers as they are, and the list above is the one place
 * that says which forms are protected.
 */
export function withCaptchaGuards<R extends { Mutation?: unknown }>(resolvers: R): R {
  const mutation = { ...(resolvers.Mutation as Record<string, Resolver> | undefined) };
  for (const [field, action] of Object.entries(CAPTCHA_PROTECTED_MUTATIONS)) {
    const original = mutation[field];
    if (typeof original !== 'function') continue;
    mutation[field] = async (parent, args, context, info) => {
      await context.services.captcha.require(
        context.storeView(),
        context.request,
        action,
        context.clientAddress,
      );
      return original(parent, args, context, info);
    };
  }
  return { ...resolvers, Mutation: mutation };
}
