import {
  executeGraphQL,
  type AccountAddressFieldsFragment,
  type AccountCustomerFieldsFragment,
} from '@lumo/graphql';
import type { GraphQLErrorShape, GraphQLResult } from '@lumo/graphql/result';
import type { StoreViewCode } from '@lumo/block-schema';
import { apiGraphQLUrl } from '@/config/env';
import { CAPTCHA_HEADER } from '@/features/captcha/captcha-token';
import type { OperationDocument } from '@/lib/api/storefront-graphql';

/**
 * The storefront server's calls to the api's customer operations (ADR 0026). Only the server
 * calls the operations that carry or mint a token (`generateCustomerToken`,
 * `revokeCustomerToken`): it keeps the token in the httpOnly cookie and hands the browser
 * nothing but the outcome. The operations are the generated documents of
 * packages/graphql/operations/storefront/account (one per `.graphql` file).
 */

const API_TIMEOUT_MS = 10_000;

export interface CustomerCallOptions<TVariables> {
  storeView: StoreViewCode;
  token?: string | null;
  variables?: TVariables;
  /** The shopper's address as the storefront saw it (rate limits per client, ADR 0008). */
  forwardedFor?: string | null;
  /** The form's CAPTCHA token, sent as the `X-ReCaptcha` header (ADR 0027); never logged. */
  recaptcha?: string | null;
  fetchImpl?: typeof fetch;
}

/** Longer than any reCAPTCHA token; a bigger value is not forwarded. */
const MAX_CAPTCHA_TOKEN_LENGTH = 4096;

export async function customerCall<TData, TVariables>(
  document: OperationDocument<TData, TVariables>,
  options: CustomerCallOptions<TVariables>,
): Promise<GraphQLResult<TData>> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.forwardedFor) headers['x-forwarded-for'] = options.forwardedFor;
  if (options.recaptcha && options.recaptcha.length <= MAX_CAPTCHA_TOKEN_LENGTH) {
    headers[CAPTCHA_HEADER] = options.recaptcha;
  }
  return executeGraphQL(document, {
    url: apiGraphQLUrl(),
    store: options.storeView,
    variables: options.variables,
    headers,
    init: { cache: 'no-store' },
    signal: AbortSignal.timeout(API_TIMEOUT_MS),
    fetchImpl: options.fetchImpl,
  });
}

/** The first error's `extensions.field`, when the api named the input field it refused. */
export function errorField(error: GraphQLErrorShape | undefined): string | null {
  const field = error?.extensions?.field;
  return typeof field === 'string' && field.length > 0 && field.length < 100 ? field : null;
}

/** The account's customer as the account pages read it (fragment AccountCustomerFields). */
export type Customer = AccountCustomerFieldsFragment;
/** One saved address (fragment AccountAddressFields). */
export type CustomerAddress = AccountAddressFieldsFragment;
