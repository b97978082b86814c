import type { Resolvers } from '@lumo/graphql/server';
import type { GraphQLContext } from '../../context';

export const builderPageResolvers: Resolvers<GraphQLContext> = {
  Query: {
    builderPage(_parent, args, context) {
      return context.services.builderPages.builderPage(
        context.storeView(),
        args.path,
        args.previewToken,
      );
    },
    async builderPages(_parent, args, context) {
      await context.requireEditor();
      return context.services.builderPages.list(args.store_code);
    },
    async builderPageDraft(_parent, args, context) {
      await context.requireEditor();
      return context.services.builderPages.draft(args.store_code, args.path);
    },
    async builderPageVersions(_parent, args, context) {
      await context.requireEditor();
      return context.services.builderPages.versions(args.page_uid);
    },
  },
  Mutation: {
    async createBuilderPage(_parent, args, context) {
      const actor = await context.requireEditor();
      return context.services.builderPages.create(actor, args.input);
    },
    async saveBuilderPageDraft(_parent, args, context) {
      const actor = await context.requireEditor();
      return context.services.builderPages.saveDraft(actor, args.input);
    },
    async publishBuilderPage(_parent, args, context) {
      const actor = await context.requireEditor();
      return context.services.builderPages.publish(actor, args.input);
    },
    async scheduleBuilderPagePublish(_parent, args, context) {
      const actor = await context.requireEditor();
      return context.services.builderPages.schedule(actor, args.input);
    },
    async cancelScheduledBuilderPagePublish(_parent, args, context) {
      await context.requireEditor();
      return context.services.builderPages.cancelSchedule(args.page_uid);
    },
    async restoreBuilderPageVersion(_parent, args, context) {
      const actor = await context.requireEditor();
      return context.services.builderPages.restore(actor, args.input);
    },
    async moveBuilderPage(_parent, args, context) {
      const actor = await context.requireEditor();
      return context.services.builderPages.move(actor, args.input);
    },
    async duplicateBuilderPage(_parent, args, context) {
      const actor = await context.requireEditor();
      return context.services.builderPages.duplicate(actor, args.input);
    },
    async deleteBuilderPage(_parent, args, context) {
      await context.requireEditor();
      await context.services.builderPages.delete(args.page_uid);
      return { result: true };
    },
    async createBuilderPreviewToken(_parent, args, context) {
      await context.requireEditor();
      return context.services.builderPages.createPreviewToken(args.page_uid);
    },
  },
};
