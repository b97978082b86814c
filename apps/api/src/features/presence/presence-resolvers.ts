import type { Resolvers } from '@lumo/graphql/server';
import type { GraphQLContext } from '../../context';
import { editorResolver } from '../../editor-resolver';

export const presenceResolvers: Resolvers<GraphQLContext> = {
  Query: {
    builderPagePresence: editorResolver(async (args, editor, { builderPages, presence }) => {
      const page = await builderPages.pageForUid(args.page_uid);
      return presence.others(page.id, editor);
    }),
  },
  Mutation: {
    touchBuilderPagePresence: editorResolver(async (args, editor, { builderPages, presence }) => {
      const page = await builderPages.pageForUid(args.page_uid);
      return presence.touch(page.id, editor);
    }),
  },
};
