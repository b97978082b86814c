import type { Resolvers } from '@lumo/graphql/server';
import type { GraphQLContext } from '../../context';

export const cmsResolvers: Resolvers<GraphQLContext> = {
  Query: {
    cmsPage: (_parent, args, context) => context.services.cms.page(context.storeView(), args),
    cmsBlocks: (_parent, args, context) =>
      context.services.cms.blocks(context.storeView(), args.identifiers),
    faqCategories: (_parent, _args, context) =>
      context.services.cms.faqCategories(context.storeView()),
    faqQuestion: (_parent, args, context) =>
      context.services.cms.faqQuestion(context.storeView(), args.id),
    faqSearch: (_parent, args, context) =>
      context.services.cms.faqSearch(context.storeView(), args),
  },
};
