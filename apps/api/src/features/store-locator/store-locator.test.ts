import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RecyclingCmsPageDocument } from '@lumo/graphql';
import { createTestApp, firstError, gql, type TestApp } from '../../test/test-app';
import { StoreLocatorRepository } from './store-locator-repository';
import { storeLocations } from './store-locator-test-calls';

describe('storeLocations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists shops nearest first from a UK postcode, in miles', async () => {
    const result = await storeLocations(t.app, { search: { postcode: 'sw1a 1aa' } });
    expect(result.errors).toBeUndefined();
    const answer = result.data!.storeLocations!;
    expect(answer.matched_area).toBe('London SW1A');
    expect(answer.distance_unit).toBe('MI');
    const names = answer.items.map((item) => item.name);
    expect(names[0]).toBe('Lumo Victoria Street');
    expect(
      names
        .slice(0, 4)
        .every((name) => answer.items.find((i) => i.name === name)!.city === 'London'),
    ).toBe(true);
    const distances = answer.items.map((item) => item.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    // Victoria Street is about a quarter of a mile from the SW1A centroid; Glasgow ~345 miles.
    expect(distances[0]).toBeLessThan(1);
    expect(answer.items.find((item) => item.city === 'Glasgow')!.distance).toBeGreaterThan(300);
    expect(answer.total_count).toBe(answer.items.length);
  });

  it('takes the most precise area it knows: district, then area letters', async () => {
    const manchester = await storeLocations(t.app, { search: { postcode: 'M1 1AE' } });
    expect(manchester.data!.storeLocations!.matched_area).toBe('Manchester M1');
    expect(manchester.data!.storeLocations!.items[0]!.name).toBe('Lumo Manchester Market Street');
    // No seeded district for YO1: the York area's centroid; Leeds is the nearest shop.
    const york = await storeLocations(t.app, { search: { postcode: 'YO1 7HH' } });
    expect(york.data!.storeLocations!.matched_area).toBe('York');
    expect(york.data!.storeLocations!.items[0]!.city).toBe('Leeds');
  });

  it('searches from coordinates, and from the store view default centre without a search', async () => {
    const glasgow = await storeLocations(t.app, {
      search: { latitude: 55.86, longitude: -4.25 },
      kind: 'RECYCLING',
      pageSize: 3,
    });
    const answer = glasgow.data!.storeLocations!;
    expect(answer.items).toHaveLength(3);
    expect(answer.items[0]!.name).toBe('Polmadie Recycling Centre');
    expect(answer.items.every((item) => item.kind === 'RECYCLING')).toBe(true);
    expect(answer.total_count).toBeGreaterThan(3);

    const unsearched = await storeLocations(t.app, { search: null });
    expect(unsearched.data!.storeLocations!.origin).toEqual({
      latitude: 51.5074,
      longitude: -0.1278,
    });
    expect(unsearched.data!.storeLocations!.items[0]!.city).toBe('London');
  });

  it('shows each store view its own locations, in its own unit', async () => {
    // From central London, the Greek store view still lists only Greek shops, in km.
    const greek = await storeLocations(
      t.app,
      { search: { latitude: 51.5, longitude: -0.12 } },
      'gr',
    );
    const answer = greek.data!.storeLocations!;
    expect(answer.distance_unit).toBe('KM');
    expect(answer.items.map((item) => item.country_code)).toEqual(['GR', 'GR']);
    expect(answer.items[0]!.distance).toBeGreaterThan(2000);

    // Belfast is linked to both the UK and the Irish store view; Irish shops only to Ireland.
    const irish = await storeLocations(t.app, { search: { postcode: 'BT1 5GS' } }, 'ie');
    expect(irish.data!.storeLocations!.items[0]!.name).toBe('Lumo Belfast Donegall Place');
    expect(irish.data!.storeLocations!.items.map((item) => item.country_code)).toContain('IE');
    const uk = await storeLocations(t.app, { search: { postcode: 'BT1 5GS' }, pageSize: 50 });
    expect(uk.data!.storeLocations!.items.map((item) => item.country_code)).not.toContain('IE');
    expect(uk.data!.storeLocations!.items[0]!.name).toBe('Lumo Belfast Donegall Place');
  });

  it('understands each market postcode format', async () => {
    const cases: [string, string, string][] = [
      ['gr', '546 23', 'Lumo Θεσσαλονίκη'],
      ['ie', 'T12 X2F7', 'Lumo Cork Patrick Street'],
      ['ch', '1204', 'Lumo Genève Rive'],
      ['ca', 'v6b 1b1', 'Lumo Gastown'],
      ['us', '60622-1234', 'Lumo Wicker Park'],
      ['eu', '75003', 'Lumo Paris Marais'],
      ['eu', '1013 EW', 'Lumo Amsterdam Jordaan'],
    ];
    for (const [store, postcode, nearest] of cases) {
      const result = await storeLocations(t.app, { search: { postcode } }, store);
      expect(result.errors, `${store} ${postcode}`).toBeUndefined();
      expect(result.data!.storeLocations!.items[0]!.name, `${store} ${postcode}`).toBe(nearest);
    }
    // In the eu view a country narrows an ambiguous number (10xxx Berlin, 10xx Amsterdam).
    const berlin = await storeLocations(t.app, { search: { postcode: '10178' } }, 'eu');
    expect(berlin.data!.storeLocations!.items[0]!.name).toBe('Lumo Berlin Mitte');
  });

  it('carries opening hours in weekday order and the phone number', async () => {
    const result = await storeLocations(t.app, { search: { postcode: 'W1D 4PY' }, pageSize: 1 });
    const [soho] = result.data!.storeLocations!.items;
    expect(soho!.name).toBe('Lumo Soho');
    expect(soho!.phone).toBe('020 7946 0101');
    expect(soho!.opening_hours.map((period) => period.day)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(soho!.opening_hours[6]).toEqual({ day: 7, opens: '11:00', closes: '17:00' });
  });

  it('leaves out locations that are switched off', async () => {
    const repository = new StoreLocatorRepository(t.database.db);
    await repository.setActive('uk-london-westminster', false);
    try {
      const result = await storeLocations(t.app, { search: { postcode: 'SW1A 1AA' } });
      expect(result.data!.storeLocations!.items.map((item) => item.name)).not.toContain(
        'Lumo Victoria Street',
      );
    } finally {
      await repository.setActive('uk-london-westminster', true);
    }
  });

  it('refuses an unknown postcode with a graphql-input error naming the field', async () => {
    for (const postcode of ['ZZ9 9ZZ', '12345', 'QQ']) {
      const error = firstError(await storeLocations(t.app, { search: { postcode } }));
      expect(error.extensions?.category).toBe('graphql-input');
      expect(error.extensions?.field).toBe('search.postcode');
      expect(error.message).toContain(`We could not find the postcode "${postcode}"`);
    }
  });

  it('bounds every input', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ search: { postcode: 'SW1A 1AA 1234' } }, 'search.postcode'],
      [{ search: { postcode: '<script>' } }, 'search.postcode'],
      [{ search: { latitude: 91, longitude: 0 } }, 'search.latitude'],
      [{ search: { latitude: 0, longitude: -180.5 } }, 'search.longitude'],
      [{ search: { latitude: 51.5 } }, 'search.longitude'],
      [{ search: { postcode: 'SW1A', latitude: 51.5, longitude: 0 } }, 'search.postcode'],
      [{ search: { postcode: '75003', country_code: 'FRA' } }, 'search.country_code'],
      [{ pageSize: 0 }, 'pageSize'],
      [{ pageSize: 51 }, 'pageSize'],
    ];
    for (const [variables, field] of cases) {
      const result = await storeLocations(t.app, variables);
      const error = firstError(result);
      expect(error.extensions?.category, JSON.stringify(variables)).toBe('graphql-input');
      expect(error.extensions?.field, JSON.stringify(variables)).toBe(field);
      expect(result.data?.storeLocations ?? null).toBeNull();
    }
  });

  it("serves the recycling page's take-back text by identifier, in the store view's language", async () => {
    const uk = await gql(t.app, print(RecyclingCmsPageDocument), {}, { store: 'uk' });
    expect(uk.errors).toBeUndefined();
    expect(uk.data!.cmsPage.content).toContain('Our free take-back');
    const gr = await gql(t.app, print(RecyclingCmsPageDocument), {}, { store: 'gr' });
    expect(gr.data!.cmsPage.content).toContain('Η δωρεάν παραλαβή μας');
  });

  it('seeds once: a second start adds nothing', async () => {
    expect(await t.app.services.storeLocator.seed()).toBe(0);
  });
});
