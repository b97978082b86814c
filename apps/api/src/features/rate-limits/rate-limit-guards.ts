import type { GraphQLContext } from '../../context';
import type { ErrorCategory } from '../../errors';
import type { RateLimitName } from './rate-limit-rules';
import { TOO_MANY_ATTEMPTS } from './rate-limiter';

type Args = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
type Resolver = (parent: unknown, args: Args, context: GraphQLContext, info: unknown) => unknown;

interface Guard {
  rule: RateLimitName;
  /**
   * `every` counts each call before it runs; `failure` refuses once the limit is used up and
   * counts only calls that failed (a shopper's valid coupon, the right password cost nothing).
   */
  count: 'every' | 'failure';
  subject(args: Args, context: GraphQLContext): Promise<string> | string;
  /** Only calls with these arguments are limited (updateCustomer without a password is not). */
  when?(args: Args): boolean;
  category?: ErrorCategory;
  /** Which failures count (default: every error but a rate limit's own). */
  countsAsFailure?(error: unknown): boolean;
}

const byAddress = (_args: Args, context: GraphQLContext) => context.clientAddress;

/** The signed-in customer (one counter for all its sessions), else the client address. */
async function byCustomer(_args: Args, context: GraphQLContext): Promise<string> {
  const session = await context.currentCustomer().catch(() => null);
  return session ? `customer:${session.customer.id}` : `address:${context.clientAddress}`;
}

async function byEditor(_args: Args, context: GraphQLContext): Promise<string> {
  const editor = await context.currentEditor().catch(() => null);
  return editor ? `editor:${editor.id}` : `address:${context.clientAddress}`;
}

const passwordCheck = (subject: Guard['subject'], when?: Guard['when']): Guard => ({
  rule: 'passwordCheck',
  count: 'failure',
  subject,
  when,
  category: 'graphql-authentication',
  // Only a wrong password counts: a too-weak new password or a missing session does not.
  countsAsFailure: (error) =>
    (error as { extensions?: { category?: string } })?.extensions?.category ===
    'graphql-authentication',
});

/**
 * Limits the features do not count themselves, applied around the merged resolvers so the
 * features keep their resolvers as they are (ADR 0042). The limits counted inside services
 * (sign-in, registration, reset mails, newsletter sign-ups, guestOrder) are listed with these in
 * rate-limit-coverage.ts.
 */
export const RATE_LIMIT_GUARDS: Readonly<Record<string, readonly Guard[]>> = {
  applyCouponToCart: [
    {
      rule: 'couponCart',
      count: 'failure',
      subject: (args) => `cart:${String(args.input?.cart_id ?? '')}`,
    },
    { rule: 'couponAddress', count: 'failure', subject: byAddress },
  ],
  changeCustomerPassword: [passwordCheck(byCustomer)],
  updateCustomerEmail: [passwordCheck(byCustomer)],
  // The deprecated update changes the email when it is given with the password.
  updateCustomer: [passwordCheck(byCustomer, (args) => args.input?.password != null)],
  changeEditorPassword: [passwordCheck(byEditor, (args) => args.input?.current_password != null)],
  resetPassword: [{ rule: 'passwordResetAttempt', count: 'every', subject: byAddress }],
  confirmEmail: [{ rule: 'emailConfirmation', count: 'every', subject: byAddress }],
  confirmNewsletterSubscription: [{ rule: 'newsletterLink', count: 'every', subject: byAddress }],
  unsubscribeFromNewsletter: [{ rule: 'newsletterLink', count: 'every', subject: byAddress }],
  guestOrderByToken: [{ rule: 'guestOrderToken', count: 'failure', subject: byAddress }],
  submitTrsRegistration: [{ rule: 'trsRegistration', count: 'every', subject: byAddress }],
};

function isTooMany(error: unknown): boolean {
  return (error as { extensions?: { code?: string } })?.extensions?.code === TOO_MANY_ATTEMPTS;
}

function guarded(original: Resolver, guards: readonly Guard[]): Resolver {
  return async (parent, args, context, info) => {
    const active: { guard: Guard; subject: string }[] = [];
    for (const guard of guards) {
      if (guard.when && !guard.when(args)) continue;
      const subject = await guard.subject(args, context);
      const limiter = context.services.rateLimiter;
      if (guard.count === 'every') await limiter.hit(guard.rule, subject, guard.category);
      else await limiter.check(guard.rule, subject, guard.category);
      active.push({ guard, subject });
    }
    try {
      return await original(parent, args, context, info);
    } catch (error) {
      if (!isTooMany(error)) {
        for (const { guard, subject } of active) {
          if (guard.count === 'failure' && (guard.countsAsFailure?.(error) ?? true)) {
            await context.services.rateLimiter.record(guard.rule, subject);
          }
        }
      }
      throw error;
    }
  };
}

/** Wraps the guarded Query and Mutation fields of the merged resolvers. */
export function withRateLimitGuards<R extends { Query?: unknown; Mutation?: unknown }>(
  resolvers: R,
): R {
  const wrap = (type: unknown) => {
    const fields = { ...(type as Record<string, Resolver> | undefined) };
    for (const [field, guards] of Object.entries(RATE_LIMIT_GUARDS)) {
      const original = fields[field];
      if (typeof original === 'function') fields[field] = guarded(original, guards);
    }
    return fields;
  };
  return { ...resolvers, Query: wrap(resolvers.Query), Mutation: wrap(resolvers.Mutation) };
}
