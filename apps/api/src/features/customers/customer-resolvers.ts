import {
  requiresEmailConfirmation,
  requiresIdCheck,
  PASSWORD_MIN_LENGTH,
  PASSWORD_REQUIRED_CLASSES,
} from '@lumo/customer-schema';
import { storeViewCodeSchema } from '@lumo/block-schema';
import type { Resolvers } from '@lumo/graphql/server';
import type { GraphQLContext, Services } from '../../context';
import type { CustomerSession } from './customer-service';

/** A resolver that only a signed-in customer may call (graphql-authorization otherwise). */
export function customerResolver<TArgs, TResult>(
  run: (
    args: TArgs,
    session: CustomerSession,
    services: Services,
    context: GraphQLContext,
  ) => Promise<TResult>,
) {
  return async (_parent: unknown, args: TArgs, context: GraphQLContext): Promise<TResult> =>
    run(args, await context.requireCustomer(), context.services, context);
}

const storeCodeOf = (code: string | null | undefined) => storeViewCodeSchema.parse(code);

export const customerResolvers: Resolvers<GraphQLContext> = {
  Query: {
    customer: customerResolver((_args, session, services) => services.customers.customer(session)),
    isEmailAvailable: (_parent, args, context) =>
      context.services.customers.isEmailAvailable(
        context.storeView(),
        args.email,
        context.clientAddress,
      ),
  },
  Mutation: {
    createCustomerV2: async (_parent, args, context) => ({
      customer: await context.services.customers.register(
        context.storeView(),
        args.input,
        context.clientAddress,
      ),
    }),
    createCustomer: async (_parent, args, context) => ({
      customer: await context.services.customers.register(
        context.storeView(),
        args.input,
        context.clientAddress,
      ),
    }),
    generateCustomerToken: async (_parent, args, context) => {
      const { token, lifetimeSeconds } = await context.services.customers.signIn(
        context.storeView(),
        args.email,
        args.password,
        context.clientAddress,
      );
      // The storefront sets its customer_token cookie for as long as the token lives.
      context.responseHeaders.set('x-session-lifetime', String(lifetimeSeconds));
      return { token };
    },
    revokeCustomerToken: customerResolver((_args, session, services) =>
      services.customers.revoke(session),
    ),
    updateCustomerV2: customerResolver(async (args: { input: unknown }, session, services) => ({
      customer: await services.customers.update(session, args.input),
    })),
    updateCustomer: customerResolver(
      async (args: { input: Record<string, unknown> }, session, services) => ({
        customer: await services.customers.updateDeprecated(session, args.input),
      }),
    ),
    updateCustomerEmail: customerResolver(
      async (args: { email: string; password: string }, session, services) => ({
        customer: await services.customers.updateEmail(session, args.email, args.password),
      }),
    ),
    changeCustomerPassword: customerResolver(
      (args: { currentPassword: string; newPassword: string }, session, services) =>
        services.customers.changePassword(session, args.currentPassword, args.newPassword),
    ),
    requestPasswordResetEmail: (_parent, args, context) =>
      context.services.customers.requestPasswordReset(
        context.storeView(),
        args.email,
        context.clientAddress,
      ),
    resetPassword: (_parent, args, context) =>
      context.services.customers.resetPassword(
        context.storeView(),
        args.email,
        args.resetPasswordToken,
        args.newPassword,
      ),
    confirmEmail: async (_parent, args, context) => ({
      customer: await context.services.customers.confirmEmail(context.storeView(), args.input),
    }),
    resendConfirmationEmail: (_parent, args, context) =>
      context.services.customers.resendConfirmation(context.storeView(), args.email),
  },
  StoreConfig: {
    create_account_confirmation: (parent) =>
      requiresEmailConfirmation(storeCodeOf(parent.store_code)),
    registration_requires_id_check: (parent) => requiresIdCheck(storeCodeOf(parent.store_code)),
    minimum_password_length: () => String(PASSWORD_MIN_LENGTH),
    required_character_classes_number: () => String(PASSWORD_REQUIRED_CLASSES),
    newsletter_enabled: () => true,
  },
};
