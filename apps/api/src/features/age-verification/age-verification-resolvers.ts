import type { Resolvers } from '@lumo/graphql/server';
import type { GraphQLContext } from '../../context';
import { currentCustomerId } from './current-customer';

export const ageVerificationResolvers: Resolvers<GraphQLContext> = {
  Query: {
    customerAgeVerification: async (_parent, _args, context) =>
      context.services.ageVerification.state(await currentCustomerId(context), context.storeView()),
  },
  Mutation: {
    verifyCustomerAge: async (_parent, args, context) =>
      context.services.ageVerification.verify(
        await currentCustomerId(context),
        context.storeView(),
        args.input,
      ),
  },
};
