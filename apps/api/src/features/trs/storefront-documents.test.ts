import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CustomerAgeVerificationDocument,
  SubmitTrsRegistrationDocument,
  TrsFormDocument,
  VerifyCustomerAgeDocument,
} from '@lumo/graphql';
import { createTestApp, type TestApp } from '../../test/test-app';
import { AGE_TEST_CONFIG, testCustomer } from '../age-verification/age-verification-test-calls';
import { call } from './trs-test-calls';

/** The storefront's own TRS and age verification documents (packages/graphql/operations). */
describe("the storefront's TRS and age verification operations against the api", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: AGE_TEST_CONFIG });
  });
  afterAll(() => t.close());

  it('run without errors', async () => {
    const form = await call(t.app, print(TrsFormDocument), { formCode: 'retailer' });
    expect(form.errors).toBeUndefined();
    const submitted = await call(t.app, print(SubmitTrsRegistrationDocument), {
      formCode: 'retailer',
      values: {
        company: 'Corner Shop',
        contactName: 'Sam',
        email: 'sam@corner.test',
        shopType: 'vape',
        over18: true,
      },
    });
    expect(submitted.errors).toBeUndefined();

    const ada = await testCustomer(t, { firstname: 'Ada', lastname: 'Lovelace' });
    const headers = { authorization: `Bearer ${ada.token}` };
    const state = await call(t.app, print(CustomerAgeVerificationDocument), {}, { headers });
    expect(state.errors).toBeUndefined();
    expect(state.data?.customer.date_of_birth).toBe('1990-05-17');
    const verified = await call(
      t.app,
      print(VerifyCustomerAgeDocument),
      {
        input: {
          method: 'document',
          firstname: 'Ada',
          lastname: 'Lovelace',
          date_of_birth: '1990-05-17',
          street: '1 High Street',
          city: 'London',
          postcode: 'SW1A 1AA',
          country_code: 'GB',
          document_type: 'driving_licence',
          document_number: 'LOVEL905170A99',
        },
      },
      { headers },
    );
    expect(verified.data?.verifyCustomerAge.outcome).toBe('PASS');
  });
});
