import type { App } from '../../app';
import type { GraphQLResponse } from '../../test/test-app';

/** GraphQL operations and a header-carrying call the TRS and age verification tests share. */

export const TRS_FORM = /* GraphQL */ `
  query TrsForm($formCode: String!) {
    trsForm(formCode: $formCode) {
      form_code
      definition
    }
  }
`;

export const SUBMIT_TRS = /* GraphQL */ `
  mutation SubmitTrs($formCode: String!, $values: JSON!) {
    submitTrsRegistration(formCode: $formCode, values: $values) {
      result
    }
  }
`;

/** Like test-app's gql, with any request headers (X-ReCaptcha, Authorization, Store). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function call<TData = Record<string, any>>(
  app: App,
  query: string,
  variables: Record<string, unknown> = {},
  options: { headers?: Record<string, string>; remoteAddress?: string } = {},
): Promise<GraphQLResponse<TData>> {
  const response = await app.fetch(
    new Request('http://localhost:4000/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...options.headers },
      body: JSON.stringify({ query, variables }),
    }),
    { remoteAddress: options.remoteAddress ?? '203.0.113.7' },
  );
  const body = (await response.json()) as Omit<GraphQLResponse<TData>, 'status' | 'headers'>;
  return { status: response.status, headers: response.headers, ...body };
}
