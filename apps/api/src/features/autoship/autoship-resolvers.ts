import type { Resolvers } from '@lumo/graphql/server';
import type { GraphQLContext } from '../../context';

type Args = { id?: unknown; input?: unknown };

/* eslint-disable @typescript-eslint/no-explicit-any */
export const autoshipResolvers: Resolvers<GraphQLContext> = {
  Mutation: {
    createAutoshipSubscription: ((_: unknown, args: Args, context: GraphQLContext) =>
      context.services.autoship.create(context, args.input)) as any,
    skipAutoshipDelivery: ((_: unknown, args: Args, context: GraphQLContext) =>
      context.services.autoship.skip(context, args.id)) as any,
    pauseAutoshipSubscription: ((_: unknown, args: Args, context: GraphQLContext) =>
      context.services.autoship.pause(context, args.id)) as any,
    resumeAutoshipSubscription: ((_: unknown, args: Args, context: GraphQLContext) =>
      context.services.autoship.resume(context, args.id)) as any,
    cancelAutoshipSubscription: ((_: unknown, args: Args, context: GraphQLContext) =>
      context.services.autoship.cancel(context, args.id)) as any,
    updateAutoshipSubscription: ((_: unknown, args: Args, context: GraphQLContext) =>
      context.services.autoship.update(context, args.input)) as any,
  },
  Customer: {
    autoship_subscriptions: (async (_: unknown, _args: unknown, context: GraphQLContext) => {
      const session = await context.requireCustomer();
      return context.services.autoship.list(session.customer.id, context.storeView());
    }) as any,
  },
};
