import type { Resolvers, ResolversTypes } from '@lumo/graphql/server';
import type { GraphQLContext } from '../../context';
import type { RoutedEntity } from './url-rewrite-service';

/**
 * route()'s products and categories are the catalogue's sources (the parents its field resolvers
 * complete), not the generated output types; GraphQL picks the concrete type by __typename.
 */
const asRoutable = (entity: RoutedEntity | null) =>
  entity as unknown as ResolversTypes['RoutableInterface'];

export const urlRewriteResolvers: Resolvers<GraphQLContext> = {
  Query: {
    route: async (_parent, args, context) =>
      asRoutable(
        await context.services.urlRewrites.route(
          context.storeView(),
          args.url,
          context.services.catalog,
          context.clock.now(),
        ),
      ),
    urlResolver: (_parent, args, context) =>
      context.services.urlRewrites.urlResolver(context.storeView(), args.url, context.clock.now()),
    jtiHeadlessUrl: (_parent, args, context) =>
      context.services.urlRewrites.jtiHeadlessUrl(
        context.storeView(),
        args.url,
        args.storeId,
        context.clock.now(),
      ),
    jtiHeadlessUrls: (_parent, args, context) =>
      context.services.urlRewrites.jtiHeadlessUrls(
        context.storeView(),
        args.urls,
        args.storeId,
        context.clock.now(),
      ),
  },
};
