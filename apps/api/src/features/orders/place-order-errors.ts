import { GraphQLError, type ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/**
 * Magento 2.4.9 reports a refused placeOrder twice: in PlaceOrderOutput.errors and as a top-level
 * GraphQL error (graphql-input, with the code). The resolver returns the output and records the
 * error here; this plugin appends it to the response's errors.
 */
const pending = new WeakMap<object, GraphQLError[]>();

export function reportTopLevel(context: object, error: GraphQLError): void {
  const list = pending.get(context) ?? [];
  list.push(error);
  pending.set(context, list);
}

export function usePlaceOrderErrors(): Plugin {
  return {
    onExecute({ args }) {
      const context = args.contextValue as object;
      return {
        onExecuteDone({ result, setResult }) {
          const extra = pending.get(context);
          if (!extra?.length || !('data' in result || 'errors' in result)) return;
          pending.delete(context);
          const single = result as ExecutionResult;
          setResult({ ...single, errors: [...(single.errors ?? []), ...extra] });
        },
      };
    },
  };
}
