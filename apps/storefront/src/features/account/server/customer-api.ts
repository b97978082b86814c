import { graphQLResultOf, type GraphQLErrorShape, type GraphQLResult } from '@lumo/graphql/result';
import type { StoreViewCode } from '@lumo/block-schema';
import { apiGraphQLUrl } from '@/config/env';

/**
 * The storefront server's calls to the api's customer operations (ADR 0026). Only the server
 * calls the operations that carry or mint a token (`generateCustomerToken`,
 * `revokeCustomerToken`): it keeps the token in the httpOnly cookie and hands the browser
 * nothing but the outcome. Queries are plain operation strings (SDL names of
 * packages/graphql/schema/customer.graphql).
 */

const API_TIMEOUT_MS = 10_000;

export interface CustomerCallOptions {
  storeView: StoreViewCode;
  token?: string | null;
  variables?: Record<string, unknown>;
  /** The shopper's address as the storefront saw it (rate limits per client, ADR 0008). */
  forwardedFor?: string | null;
  fetchImpl?: typeof fetch;
}

export async function customerCall<TData>(
  query: string,
  options: CustomerCallOptions,
): Promise<GraphQLResult<TData>> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'application/graphql-response+json, application/json',
    Store: options.storeView,
  };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.forwardedFor) headers['x-forwarded-for'] = options.forwardedFor;
  let response: Response;
  try {
    response = await (options.fetchImpl ?? fetch)(apiGraphQLUrl(), {
      method: 'POST',
      headers,
      body: JSON.stringify({ query, variables: options.variables ?? {} }),
      cache: 'no-store',
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
    });
  } catch (error) {
    return { kind: 'network-error', message: (error as Error).message || 'Network request failed' };
  }
  return graphQLResultOf<TData>(response);
}

/** The first error's `extensions.field`, when the api named the input field it refused. */
export function errorField(error: GraphQLErrorShape | undefined): string | null {
  const field = error?.extensions?.field;
  return typeof field === 'string' && field.length > 0 && field.length < 100 ? field : null;
}

export const ADDRESS_FIELDS = `id firstname lastname street city postcode country_code telephone
  region { region region_code region_id } default_billing default_shipping`;

/** SPEC §3.3's queried fields plus the contract's extras (common brief). */
export const CUSTOMER_FIELDS = `firstname lastname prefix suffix gender date_of_birth email phone
  entity_id created_at is_subscribed confirmation_status is_age_verified
  addresses { ${ADDRESS_FIELDS} }
  communication { newsletter text post }
  referral { code share_url referral_amount { value currency } }`;

export const CUSTOMER_QUERY = `query AccountCustomer { customer { ${CUSTOMER_FIELDS} } }`;

export const LOGIN_MUTATION = `mutation AccountLogin($email: String!, $password: String!) {
  generateCustomerToken(email: $email, password: $password) { token }
}`;

export const LOGOUT_MUTATION = `mutation AccountLogout { revokeCustomerToken { result } }`;

export const REGISTER_MUTATION = `mutation AccountRegister($input: CustomerCreateInput!) {
  createCustomerV2(input: $input) { customer { email confirmation_status } }
}`;

export const CONFIRM_EMAIL_MUTATION = `mutation AccountConfirmEmail($input: ConfirmEmailInput!) {
  confirmEmail(input: $input) { customer { email firstname } }
}`;

export const RESEND_CONFIRMATION_MUTATION = `mutation AccountResendConfirmation($email: String!) {
  resendConfirmationEmail(email: $email)
}`;

export const REQUEST_RESET_MUTATION = `mutation AccountRequestReset($email: String!) {
  requestPasswordResetEmail(email: $email)
}`;

export const RESET_PASSWORD_MUTATION = `mutation AccountResetPassword(
  $email: String!, $resetPasswordToken: String!, $newPassword: String!
) {
  resetPassword(email: $email, resetPasswordToken: $resetPasswordToken, newPassword: $newPassword)
}`;

export const UPDATE_CUSTOMER_MUTATION = `mutation AccountUpdate($input: CustomerUpdateInput!) {
  updateCustomerV2(input: $input) { customer { ${CUSTOMER_FIELDS} } }
}`;

export const CHANGE_PASSWORD_MUTATION = `mutation AccountChangePassword(
  $currentPassword: String!, $newPassword: String!
) {
  changeCustomerPassword(currentPassword: $currentPassword, newPassword: $newPassword) { email }
}`;

export const CREATE_ADDRESS_MUTATION = `mutation AccountCreateAddress($input: CustomerAddressInput!) {
  createCustomerAddress(input: $input) { ${ADDRESS_FIELDS} }
}`;

export const UPDATE_ADDRESS_MUTATION = `mutation AccountUpdateAddress($id: Int!, $input: CustomerAddressInput) {
  updateCustomerAddress(id: $id, input: $input) { ${ADDRESS_FIELDS} }
}`;

export const DELETE_ADDRESS_MUTATION = `mutation AccountDeleteAddress($id: Int!) {
  deleteCustomerAddress(id: $id)
}`;

export const SUBSCRIBE_MUTATION = `mutation AccountSubscribe($email: String!) {
  subscribeEmailToNewsletter(email: $email) { status }
}`;

export const CONFIRM_NEWSLETTER_MUTATION = `mutation AccountConfirmNewsletter($id: ID!, $code: String!) {
  confirmNewsletterSubscription(id: $id, code: $code) { status }
}`;

export const UNSUBSCRIBE_MUTATION = `mutation AccountUnsubscribe($id: ID!, $code: String!) {
  unsubscribeFromNewsletter(id: $id, code: $code) { status }
}`;

export const AGE_VERIFICATION_CONFIG_QUERY = `query AccountAgeVerificationConfig {
  storeConfig { age_verification_enabled }
}`;

export interface CustomerAddress {
  id: number;
  firstname: string | null;
  lastname: string | null;
  street: (string | null)[] | null;
  city: string | null;
  postcode: string | null;
  country_code: string | null;
  telephone: string | null;
  region: { region: string | null; region_code: string | null; region_id: number | null } | null;
  default_billing: boolean | null;
  default_shipping: boolean | null;
}

export interface Customer {
  firstname: string;
  lastname: string;
  prefix: string | null;
  suffix: string | null;
  gender: number | null;
  date_of_birth: string | null;
  email: string;
  phone: string | null;
  entity_id: number;
  created_at: string | null;
  is_subscribed: boolean | null;
  confirmation_status: string | null;
  is_age_verified: boolean;
  addresses: CustomerAddress[] | null;
  communication: { newsletter: boolean; text: boolean; post: boolean };
  referral: {
    code: string;
    share_url: string;
    referral_amount: { value: number | null; currency: string | null };
  };
}
