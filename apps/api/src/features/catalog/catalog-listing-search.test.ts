import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../paths';
import { gql, signedInTestApp } from '../../test/test-app';
import { IMPORT, PRODUCTS } from './catalog-test-calls';

// Relevance searches and facet counts read listing_search, the narrow copy of product_index's
// listing rows that statement triggers keep (ADR 0058, migration 0016). These tests hold the
// copy equal to its source through imports, renames, hiding, deletes and stock updates.

const COPIED = sql.raw(`product_id, store_view, visibility, category_ids, device_type,
  search_document::text AS search_document, unit_facet_key, unit_min_price_minor,
  unit_special_prices, is_unit, price_minor, special_price_minor, special_from, special_to`);

const product = (sku: string, extra: Record<string, unknown> = {}) => ({
  kind: 'product',
  sku,
  type: 'simple',
  url_key: sku.toLowerCase(),
  name: `Quillon ${sku} E-liquid`,
  categories: 'eliquids/bottles',
  device_type: 'e-liquid',
  flavour: 'Cola',
  nicotine_strength: 6,
  volume_ml: 10,
  price_gbp: '4.99',
  qty: 10,
  ...extra,
});

describe('listing_search, the copy searches read', () => {
  const t = signedInTestApp();

  const rows = async (query: ReturnType<typeof sql>) =>
    ((await t.database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
  const source = () =>
    rows(sql`SELECT ${COPIED} FROM product_index WHERE product_id = listing_id
      ORDER BY store_view, product_id`);
  const copy = () =>
    rows(sql`SELECT ${COPIED} FROM listing_search ORDER BY store_view, product_id`);
  const searchSkus = async (search: string, store = 'uk') => {
    const result = await gql(t.app, PRODUCTS, { search }, { store });
    expect(result.errors).toBeUndefined();
    return (result.data?.products.items as { sku: string }[]).map((item) => item.sku);
  };

  it('holds every listing row of the seeded catalogue, in every store view', async () => {
    const listings = await source();
    expect(new Set(listings.map((row) => row.store_view)).size).toBe(7);
    expect(await copy()).toEqual(listings);
  });

  it('follows imports, renames, hiding and deletes; a search finds what the copy says', async () => {
    await t.asEditor(IMPORT, { rows: [product('QL-1'), product('QL-2')] });
    expect(await searchSkus('quillon')).toEqual(expect.arrayContaining(['QL-1', 'QL-2']));
    expect(await copy()).toEqual(await source());

    // Renamed: found by the new word, no longer by the old.
    await t.asEditor(IMPORT, { rows: [product('QL-1', { name: 'Zarbelle E-liquid' })] });
    expect(await searchSkus('zarbelle')).toEqual(['QL-1']);
    expect(await searchSkus('quillon')).toEqual(['QL-2']);
    // Hidden from search (visibility 2: catalogue only).
    await t.asEditor(IMPORT, { rows: [product('QL-2', { visibility: 2 })] });
    expect(await searchSkus('quillon')).toEqual([]);
    expect(await copy()).toEqual(await source());

    // Deleted products leave the copy with their index rows (the foreign key's cascade).
    await t.database.db.execute(sql`DELETE FROM products WHERE sku IN ('QL-1', 'QL-2')`);
    expect(await searchSkus('zarbelle')).toEqual([]);
    expect(await copy()).toEqual(await source());
  });

  it('rewrites nothing when an order changes only the stock, and copies what an update changes', async () => {
    const before = await rows(
      sql`SELECT store_view, product_id, ctid::text AS ctid FROM listing_search ORDER BY 1, 2`,
    );
    // As an order does (order-repository): the stock flag, which the copy does not hold.
    await t.database.db.execute(sql`UPDATE product_index SET is_in_stock = NOT is_in_stock`);
    const after = await rows(
      sql`SELECT store_view, product_id, ctid::text AS ctid FROM listing_search ORDER BY 1, 2`,
    );
    expect(after).toEqual(before);

    expect((await searchSkus('liquid', 'gr')).length).toBeGreaterThan(0);
    await t.database.db.execute(
      sql`UPDATE product_index SET visibility = 1 WHERE store_view = 'gr' AND product_id = listing_id`,
    );
    expect(await copy()).toEqual(await source());
    expect(await searchSkus('liquid', 'gr')).toEqual([]);
    expect((await searchSkus('liquid', 'uk')).length).toBeGreaterThan(0);
  });

  it('is filled by migration 0016 like the triggers fill it', async () => {
    const { db } = t.database;
    const filled = await copy();
    expect(filled.length).toBeGreaterThan(50);
    await db.execute(sql`DELETE FROM listing_search`);
    const migration = readFileSync(join(migrationsFolder, '0016_listing_search.sql'), 'utf8');
    const backfill = migration
      .split('--> statement-breakpoint')
      .filter((statement) => /^\s*INSERT INTO "listing_search"/m.test(statement));
    expect(backfill).toHaveLength(1);
    await db.execute(sql.raw(backfill[0]!));
    expect(await copy()).toEqual(filled);
  });
});
