import type { Resolvers } from '@lumo/graphql/server';
import type { GraphQLContext } from '../../context';

export const trsResolvers: Resolvers<GraphQLContext> = {
  Query: {
    trsForm: (_parent, args, context) =>
      context.services.trs.form(context.storeView(), args.formCode),
  },
  Mutation: {
    submitTrsRegistration: (_parent, args, context) =>
      context.services.trs.submit(
        {
          storeView: context.storeView(),
          clientAddress: context.clientAddress,
          request: context.request,
        },
        args.formCode,
        args.values,
      ),
  },
};
