import type { Resolvers } from '@lumo/graphql/server';
import type { GraphQLContext } from '../../context';
import { editorResolver } from '../../editor-resolver';

export const mediaResolvers: Resolvers<GraphQLContext> = {
  Query: {
    mediaAssets: editorResolver((args, _editor, { media }) => media.list(args)),
  },
  Mutation: {
    updateMediaAsset: editorResolver((args, _editor, { media }) =>
      media.updateAlt(args.uid, args.alt),
    ),
    deleteMediaAsset: editorResolver(async (args, _editor, { media }) => {
      await media.delete(args.uid);
      return { result: true };
    }),
  },
};
