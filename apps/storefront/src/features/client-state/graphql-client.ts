import { graphQLResultOf, type GraphQLResult } from '@lumo/graphql/result';
import { createRegistry } from './registry';

/**
 * The browser's one GraphQL fetcher: same-origin POST /graphql (the storefront forwards it with the
 * customer's cookie), returning `@lumo/graphql`'s result shape. Queries are plain strings: the
 * `graphql` package (print, parse) stays out of the browser bundle. Every response's SPEC §7
 * headers are handed to the subscribers of `responseHeaders` (session expiry, country restriction).
 */

export const GRAPHQL_PATH = '/graphql';

/** Called with every response's headers. */
export const responseHeaders = createRegistry<[Headers]>('Response header handler');

/** Queries running now: the cache clean waits until none run (SPEC §7). */
let running = 0;
export function runningQueries(): number {
  return running;
}

export interface ClientGraphQLOptions {
  storeView: string;
  variables?: Record<string, unknown>;
  signal?: AbortSignal;
  /** Extra request headers (X-ReCaptcha of a protected form, ADR 0027). */
  headers?: Record<string, string>;
  fetchImpl?: typeof fetch;
}

export async function clientGraphQL<TData>(
  query: string,
  options: ClientGraphQLOptions,
): Promise<GraphQLResult<TData>> {
  const { storeView, variables = {}, signal, headers = {}, fetchImpl = fetch } = options;
  running += 1;
  try {
    let response: Response;
    try {
      response = await fetchImpl(GRAPHQL_PATH, {
        method: 'POST',
        credentials: 'same-origin',
        signal,
        headers: {
          'content-type': 'application/json',
          accept: 'application/graphql-response+json, application/json',
          ...headers,
          Store: storeView,
        },
        body: JSON.stringify({ query, variables }),
      });
    } catch (error) {
      return {
        kind: 'network-error',
        message: (error as Error).message || 'Network request failed',
      };
    }
    await responseHeaders.run(response.headers);
    return await graphQLResultOf<TData>(response);
  } finally {
    running -= 1;
  }
}
