import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, firstError, gql, type TestApp } from '../../test/test-app';

const STORE_CONFIG = /* GraphQL */ `
  query {
    storeConfig {
      store_code
      store_name
      locale
      base_currency_code
      country_id
      path_prefix
      minimum_age
      federal_vaping_rules
      nicotine_warning
      max_nicotine_mg_ml
      is_default_store
      use_store_in_url
      base_url
    }
  }
`;

describe('store views', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('serves the uk store view when no Store header is sent', async () => {
    const result = await gql(t.app, STORE_CONFIG);
    expect(result.errors).toBeUndefined();
    expect(result.data?.storeConfig).toMatchObject({
      store_code: 'uk',
      country_id: 'GB',
      base_currency_code: 'GBP',
      path_prefix: '',
      minimum_age: 18,
      federal_vaping_rules: false,
      nicotine_warning: 'This product contains nicotine which is a highly addictive substance',
      max_nicotine_mg_ml: 20,
      is_default_store: true,
      use_store_in_url: false,
      base_url: 'http://127.0.0.1:3000/',
    });
  });

  it('selects the store view named by the Store header', async () => {
    const us = await gql(t.app, STORE_CONFIG, {}, { store: 'us' });
    expect(us.data?.storeConfig).toMatchObject({
      store_code: 'us',
      minimum_age: 21,
      federal_vaping_rules: true,
      max_nicotine_mg_ml: null,
      nicotine_warning:
        'WARNING: This product contains nicotine. Nicotine is an addictive chemical.',
      path_prefix: '/us',
      base_url: 'http://127.0.0.1:3000/us/',
    });
    const ca = await gql(t.app, STORE_CONFIG, {}, { store: 'ca' });
    expect(ca.data?.storeConfig).toMatchObject({ minimum_age: 19, base_currency_code: 'CAD' });
  });

  it('refuses an unknown store code as graphql-input', async () => {
    const result = await gql(t.app, STORE_CONFIG, {}, { store: 'default' });
    const error = firstError(result);
    expect(error.extensions?.category).toBe('graphql-input');
    expect(error.message).toContain('default');
  });

  it('lists all seven store views in order', async () => {
    const result = await gql(t.app, '{ availableStores { store_code locale path_prefix } }');
    expect(
      result.data?.availableStores.map((store: { store_code: string }) => store.store_code),
    ).toEqual(['uk', 'gr', 'ie', 'eu', 'ca', 'ch', 'us']);
  });

  it('answers the health check', async () => {
    const response = await t.app.fetch(new Request('http://localhost:4000/health'));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });
});
