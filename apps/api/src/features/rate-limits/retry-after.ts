import type { ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { RequestInfo } from '../../context';
import { TOO_MANY_ATTEMPTS } from './rate-limiter';

/**
 * Adds the HTTP `Retry-After` header (seconds) when an operation was refused by a rate limit;
 * the error itself carries the same number in `extensions.retryAfter`.
 */
export function useRetryAfterHeader(): Plugin<RequestInfo> {
  return {
    onExecute({ args }) {
      const info = args.contextValue as RequestInfo;
      return {
        onExecuteDone({ result }) {
          if (!('errors' in result)) return;
          const seconds = ((result as ExecutionResult).errors ?? [])
            .filter((error) => error.extensions?.code === TOO_MANY_ATTEMPTS)
            .map((error) => Number(error.extensions?.retryAfter))
            .filter((value) => Number.isFinite(value) && value > 0);
          if (seconds.length) info.responseHeaders.set('retry-after', String(Math.max(...seconds)));
        },
      };
    },
  };
}
