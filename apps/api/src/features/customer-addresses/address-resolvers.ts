import type { Resolvers } from '@lumo/graphql/server';
import type { GraphQLContext } from '../../context';
import { customerResolver } from '../customers/customer-resolvers';

export const addressResolvers: Resolvers<GraphQLContext> = {
  Mutation: {
    createCustomerAddress: customerResolver((args: { input: unknown }, session, services) =>
      services.customerAddresses.create(session, args.input),
    ),
    updateCustomerAddress: customerResolver(
      (args: { id: number; input?: unknown }, session, services) =>
        services.customerAddresses.update(session, args.id, args.input),
    ),
    deleteCustomerAddress: customerResolver((args: { id: number }, session, services) =>
      services.customerAddresses.delete(session, args.id),
    ),
  },
};
