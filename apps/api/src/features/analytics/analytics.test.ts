import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createTestApp, gql, type TestApp } from '../../test/test-app';
import { DEFAULT_LIST_NAMES, parseAnalyticsOverrides } from './analytics-settings';

const SETTINGS = /* GraphQL */ `
  query {
    analyticsSettings(storeId: 1) {
      account_id
      container_id
      type
      anonymize
      experiments
      cookie_restriction_mode
      current_website
      cookie_name
      list_names {
        catalog
        crosssell
        upsell
        related
        search
        promotions
      }
    }
  }
`;

describe('analytics settings (SPEC §3.6, §7)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      config: {
        analytics: parseAnalyticsOverrides(
          JSON.stringify({
            gr: {
              type: 'TAG_MANAGER',
              container_id: 'GTM-ABC123',
              list_names: { search: 'Αναζήτηση' },
            },
          }),
        ),
      },
    });
  });
  afterAll(() => t.close());

  it('names no account by default, so nothing loads, and asks for consent first', async () => {
    const result = await gql(t.app, SETTINGS, {}, { store: 'uk' });
    expect(result.errors).toBeUndefined();
    expect(result.data?.analyticsSettings).toEqual({
      account_id: '',
      container_id: '',
      type: 'GA4',
      anonymize: true,
      experiments: false,
      cookie_restriction_mode: true,
      current_website: 1,
      cookie_name: 'cookieConsent',
      list_names: DEFAULT_LIST_NAMES,
    });
  });

  it('serves the store view its own configured container, keeping the other seed values', async () => {
    const result = await gql(t.app, SETTINGS, {}, { store: 'gr' });
    expect(result.data?.analyticsSettings).toMatchObject({
      type: 'TAG_MANAGER',
      container_id: 'GTM-ABC123',
      account_id: '',
      cookie_restriction_mode: true,
      list_names: { ...DEFAULT_LIST_NAMES, search: 'Αναζήτηση' },
    });
  });

  it('refuses an unknown store view like every store-scoped query', async () => {
    const result = await gql(t.app, SETTINGS, {}, { store: 'xx' });
    expect(result.errors?.[0]?.extensions?.category).toBe('graphql-input');
  });
});

describe('ANALYTICS_SETTINGS', () => {
  it('is read from the environment', () => {
    const config = loadConfig({
      ANALYTICS_SETTINGS: '{"uk":{"account_id":"G-TEST123","anonymize":false}}',
    });
    expect(config.analytics).toEqual({ uk: { account_id: 'G-TEST123', anonymize: false } });
  });

  it('refuses text that is not JSON, unknown store views and ids that are not ids', () => {
    expect(() => parseAnalyticsOverrides('{')).toThrow('ANALYTICS_SETTINGS is not JSON');
    expect(() => parseAnalyticsOverrides('{"zz":{}}')).toThrow(/Invalid environment/);
    expect(() => parseAnalyticsOverrides('{"uk":{"account_id":"<script>"}}')).toThrow(
      /ANALYTICS_SETTINGS\.uk\.account_id/,
    );
    expect(() => parseAnalyticsOverrides('{"uk":{"tracking":"x"}}')).toThrow(/Invalid environment/);
  });
});
