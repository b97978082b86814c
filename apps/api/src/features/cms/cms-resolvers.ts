import type { Resolvers } from '@lumo/graphql/server';
import type { GraphQLContext } from '../../context';

export const cmsResolvers: Resolvers<GraphQLContext> = {};
