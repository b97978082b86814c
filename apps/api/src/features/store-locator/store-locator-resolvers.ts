import type { Resolvers } from '@lumo/graphql/server';
import type { GraphQLContext } from '../../context';

export const storeLocatorResolvers: Resolvers<GraphQLContext> = {
  Query: {
    storeLocations: (_parent, args, context) =>
      context.services.storeLocator.storeLocations(context.storeView(), args),
  },
};
