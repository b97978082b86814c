import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../paths';
import { gql, signedInTestApp } from '../../test/test-app';
import { AGGREGATIONS, IMPORT, PRODUCTS } from './catalog-test-calls';

// Listings and layered navigation without unit filters read each listing row's summary of its
// units (product_index.unit_*); with a unit filter they join the units themselves. These tests
// hold the two ways to the same answers while products are imported, renamed, repriced and
// restocked, and check that migration 0005 builds the same summary for existing rows.

interface Aggregation {
  attribute_code: string;
  options: { value: string; count: number }[];
}

const variant = (sku: string, extra: Record<string, unknown>) => ({
  kind: 'product',
  sku,
  type: 'simple',
  url_key: sku.toLowerCase(),
  name: `Zestquark ${sku}`,
  parent_sku: 'T-ZQ',
  categories: '',
  device_type: 'e-liquid',
  volume_ml: 10,
  visibility: 1,
  qty: 10,
  ...extra,
});

const configurable = (name = 'Zestquark Trio E-liquid') => ({
  kind: 'product',
  sku: 'T-ZQ',
  type: 'configurable',
  url_key: 't-zq',
  name,
  categories: 'eliquids/bottles',
  device_type: 'e-liquid',
  volume_ml: 10,
});

const simple = {
  kind: 'product',
  sku: 'T-ZQ-SOLO',
  type: 'simple',
  url_key: 't-zq-solo',
  name: 'Zestquark Solo E-liquid',
  categories: 'eliquids/bottles',
  device_type: 'e-liquid',
  flavour: 'Cola',
  nicotine_strength: 18,
  volume_ml: 10,
  price_gbp: '12.99',
  qty: 10,
};

describe('listing unit summaries', () => {
  const t = signedInTestApp();

  const aggregations = async (variables: Record<string, unknown>) => {
    const result = await gql(t.app, AGGREGATIONS, variables, { store: 'uk' });
    expect(result.errors).toBeUndefined();
    const byCode = Object.fromEntries(
      (result.data?.products.aggregations as Aggregation[]).map((aggregation) => [
        aggregation.attribute_code,
        Object.fromEntries(aggregation.options.map((option) => [option.value, option.count])),
      ]),
    );
    return { total: result.data?.products.total_count as number, byCode };
  };

  /**
   * The counts without unit filters (summaries) and with a price filter every unit passes (the
   * units joined): the same listings, so the same total and counts.
   */
  async function expectSummariesMatchUnits(variables: Record<string, unknown>) {
    const filter = (variables.filter as Record<string, unknown> | undefined) ?? {};
    const summarised = await aggregations(variables);
    const joined = await aggregations({
      ...variables,
      filter: { ...filter, price: { from: '0', to: '1000000' } },
    });
    expect(joined).toEqual(summarised);
    return summarised;
  }

  const searchSkus = async (search: string, sort?: Record<string, string>) => {
    const result = await gql(t.app, PRODUCTS, { search, sort }, { store: 'uk' });
    return result.data?.products.items.map((item: { sku: string }) => item.sku) as string[];
  };

  it('answers like the units on the demo catalogue, searched, listed and filtered', async () => {
    await expectSummariesMatchUnits({});
    await expectSummariesMatchUnits({ search: 'liquid' });
    await expectSummariesMatchUnits({ search: 'mint' });
    await expectSummariesMatchUnits({ filter: { device_type: { eq: 'e-liquid' } } });
  });

  it('follows imports, new variants, renames, price and stock changes', async () => {
    const imported = await t.asEditor(IMPORT, {
      rows: [
        configurable(),
        variant('T-ZQ-6', { flavour: 'Peppermint', nicotine_strength: 6, price_gbp: '3.99' }),
        variant('T-ZQ-12', { flavour: 'Peppermint', nicotine_strength: 12, price_gbp: '4.49' }),
        simple,
      ],
    });
    expect(imported.errors).toBeUndefined();
    let counts = await expectSummariesMatchUnits({ search: 'zestquark' });
    expect(counts.total).toBe(2);
    expect(counts.byCode.flavour).toEqual({ cola: 1, peppermint: 1 });
    expect(counts.byCode.nicotine_strength).toEqual({ '6': 1, '12': 1, '18': 1 });
    expect(counts.byCode.price).toEqual({ '0_10': 1, '10_20': 1 });
    expect(await searchSkus('zestquark', { price: 'ASC' })).toEqual(['T-ZQ', 'T-ZQ-SOLO']);

    // A new variant: its flavour and strength count for the configurable product.
    await t.asEditor(IMPORT, {
      rows: [
        variant('T-ZQ-18', { flavour: 'Banoffee', nicotine_strength: 18, price_gbp: '25.00' }),
      ],
    });
    counts = await expectSummariesMatchUnits({ search: 'zestquark' });
    expect(counts.byCode.flavour).toEqual({ banoffee: 1, cola: 1, peppermint: 1 });
    expect(counts.byCode.nicotine_strength).toEqual({ '6': 1, '12': 1, '18': 2 });

    // Renamed: still summarised.
    await t.asEditor(IMPORT, { rows: [configurable('Zestquark Trio Renamed')] });
    counts = await expectSummariesMatchUnits({ search: 'zestquark' });
    expect(counts.byCode.flavour).toEqual({ banoffee: 1, cola: 1, peppermint: 1 });

    // Repriced: the cheapest variant now costs 15.00, so the product moves bucket and order.
    await t.asEditor(IMPORT, {
      rows: [
        variant('T-ZQ-6', { flavour: 'Peppermint', nicotine_strength: 6, price_gbp: '15.00' }),
        variant('T-ZQ-12', { flavour: 'Peppermint', nicotine_strength: 12, price_gbp: '16.00' }),
      ],
    });
    counts = await expectSummariesMatchUnits({ search: 'zestquark' });
    expect(counts.byCode.price).toEqual({ '10_20': 2 });
    expect(await searchSkus('zestquark', { price: 'ASC' })).toEqual(['T-ZQ-SOLO', 'T-ZQ']);

    // Out of stock: still listed and counted, the same both ways.
    await t.asEditor(IMPORT, {
      rows: [
        variant('T-ZQ-6', {
          flavour: 'Peppermint',
          nicotine_strength: 6,
          price_gbp: '15.00',
          qty: 0,
          is_in_stock: false,
        }),
      ],
    });
    counts = await expectSummariesMatchUnits({ search: 'zestquark' });
    expect(counts.byCode.nicotine_strength).toEqual({ '6': 1, '12': 1, '18': 2 });
  });

  it('prices a listing by its units special prices at the request time', async () => {
    await t.asEditor(IMPORT, {
      rows: [
        variant('T-ZQ-12', {
          flavour: 'Peppermint',
          nicotine_strength: 12,
          price_gbp: '16.00',
          special_price_uk: '5.00',
          special_from_uk: '2026-07-01T00:00:00Z',
          special_to_uk: '2026-08-01T00:00:00Z',
        }),
      ],
    });
    try {
      t.clock.set('2026-06-30T12:00:00Z');
      let counts = await expectSummariesMatchUnits({ search: 'zestquark' });
      expect(counts.byCode.price).toEqual({ '10_20': 2 });
      t.clock.set('2026-07-15T12:00:00Z');
      counts = await expectSummariesMatchUnits({ search: 'zestquark' });
      expect(counts.byCode.price).toEqual({ '0_10': 1, '10_20': 1 });
      expect(await searchSkus('zestquark', { price: 'ASC' })).toEqual(['T-ZQ', 'T-ZQ-SOLO']);
    } finally {
      // Back to the start, where the editor's session is valid.
      t.clock.set('2026-06-01T09:00:00.000Z');
    }
  });

  it('builds the same summaries for existing rows in migration 0005', async () => {
    const { db } = t.database;
    const snapshot = async () =>
      (
        (await db.execute(sql`SELECT product_id, store_view, unit_flavour_codes,
            unit_strengths, unit_min_price_minor, unit_special_prices, is_listing, unit_facet_key
          FROM product_index WHERE product_id = listing_id
          ORDER BY product_id, store_view`)) as unknown as { rows: unknown[] }
      ).rows;
    const reindexed = await snapshot();
    expect(reindexed.length).toBeGreaterThan(50);
    await db.execute(sql`UPDATE product_index SET is_listing = false, unit_flavour_codes = '{}', unit_strengths = '{}',
      unit_facet_key = '',
      unit_min_price_minor = NULL, unit_special_prices = false`);
    const migration = readFileSync(join(migrationsFolder, '0005_listing_unit_summary.sql'), 'utf8');
    // Its statements after the new columns and index: the backfill.
    const backfill = migration
      .split('--> statement-breakpoint')
      .filter((statement) => !/ADD COLUMN|CREATE INDEX/.test(statement));
    expect(backfill.some((statement) => statement.includes('UPDATE'))).toBe(true);
    for (const statement of backfill) await db.execute(sql.raw(statement));
    expect(await snapshot()).toEqual(reindexed);
  });
});
