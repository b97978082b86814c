import { createHash, randomBytes } from 'node:crypto';
import type { StoreViewCode } from '@lumo/block-schema';
import type { Database } from '../../db/database';
import { customers, customerTokens } from '../../db/schema';

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

/**
 * A customer with a live token, written straight to the customers tables (interim: the customers
 * feature's createCustomerV2 and generateCustomerToken replace this once merged).
 */
export async function insertCustomerWithToken(
  db: Database,
  person: { firstname: string; lastname: string; dob?: string; storeView?: StoreViewCode },
  now: Date,
): Promise<TestCustomer> {
  const storeView = person.storeView ?? 'uk';
  const [row] = await db
    .insert(customers)
    .values({
      storeView,
      email: `${randomBytes(4).toString('hex')}@example.test`,
      passwordHash: 'not-a-real-hash',
      firstname: person.firstname,
      lastname: person.lastname,
      dateOfBirth: person.dob ?? null,
      referralCode: randomBytes(4).toString('hex').toUpperCase(),
    })
    .returning({ id: customers.id });
  const token = randomBytes(32).toString('base64url');
  await db.insert(customerTokens).values({
    tokenHash: createHash('sha256').update(token).digest('hex'),
    customerId: row!.id,
    storeView,
    // Two days: the attempt-limit test moves the clock a day on.
    expiresAt: new Date(now.getTime() + 48 * 3_600_000),
  });
  return { id: row!.id, token, firstname: person.firstname, lastname: person.lastname };
}

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
