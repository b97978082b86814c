import type { Resolvers } from '@lumo/graphql/server';
import type { GraphQLContext } from '../../context';
import { editorResolver } from '../../editor-resolver';

/** Thin: who may call (editorResolver), then one service call with the raw input. */
export const builderPageResolvers: Resolvers<GraphQLContext> = {
  Query: {
    builderPage(_parent, args, context) {
      return context.services.builderPages.builderPage(
        context.storeView(),
        args.path,
        args.previewToken,
      );
    },
    siteFooter(_parent, _args, context) {
      return context.services.builderPages.siteFooter(context.storeView());
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
    publishBuilderPage: editorResolver((args, editor, { builderPagePublishing }) =>
      builderPagePublishing.publish(editor, args.input),
    ),
    restoreBuilderPageVersion: editorResolver((args, editor, { builderPagePublishing }) =>
      builderPagePublishing.restore(editor, args.input),
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
