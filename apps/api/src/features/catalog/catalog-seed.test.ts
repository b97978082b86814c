import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productIndex, products, urlRewrites } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('demo catalogue seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('seeds the home page links as product and category paths', async () => {
    const rows = await t.database.db
      .select({ path: urlRewrites.requestPath, type: urlRewrites.entityType })
      .from(urlRewrites)
      .where(and(eq(urlRewrites.storeView, 'uk'), eq(urlRewrites.redirectType, 0)));
    const paths = new Map(rows.map((row) => [row.path, row.type]));
    expect(paths.get('devices')).toBe('category');
    expect(paths.get('eliquids')).toBe('category');
    expect(paths.get('devices/compact/pod-vape-starter-kit')).toBe('product');
    expect(paths.get('eliquids/compact/2-pods')).toBe('product');
  });

  it("answers Peppermint's old url with one 301 to its current path", async () => {
    const [old] = await t.database.db
      .select()
      .from(urlRewrites)
      .where(
        and(
          eq(urlRewrites.storeView, 'uk'),
          eq(urlRewrites.requestPath, 'eliquids/peppermint-10ml'),
        ),
      );
    expect(old).toMatchObject({ redirectType: 301, targetPath: '/eliquids/peppermint' });
  });

  it('changes nothing when it runs again', async () => {
    const count = async () => {
      const [row] = await t.database.db
        .select({
          products: sql<number>`(SELECT count(*) FROM ${products})::int`,
          index: sql<number>`(SELECT count(*) FROM ${productIndex})::int`,
          rewrites: sql<number>`(SELECT count(*) FROM ${urlRewrites})::int`,
        })
        .from(sql`(SELECT 1) one`);
      return row;
    };
    const before = await count();
    await t.app.services.catalog.seed();
    expect(await count()).toEqual(before);
  });
});
