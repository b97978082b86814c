import type { Resolvers } from '@lumo/graphql/server';
import type { GraphQLContext } from '../../context';

export const analyticsResolvers: Resolvers<GraphQLContext> = {
  Query: {
    analyticsSettings: (_parent, _args, context) =>
      context.services.analytics.settings(context.storeView()),
  },
};
