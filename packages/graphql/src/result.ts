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

/**
 * Reads a GraphQL response into a result: GraphQL errors when the body names any, a network
 * error when the body is not JSON or the status or data say the call did not happen. Free of the
 * `graphql` package, so the browser's fetcher uses it too.
 */
export async function graphQLResultOf<TData>(response: Response): Promise<GraphQLResult<TData>> {
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
