import { cookies } from 'next/headers';
import type { StoreViewCode } from '@lumo/block-schema';
import { CustomerAgeVerificationDocument, executeGraphQL } from '@lumo/graphql';
import { apiGraphQLUrl } from '@/config/env';
import { CUSTOMER_TOKEN_COOKIE } from '@/features/graphql-proxy/forward-graphql';

/** SPEC §3.6's age verification state as the dashboard page shows it. */
export interface AgeVerificationState {
  isAgeVerificationEnabled: boolean;
  isCustomerQuoteAgeVerified: boolean;
  ageVerificationAreas: string[];
  ageVerificationMethods: string[];
  lastOutcome: 'PASS' | 'FAIL' | 'REFER' | null;
  attemptsLeft: number;
  /** The account's details, prefilled in the form (the check must be of the account holder). */
  person: { firstname: string; lastname: string; dateOfBirth: string };
}

export type AgeVerificationStateResult =
  | { kind: 'ok'; state: AgeVerificationState }
  | { kind: 'logged-out' }
  | { kind: 'unavailable'; message: string };

const TIMEOUT_MS = 8000;

/** The logged-in customer's state, asked with the customer_token cookie (never cached). */
export async function fetchAgeVerificationState(
  storeView: StoreViewCode,
  token: string | undefined,
  fetchImpl?: typeof fetch,
): Promise<AgeVerificationStateResult> {
  if (!token) return { kind: 'logged-out' };
  const result = await executeGraphQL(CustomerAgeVerificationDocument, {
    url: apiGraphQLUrl(),
    store: storeView,
    headers: { authorization: `Bearer ${token}` },
    signal: AbortSignal.timeout(TIMEOUT_MS),
    init: { cache: 'no-store' },
    fetchImpl,
  });
  if (result.kind === 'network-error') return { kind: 'unavailable', message: result.message };
  if (result.kind === 'graphql-error') {
    const category = result.errors[0]?.extensions?.category;
    if (category === 'graphql-authorization' || category === 'graphql-authentication') {
      return { kind: 'logged-out' };
    }
    return { kind: 'unavailable', message: result.errors[0]?.message ?? 'GraphQL error' };
  }
  const state = result.data.customerAgeVerification;
  const customer = result.data.customer;
  return {
    kind: 'ok',
    state: {
      isAgeVerificationEnabled: state.is_enabled,
      isCustomerQuoteAgeVerified: state.is_customer_quote_age_verified,
      ageVerificationAreas: state.areas,
      ageVerificationMethods: state.methods,
      lastOutcome: state.last_outcome ?? null,
      attemptsLeft: state.attempts_left,
      person: {
        firstname: customer?.firstname ?? '',
        lastname: customer?.lastname ?? '',
        dateOfBirth: customer?.date_of_birth ?? '',
      },
    },
  };
}

/** The request's customer token (httpOnly cookie; read on the server only). */
export async function customerTokenOfRequest(): Promise<string | undefined> {
  return (await cookies()).get(CUSTOMER_TOKEN_COOKIE)?.value || undefined;
}
