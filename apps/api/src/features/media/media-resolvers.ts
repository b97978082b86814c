import type { Resolvers } from '@lumo/graphql/server';
import type { GraphQLContext } from '../../context';

export const mediaResolvers: Resolvers<GraphQLContext> = {
  Query: {
    async mediaAssets(_parent, args, context) {
      await context.requireEditor();
      return context.services.media.list(args);
    },
  },
  Mutation: {
    async updateMediaAsset(_parent, args, context) {
      await context.requireEditor();
      return context.services.media.updateAlt(args.uid, args.alt);
    },
    async deleteMediaAsset(_parent, args, context) {
      await context.requireEditor();
      await context.services.media.delete(args.uid);
      return { result: true };
    },
  },
};
