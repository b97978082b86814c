import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { productIndex, products, urlRewrites } from '../../db/schema';
import { firstError, gql, signedInTestApp } from '../../test/test-app';
import { MemoryLogger } from '../../logger';
import { rowsOf } from './catalog-availability';
import { CatalogService } from './catalog-service';
import { IMPORT, PRODUCT_PAGE, PRODUCTS } from './catalog-test-calls';

const liquid = (sku: string, extra: Record<string, unknown> = {}) => ({
  kind: 'product',
  sku,
  type: 'simple',
  url_key: sku.toLowerCase(),
  name: `Test ${sku}`,
  categories: 'eliquids/bottles',
  device_type: 'e-liquid',
  volume_ml: 10,
  nicotine_strength: 12,
  price_gbp: '3.99',
  price_eur: '4.49',
  price_usd: '5.49',
  qty: 10,
  ...extra,
});

describe('catalogue import, market guards and url rewrites', () => {
  const t = signedInTestApp();
  const visible = async (sku: string, store: string) => {
    const result = await gql(t.app, PRODUCTS, { filter: { sku: { eq: sku } } }, { store });
    return result.data?.products.total_count === 1;
  };
  const rewrite = async (store: 'uk' | 'eu', path: string) => {
    const [row] = await t.database.db
      .select()
      .from(urlRewrites)
      .where(and(eq(urlRewrites.storeView, store), eq(urlRewrites.requestPath, path)));
    return row;
  };

  it('needs an editor', async () => {
    const result = await gql(t.app, IMPORT, { rows: [liquid('T-ANON')] });
    expect(firstError(result).extensions?.category).toBe('graphql-authorization');
  });

  it('refuses a file with a bad row naming row and field, and imports none of it', async () => {
    const result = await t.asEditor(IMPORT, {
      rows: [liquid('T-GOOD'), liquid('T-BAD', { price_gbp: 'cheap' }), { kind: 'widget' }],
    });
    const error = firstError(result);
    expect(error.extensions?.category).toBe('graphql-input');
    expect(error.message).toContain('row 2, price_gbp: must be a number');
    expect(error.message).toContain('row 3, kind');
    expect(error.extensions?.rowErrors).toContainEqual({
      row: 2,
      field: 'price_gbp',
      message: 'must be a number',
    });
    const stored = await t.database.db.select().from(products).where(eq(products.sku, 'T-GOOD'));
    expect(stored).toEqual([]);
  });

  it('refuses unknown references (category, parent, linked sku)', async () => {
    const result = await t.asEditor(IMPORT, {
      rows: [liquid('T-REF', { categories: 'nowhere', related_skus: 'NOPE' })],
    });
    expect(firstError(result).message).toContain('row 1, categories: category nowhere not found');
    expect(firstError(result).message).toContain('row 1, related_skus: product NOPE not found');
  });

  it('refuses an explicit enable that breaks a market rule, naming the rule', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [
        liquid('T-NIC', { nicotine_strength: 24, enabled_uk: 'true' }),
        'SKU T-NIC: nicotine 24 mg/ml is over the 20 mg/ml limit of store view uk (TRPR)',
      ],
      [
        liquid('T-REFILL', { volume_ml: 30, enabled_eu: true }),
        'SKU T-REFILL: a 30 ml refill bottle is over the 10 ml refill limit of store view eu (TPD)',
      ],
      [
        liquid('T-TANK', { device_type: 'pod', volume_ml: 3, enabled_eu: true }),
        'SKU T-TANK: a 3 ml tank is over the 2 ml tank limit of store view eu (TPD)',
      ],
      [
        liquid('T-DISPO', { device_type: 'disposable', volume_ml: 2, enabled_uk: true }),
        'SKU T-DISPO: disposable vapes may not be sold in store view uk (TRPR)',
      ],
    ];
    for (const [row, message] of cases) {
      const result = await t.asEditor(IMPORT, { rows: [row] });
      expect(firstError(result).extensions?.category).toBe('graphql-input');
      expect(firstError(result).message).toContain(message);
    }
  });

  it('hides a product that breaks a rule without an explicit enable, where the rule applies', async () => {
    const result = await t.asEditor(IMPORT, {
      rows: [
        liquid('T-STRONG', { nicotine_strength: 24 }),
        liquid('T-BIG', { volume_ml: 30 }),
        liquid('T-XL-POD', { device_type: 'pod', volume_ml: 3, categories: 'pods' }),
        liquid('T-GO', { device_type: 'disposable', volume_ml: 2, categories: 'devices' }),
      ],
    });
    expect(result.data?.importCatalog).toEqual({ created: 4, updated: 0 });
    expect([await visible('T-STRONG', 'uk'), await visible('T-STRONG', 'us')]).toEqual([
      false,
      true,
    ]);
    expect([await visible('T-BIG', 'eu'), await visible('T-BIG', 'us')]).toEqual([false, true]);
    expect([await visible('T-XL-POD', 'uk'), await visible('T-XL-POD', 'us')]).toEqual([
      false,
      true,
    ]);
    expect([await visible('T-GO', 'uk'), await visible('T-GO', 'eu')]).toEqual([false, true]);
  });

  it('hides the variants over the cap and keeps their configurable product', async () => {
    const result = await t.asEditor(IMPORT, {
      rows: [
        {
          kind: 'product',
          sku: 'T-CONF',
          type: 'configurable',
          url_key: 't-conf',
          name: 'Test Conf',
          categories: 'eliquids/bottles',
          device_type: 'e-liquid',
          volume_ml: 10,
        },
        liquid('T-CONF-12', { parent_sku: 'T-CONF', flavour: 'Peppermint', categories: '' }),
        liquid('T-CONF-24', {
          parent_sku: 'T-CONF',
          flavour: 'Peppermint',
          nicotine_strength: 24,
          categories: '',
        }),
      ],
    });
    expect(result.errors).toBeUndefined();
    const variantsIn = async (store: string) => {
      const page = await gql(t.app, PRODUCT_PAGE, { urlKey: 't-conf' }, { store });
      return page.data?.products.items[0].variants.map(
        (variant: { product: { sku: string } }) => variant.product.sku,
      );
    };
    expect(await variantsIn('uk')).toEqual(['T-CONF-12']);
    expect(await variantsIn('us')).toEqual(['T-CONF-12', 'T-CONF-24']);
  });

  it('applies a special price only between its dates, by the request clock', async () => {
    await t.asEditor(IMPORT, {
      rows: [
        liquid('T-SPECIAL', {
          special_price_uk: '2.99',
          special_from_uk: '2026-07-01T00:00:00Z',
          special_to_uk: '2026-08-01T00:00:00Z',
        }),
      ],
    });
    const finalPrice = async () => {
      const result = await gql(t.app, PRODUCT_PAGE, { urlKey: 't-special' }, { store: 'uk' });
      return result.data?.products.items[0].price_range.minimum_price.final_price.value;
    };
    t.clock.set('2026-06-30T23:59:00Z');
    expect(await finalPrice()).toBe(3.99);
    t.clock.set('2026-07-15T12:00:00Z');
    expect(await finalPrice()).toBe(2.99);
    t.clock.set('2026-08-01T00:00:00Z');
    expect(await finalPrice()).toBe(3.99);
    // Back to the start, where the editor's session is valid.
    t.clock.set('2026-06-01T09:00:00.000Z');
  });

  it('turns old paths into 301s when a url_key changes and collapses chains to one hop', async () => {
    await t.asEditor(IMPORT, { rows: [liquid('T-MOVE', { url_key: 'first-name' })] });
    expect(await rewrite('uk', 'eliquids/bottles/first-name')).toMatchObject({
      redirectType: 0,
      entityType: 'product',
    });
    const second = await t.asEditor(IMPORT, {
      rows: [liquid('T-MOVE', { url_key: 'second-name' })],
    });
    expect(second.data?.importCatalog).toEqual({ created: 0, updated: 1 });
    await t.asEditor(IMPORT, { rows: [liquid('T-MOVE', { url_key: 'third-name' })] });
    for (const old of ['eliquids/bottles/first-name', 'eliquids/bottles/second-name']) {
      expect(await rewrite('uk', old)).toMatchObject({
        redirectType: 301,
        targetPath: '/eliquids/bottles/third-name',
      });
    }
    expect(await rewrite('uk', 'first-name')).toMatchObject({
      redirectType: 301,
      targetPath: '/third-name',
    });
    expect(await rewrite('eu', 'eliquids/bottles/third-name')).toMatchObject({ redirectType: 0 });
  });

  it('moves a renamed category and its products to the new path with 301s from the old ones', async () => {
    await t.asEditor(IMPORT, {
      rows: [
        { kind: 'category', url_path: 'accessories/chargers', name: 'Chargers' },
        liquid('T-CHARGER', {
          device_type: 'accessory',
          categories: 'accessories/chargers',
          url_key: 'wall-charger',
        }),
      ],
    });
    const renamed = await t.asEditor(IMPORT, {
      rows: [
        { kind: 'category', url_path: 'accessories/chargers', url_key: 'power', name: 'Power' },
      ],
    });
    expect(renamed.errors).toBeUndefined();
    expect(await rewrite('uk', 'accessories/chargers')).toMatchObject({
      redirectType: 301,
      targetPath: '/accessories/power',
    });
    expect(await rewrite('uk', 'accessories/chargers/wall-charger')).toMatchObject({
      redirectType: 301,
      targetPath: '/accessories/power/wall-charger',
    });
    expect(await rewrite('uk', 'accessories/power/wall-charger')).toMatchObject({
      redirectType: 0,
    });
  });

  it('refuses a url_key another product already answers', async () => {
    const result = await t.asEditor(IMPORT, {
      rows: [liquid('T-CLASH', { url_key: 'peppermint' })],
    });
    expect(firstError(result).extensions?.category).toBe('graphql-input');
    expect(firstError(result).message).toContain('already used');
  });

  // PGlite has no autovacuum: without the import's tidy-up, every re-import of a catalogue
  // added the whole size of its rows to the database folder, and the searches kept the
  // planner statistics of before the first import. (PostgreSQL's autovacuum does this there.)
  it.skipIf(process.env.DATABASE_URL)(
    'a re-import reuses the space of the rows it replaced and refreshes the statistics',
    async () => {
      const bulk = (round: number) =>
        Array.from({ length: 120 }, (_, index) =>
          liquid(`T-BULK-${index}`, { name: `Bulk liquid ${index} round ${round}` }),
        );
      const indexSize = async () => {
        const [row] = rowsOf<{ bytes: string; estimate: number }>(
          await t.database.db.execute(
            sql`SELECT pg_relation_size('product_index')::text AS bytes,
              (SELECT reltuples FROM pg_class WHERE relname = 'product_index') AS estimate`,
          ),
        );
        return { bytes: Number(row?.bytes), estimate: Number(row?.estimate) };
      };
      const sizes: Size[] = [];
      for (let round = 1; round <= 3; round++) {
        const result = await t.asEditor(IMPORT, { rows: bulk(round) });
        expect(result.errors).toBeUndefined();
        sizes.push(await indexSize());
      }
      const [first, second, third] = sizes as [Size, Size, Size];
      // The second import wrote its rows beside the first's (one transaction); the third wrote
      // into the space of the second's replaced rows instead of growing the table again.
      expect(second.bytes).toBeGreaterThan(first.bytes);
      expect(third.bytes - second.bytes).toBeLessThan((second.bytes - first.bytes) / 2);
      // The planner's row estimate is the table's real size (ANALYZE ran), not "never counted".
      const [{ count }] = await t.database.db
        .select({ count: sql<number>`count(*)::int` })
        .from(productIndex);
      expect(third.estimate).toBe(count);
      // Table names go into the statement as text: anything but a plain name is refused.
      await expect(
        t.database.tidyAfterBulkWrite(['product_index; DROP TABLE products']),
      ).rejects.toThrow('Not a table name');
      expect(await t.database.db.select({ id: products.id }).from(products).limit(1)).toHaveLength(
        1,
      );
    },
    // Three imports of 120 products, each reindexed and vacuumed: beyond the default 30 s when
    // the test files run side by side on two cores.
    90_000,
  );

  it('a failed tidy-up after an import is logged and the import still answers its result', async () => {
    const logger = new MemoryLogger();
    const catalog = new CatalogService(t.database.db, t.clock, logger, {
      tidyAfterBulkWrite: () => Promise.reject(new Error('disk full')),
    });
    const result = await catalog.importRows([liquid('T-TIDY-FAILS')]);
    expect(result).toEqual({ created: 1, updated: 0 });
    expect(await visible('T-TIDY-FAILS', 'uk')).toBe(true);
    expect(logger.entries).toContainEqual(
      expect.objectContaining({
        level: 'warn',
        message: 'Tidying the database after a catalogue import failed',
      }),
    );
  });
});

interface Size {
  bytes: number;
  estimate: number;
}
