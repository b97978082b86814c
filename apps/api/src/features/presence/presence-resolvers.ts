import type { Resolvers } from '@lumo/graphql/server';
import type { GraphQLContext } from '../../context';

export const presenceResolvers: Resolvers<GraphQLContext> = {
  Query: {
    async builderPagePresence(_parent, args, context) {
      const editor = await context.requireEditor();
      const page = await context.services.builderPages.pageForUid(args.page_uid);
      return context.services.presence.others(page.id, editor);
    },
  },
  Mutation: {
    async touchBuilderPagePresence(_parent, args, context) {
      const editor = await context.requireEditor();
      const page = await context.services.builderPages.pageForUid(args.page_uid);
      return context.services.presence.touch(page.id, editor);
    },
  },
};
