import type { Resolvers } from '@lumo/graphql/server';
import type { GraphQLContext } from '../../context';

export const directoryResolvers: Resolvers<GraphQLContext> = {};
