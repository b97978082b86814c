import type { StoreViewCode } from '@lumo/block-schema';
import type { TestApp } from '../../test/test-app';
import { registeredCustomer } from '../customers/customer-test-calls';

/** GraphQL operations and fixtures the age verification tests share (not a test file). */

export const AGE_STATE = /* GraphQL */ `
  query AgeState {
    customerAgeVerification {
      is_enabled
      is_customer_quote_age_verified
      areas
      methods
      last_outcome
      attempts_left
    }
  }
`;

export const VERIFY_AGE = /* GraphQL */ `
  mutation VerifyAge($input: VerifyCustomerAgeInput!) {
    verifyCustomerAge(input: $input) {
      outcome
      reference
      is_age_verified
    }
  }
`;

export interface TestCustomer {
  id: number;
  token: string;
  firstname: string;
  lastname: string;
}

/** Registers (createCustomerV2) and signs in (generateCustomerToken) through the customers feature. */
export async function testCustomer(
  t: TestApp,
  person: { firstname: string; lastname: string; dob?: string; storeView?: StoreViewCode },
): Promise<TestCustomer> {
  const { id, token } = await registeredCustomer(t.app, t.database, person.storeView ?? 'uk', {
    firstname: person.firstname,
    lastname: person.lastname,
    date_of_birth: person.dob ?? '1990-05-17',
  });
  return { id, token, firstname: person.firstname, lastname: person.lastname };
}

/** Sessions outlive the attempt-limit test's day; registrations are not limited. */
export const AGE_TEST_CONFIG = { customerSessionMs: 48 * 3_600_000, rateLimitScale: 1000 };

export const personInput = (
  customer: Pick<TestCustomer, 'firstname' | 'lastname'>,
  overrides: Record<string, unknown> = {},
) => ({
  method: 'electoral_roll',
  firstname: customer.firstname,
  lastname: customer.lastname,
  date_of_birth: '1990-05-17',
  street: '1 High Street',
  city: 'London',
  postcode: 'SW1A 1AA',
  country_code: 'GB',
  ...overrides,
});
