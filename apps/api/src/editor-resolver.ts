import type { GraphQLContext, Services } from './context';
import type { EditorRow } from './db/schema';

/**
 * A resolver that only a signed-in editor may call: it checks the editor first (Magento's
 * graphql-authorization error otherwise), then runs with the arguments, the editor and the services.
 */
export function editorResolver<TArgs, TResult>(
  run: (args: TArgs, editor: EditorRow, services: Services) => Promise<TResult>,
) {
  return async (_parent: unknown, args: TArgs, context: GraphQLContext): Promise<TResult> =>
    run(args, await context.requireEditor(), context.services);
}
