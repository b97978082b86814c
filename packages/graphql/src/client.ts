import { print } from 'graphql';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';

/**
 * A GraphQL call's outcome, keeping network failures apart from GraphQL errors (Saleor's
 * storefront does the same): callers decide separately what a broken connection and a refused
 * operation mean for the user.
 */
export interface GraphQLErrorShape {
  message: string;
  path?: readonly (string | number)[];
  extensions?: { category?: string; code?: string; [key: string]: unknown };
}

export type GraphQLResult<TData> =
  | { kind: 'ok'; data: TData; headers: Headers }
  | { kind: 'graphql-error'; errors: GraphQLErrorShape[]; data: TData | null; headers: Headers }
  | { kind: 'network-error'; message: string; status?: number };

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
  let body: { data?: TData | null; errors?: GraphQLErrorShape[] };
  try {
    body = (await response.json()) as typeof body;
  } catch {
    return {
      kind: 'network-error',
      status: response.status,
      message: `Unexpected response (${response.status})`,
    };
  }
  if (body.errors?.length) {
    return {
      kind: 'graphql-error',
      errors: body.errors,
      data: body.data ?? null,
      headers: response.headers,
    };
  }
  if (!response.ok || body.data == null) {
    return {
      kind: 'network-error',
      status: response.status,
      message: `Request failed (${response.status})`,
    };
  }
  return { kind: 'ok', data: body.data, headers: response.headers };
}

/** The first GraphQL error's message, with the "GraphQL error: " prefix removed (SPEC §8). */
export function firstErrorMessage(errors: readonly GraphQLErrorShape[], fallback: string): string {
  const message = errors[0]?.message?.replace(/^GraphQL error: /, '');
  return message || fallback;
}
