import type { Resolvers } from '@lumo/graphql/server';
import type { GraphQLContext } from '../../context';

export const newsletterResolvers: Resolvers<GraphQLContext> = {
  Query: {
    newsletterStatus: async (_parent, _args, context) =>
      context.services.newsletter.status((await context.currentCustomer())?.customer ?? null),
  },
  Mutation: {
    subscribeEmailToNewsletter: async (_parent, args, context) =>
      context.services.newsletter.subscribe(
        context.storeView(),
        args.email,
        context.clientAddress,
        (await context.currentCustomer())?.customer ?? null,
      ),
    confirmNewsletterSubscription: (_parent, args, context) =>
      context.services.newsletter.confirm(context.storeView(), args.id, args.code),
    unsubscribeFromNewsletter: (_parent, args, context) =>
      context.services.newsletter.unsubscribe(context.storeView(), args.id, args.code),
  },
};
