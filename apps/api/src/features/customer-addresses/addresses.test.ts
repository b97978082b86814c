import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, firstError, gql, type TestApp } from '../../test/test-app';
import {
  asCustomer,
  CREATE_ADDRESS,
  CUSTOMER,
  DELETE_ADDRESS,
  registeredCustomer,
  UPDATE_ADDRESS,
} from '../customers/customer-test-calls';

const UK_ADDRESS = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  telephone: '+44 20 7946 0000',
  street: ['10 Downing Street', 'Westminster'],
  city: 'London',
  postcode: 'sw1a 2aa',
  country_code: 'GB',
};

const CA_ADDRESS = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  telephone: '+1 613 555 0100',
  street: ['24 Sussex Drive'],
  city: 'Ottawa',
  postcode: 'K1M 1M4',
  country_code: 'CA',
  region: { region_code: 'ON' },
};

describe('customer addresses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('creates, updates and deletes an address; the first one becomes the default', async () => {
    const { token } = await registeredCustomer(t.app, t.database, 'gr');
    const created = await asCustomer(t.app, token, 'gr', CREATE_ADDRESS, {
      input: { ...UK_ADDRESS, country_code: 'GR', postcode: '105 57', city: 'Athina' },
    });
    expect(created.errors).toBeUndefined();
    const address = created.data!.createCustomerAddress;
    expect(address).toMatchObject({
      postcode: '105 57',
      country_code: 'GR',
      street: ['10 Downing Street', 'Westminster'],
      default_billing: true,
      default_shipping: true,
      region: null,
    });
    const second = await asCustomer(t.app, token, 'gr', CREATE_ADDRESS, {
      input: {
        ...UK_ADDRESS,
        country_code: 'GR',
        postcode: '546 24',
        city: 'Thessaloniki',
        default_shipping: true,
      },
    });
    expect(second.data?.createCustomerAddress).toMatchObject({
      default_billing: false,
      default_shipping: true,
    });

    const updated = await asCustomer(t.app, token, 'gr', UPDATE_ADDRESS, {
      id: address.id,
      input: { city: 'Piraeus', postcode: '185 31', company: 'Analytical Engines' },
    });
    expect(updated.data?.updateCustomerAddress).toMatchObject({
      city: 'Piraeus',
      postcode: '185 31',
      company: 'Analytical Engines',
      firstname: 'Ada',
      default_billing: true,
      default_shipping: false,
    });

    const customer = await asCustomer(t.app, token, 'gr', CUSTOMER);
    expect(customer.data?.customer).toMatchObject({
      default_billing: String(address.id),
      default_shipping: String(second.data!.createCustomerAddress.id),
    });
    expect(customer.data?.customer.addresses).toHaveLength(2);

    const refused = await asCustomer(t.app, token, 'gr', DELETE_ADDRESS, { id: address.id });
    expect(firstError(refused).extensions?.category).toBe('graphql-input');
    await asCustomer(t.app, token, 'gr', UPDATE_ADDRESS, {
      id: second.data!.createCustomerAddress.id,
      input: { default_billing: true },
    });
    const deleted = await asCustomer(t.app, token, 'gr', DELETE_ADDRESS, { id: address.id });
    expect(deleted.data?.deleteCustomerAddress).toBe(true);
    const gone = await asCustomer(t.app, token, 'gr', DELETE_ADDRESS, { id: address.id });
    expect(firstError(gone)).toMatchObject({
      message: `Could not find a address with ID "${address.id}"`,
      extensions: { category: 'graphql-no-such-entity' },
    });
  });

  it('checks the postcode per country and the region against the directory', async () => {
    const { token } = await registeredCustomer(t.app, t.database, 'ca');
    const ok = await asCustomer(t.app, token, 'ca', CREATE_ADDRESS, { input: CA_ADDRESS });
    expect(ok.data?.createCustomerAddress.region).toEqual({
      region_code: 'ON',
      region: 'Ontario',
      region_id: 1009,
    });
    const byId = await asCustomer(t.app, token, 'ca', CREATE_ADDRESS, {
      input: { ...CA_ADDRESS, region: { region_id: 1011 } },
    });
    expect(byId.data?.createCustomerAddress.region.region_code).toBe('QC');

    const badPostcode = await asCustomer(t.app, token, 'ca', CREATE_ADDRESS, {
      input: { ...CA_ADDRESS, postcode: '90210' },
    });
    expect(firstError(badPostcode).extensions).toMatchObject({
      category: 'graphql-input',
      field: 'postcode',
      messageKey: 'account.errors.invalidPostcode',
    });
    const noRegion = await asCustomer(t.app, token, 'ca', CREATE_ADDRESS, {
      input: { ...CA_ADDRESS, region: null },
    });
    expect(firstError(noRegion).extensions).toMatchObject({
      field: 'region',
      messageKey: 'account.errors.regionRequired',
    });
    const badRegion = await asCustomer(t.app, token, 'ca', CREATE_ADDRESS, {
      input: { ...CA_ADDRESS, region: { region_code: 'ZZ' } },
    });
    expect(firstError(badRegion).extensions).toMatchObject({
      field: 'region',
      messageKey: 'account.errors.invalidRegion',
    });
    const otherRegion = await asCustomer(t.app, token, 'ca', CREATE_ADDRESS, {
      input: { ...CA_ADDRESS, region: { region_id: 2001 } },
    });
    expect(firstError(otherRegion).extensions).toMatchObject({ field: 'region' });
    // A country the store view does not ship to.
    const foreign = await asCustomer(t.app, token, 'ca', CREATE_ADDRESS, { input: UK_ADDRESS });
    expect(firstError(foreign).extensions).toMatchObject({ field: 'country_code' });
    const customer = await asCustomer(t.app, token, 'ca', CUSTOMER);
    expect(customer.data?.customer.addresses).toHaveLength(2);
  });

  it('takes the deprecated country_id', async () => {
    const { token } = await registeredCustomer(t.app, t.database, 'uk');
    const { country_code: _code, ...rest } = UK_ADDRESS;
    const created = await asCustomer(t.app, token, 'uk', CREATE_ADDRESS, {
      input: { ...rest, country_id: 'gb' },
    });
    expect(created.data?.createCustomerAddress).toMatchObject({
      country_code: 'GB',
      postcode: 'SW1A 2AA',
    });
  });

  it('needs a signed-in customer', async () => {
    const result = await gql(t.app, CREATE_ADDRESS, { input: UK_ADDRESS }, { store: 'uk' });
    expect(firstError(result).extensions?.category).toBe('graphql-authorization');
  });
});
