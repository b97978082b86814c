import type { Resolvers } from '@lumo/graphql/server';
import type { GraphQLContext } from '../../context';

export const directoryResolvers: Resolvers<GraphQLContext> = {
  Query: {
    countries: (_parent, _args, context) =>
      context.services.directory.countries(context.storeView()),
    country: (_parent, args, context) =>
      context.services.directory.country(context.storeView(), args.id),
    currency: (_parent, _args, context) => context.services.directory.currency(context.storeView()),
  },
};
