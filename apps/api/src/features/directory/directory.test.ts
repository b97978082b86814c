import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, firstError, gql, type TestApp } from '../../test/test-app';

const COUNTRIES = /* GraphQL */ `
  query {
    countries {
      id
      two_letter_abbreviation
      three_letter_abbreviation
      full_name_locale
      full_name_english
      available_regions {
        id
        code
        name
      }
    }
  }
`;

const COUNTRY = /* GraphQL */ `
  query Country($id: String) {
    country(id: $id) {
      id
      three_letter_abbreviation
      full_name_english
      full_name_locale
      available_regions {
        id
        code
        name
      }
    }
  }
`;

const CURRENCY = /* GraphQL */ `
  query {
    currency {
      base_currency_code
      base_currency_symbol
      default_display_currency_code
      default_display_currency_symbol
      available_currency_codes
      exchange_rates {
        currency_to
        rate
      }
    }
  }
`;

interface CountryResult {
  id: string;
  two_letter_abbreviation: string;
  three_letter_abbreviation: string;
  full_name_locale: string;
  full_name_english: string;
  available_regions: { id: number; code: string; name: string }[] | null;
}

describe('directory', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const countriesOf = async (store: string) => {
    const result = await gql<{ countries: CountryResult[] }>(t.app, COUNTRIES, {}, { store });
    expect(result.errors).toBeUndefined();
    return result.data?.countries ?? [];
  };

  it('lists only the United Kingdom in the uk store view', async () => {
    expect(await countriesOf('uk')).toEqual([
      {
        id: 'GB',
        two_letter_abbreviation: 'GB',
        three_letter_abbreviation: 'GBR',
        full_name_locale: 'United Kingdom',
        full_name_english: 'United Kingdom',
        available_regions: null,
      },
    ]);
  });

  it('names Greece in Greek in the gr store view', async () => {
    const [greece] = await countriesOf('gr');
    expect(greece).toMatchObject({
      id: 'GR',
      three_letter_abbreviation: 'GRC',
      full_name_english: 'Greece',
      full_name_locale: 'Ελλάδα',
    });
  });

  it('lists the 27 EU members in the eu store view, without regions', async () => {
    const countries = await countriesOf('eu');
    expect(countries).toHaveLength(27);
    const ids = countries.map((country) => country.id);
    expect(ids).toEqual(expect.arrayContaining(['DE', 'FR', 'GR', 'IE', 'SE', 'CY', 'MT']));
    expect(ids).not.toContain('GB');
    expect(ids).not.toContain('CH');
    expect(countries.every((country) => country.three_letter_abbreviation.length === 3)).toBe(true);
    expect(countries.every((country) => country.available_regions === null)).toBe(true);
  });

  it('serves Canada with its 13 provinces and territories', async () => {
    const [canada] = await countriesOf('ca');
    expect(canada?.id).toBe('CA');
    expect(canada?.available_regions).toHaveLength(13);
    expect(canada?.available_regions).toContainEqual(
      expect.objectContaining({ code: 'ON', name: 'Ontario' }),
    );
  });

  it('serves Switzerland with 26 cantons, named in German there', async () => {
    const [switzerland] = await countriesOf('ch');
    expect(switzerland).toMatchObject({ id: 'CH', full_name_locale: 'Schweiz' });
    expect(switzerland?.available_regions).toHaveLength(26);
    expect(switzerland?.available_regions).toContainEqual(
      expect.objectContaining({ code: 'ZH', name: 'Zürich' }),
    );
  });

  it('serves the United States with 50 states and DC, each region id unique', async () => {
    const [states] = await countriesOf('us');
    expect(states?.available_regions).toHaveLength(51);
    expect(states?.available_regions).toContainEqual(
      expect.objectContaining({ code: 'DC', name: 'District of Columbia' }),
    );
    const ids = [
      ...(states?.available_regions ?? []),
      ...((await countriesOf('ca'))[0]?.available_regions ?? []),
      ...((await countriesOf('ch'))[0]?.available_regions ?? []),
    ].map((region) => region.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('finds one country by id, case-insensitively, in its store view', async () => {
    const result = await gql(t.app, COUNTRY, { id: 'us' }, { store: 'us' });
    expect(result.errors).toBeUndefined();
    expect(result.data?.country).toMatchObject({ id: 'US', three_letter_abbreviation: 'USA' });
  });

  it('answers no-such-entity for a country the store view does not ship to', async () => {
    const result = await gql(t.app, COUNTRY, { id: 'US' }, { store: 'uk' });
    expect(firstError(result)).toMatchObject({
      message: "The country isn't available.",
      extensions: { category: 'graphql-no-such-entity' },
    });
    expect(result.data?.country).toBeNull();
  });

  it('refuses a country id that is not an ISO code', async () => {
    const result = await gql(t.app, COUNTRY, { id: 'x'.repeat(500) });
    expect(firstError(result).extensions?.category).toBe('graphql-input');
  });

  it("serves the store view's currency with its symbol", async () => {
    const uk = await gql(t.app, CURRENCY, {}, { store: 'uk' });
    expect(uk.data?.currency).toEqual({
      base_currency_code: 'GBP',
      base_currency_symbol: '£',
      default_display_currency_code: 'GBP',
      default_display_currency_symbol: '£',
      available_currency_codes: ['GBP'],
      exchange_rates: [{ currency_to: 'GBP', rate: 1 }],
    });
    const gr = await gql(t.app, CURRENCY, {}, { store: 'gr' });
    expect(gr.data?.currency).toMatchObject({
      base_currency_code: 'EUR',
      base_currency_symbol: '€',
    });
    const ch = await gql(t.app, CURRENCY, {}, { store: 'ch' });
    expect(ch.data?.currency).toMatchObject({
      base_currency_code: 'CHF',
      base_currency_symbol: 'CHF',
    });
  });
});
