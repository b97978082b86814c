import type { Resolvers } from '@lumo/graphql/server';
import type { GraphQLContext } from '../../context';
import { editorResolver } from '../../editor-resolver';

export const schedulerResolvers: Resolvers<GraphQLContext> = {
  Mutation: {
    scheduleBuilderPagePublish: editorResolver((args, editor, { scheduledPublishing }) =>
      scheduledPublishing.schedule(editor, args.input),
    ),
    cancelScheduledBuilderPagePublish: editorResolver((args, _editor, { scheduledPublishing }) =>
      scheduledPublishing.cancel(args.page_uid),
    ),
  },
};
