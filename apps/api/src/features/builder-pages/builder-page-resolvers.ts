import type { Resolvers } from '@lumo/graphql/server';
import type { GraphQLContext } from '../../context';
import { editorResolver } from '../../editor-resolver';

export const builderPageResolvers: Resolvers<GraphQLContext> = {
  Query: {
    builderPage(_parent, args, context) {
      return context.services.builderPages.builderPage(
        context.storeView(),
        args.path,
        args.previewToken,
      );
    },
    builderPages: editorResolver((args, _editor, { builderPages }) =>
      builderPages.list(args.store_code),
    ),
    builderPageDraft: editorResolver((args, _editor, { builderPages }) =>
      builderPages.draft(args.store_code, args.path),
    ),
    builderPageVersions: editorResolver((args, _editor, { builderPages }) =>
      builderPages.versions(args.page_uid),
    ),
  },
  Mutation: {
    createBuilderPage: editorResolver((args, editor, { builderPages }) =>
      builderPages.create(editor, args.input),
    ),
    saveBuilderPageDraft: editorResolver((args, editor, { builderPages }) =>
      builderPages.saveDraft(editor, args.input),
    ),
    publishBuilderPage: editorResolver((args, editor, { builderPages }) =>
      builderPages.publish(editor, args.input),
    ),
    scheduleBuilderPagePublish: editorResolver((args, editor, { builderPages }) =>
      builderPages.schedule(editor, args.input),
    ),
    cancelScheduledBuilderPagePublish: editorResolver((args, _editor, { builderPages }) =>
      builderPages.cancelSchedule(args.page_uid),
    ),
    restoreBuilderPageVersion: editorResolver((args, editor, { builderPages }) =>
      builderPages.restore(editor, args.input),
    ),
    moveBuilderPage: editorResolver((args, editor, { builderPages }) =>
      builderPages.move(editor, args.input),
    ),
    duplicateBuilderPage: editorResolver((args, editor, { builderPages }) =>
      builderPages.duplicate(editor, args.input),
    ),
    deleteBuilderPage: editorResolver(async (args, _editor, { builderPages }) => {
      await builderPages.delete(args.page_uid);
      return { result: true };
    }),
    createBuilderPreviewToken: editorResolver((args, _editor, { builderPages }) =>
      builderPages.createPreviewToken(args.page_uid),
    ),
  },
};
