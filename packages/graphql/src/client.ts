import { print } from 'graphql';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { graphQLResultOf, type GraphQLErrorShape, type GraphQLResult } from './result';

export type { GraphQLErrorShape, GraphQLResult } from './result';

export interface ExecuteOptions<TVariables> {
  /** Absolute URL of the GraphQL endpoint. */
  url: string;
  variables?: TVariables;
  /** Store view code sent as Magento's `Store` header. */
  store?: string;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Extra fetch init (e.g. Next.js `next: { tags }` or `cache`). */
  init?: RequestInit & Record<string, unknown>;
  fetchImpl?: typeof fetch;
}

export async function executeGraphQL<TData, TVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  options: ExecuteOptions<TVariables>,
): Promise<GraphQLResult<TData>> {
  const { url, variables, store, headers, signal, init, fetchImpl = fetch } = options;
  let response: Response;
  try {
    response = await fetchImpl(url, {
      ...init,
      method: 'POST',
      signal,
      headers: {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json, application/json',
        ...(store ? { Store: store } : {}),
        ...headers,
      },
      body: JSON.stringify({ query: print(document), variables: variables ?? {} }),
    });
  } catch (error) {
    return { kind: 'network-error', message: (error as Error).message || 'Network request failed' };
  }
  return graphQLResultOf<TData>(response);
}

/** The first GraphQL error's message, with the "GraphQL error: " prefix removed (SPEC §8). */
export function firstErrorMessage(errors: readonly GraphQLErrorShape[], fallback: string): string {
  const message = errors[0]?.message?.replace(/^GraphQL error: /, '');
  return message || fallback;
}
