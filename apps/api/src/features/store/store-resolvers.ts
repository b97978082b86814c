import type { Resolvers } from '@lumo/graphql/server';
import type { GraphQLContext } from '../../context';
import { notFoundError } from '../../errors';

export const storeResolvers: Resolvers<GraphQLContext> = {
  Query: {
    async storeConfig(_parent, _args, context) {
      const code = context.storeView();
      const row = await context.services.store.get(code);
      if (!row) throw notFoundError(`Store view ${code} is not configured.`);
      return context.services.store.toStoreConfig(row);
    },
    async availableStores(_parent, _args, context) {
      // Validates the Store header like every store-scoped query; all views share one website.
      context.storeView();
      const rows = await context.services.store.list();
      return rows.map((row) => context.services.store.toStoreConfig(row));
    },
  },
};
