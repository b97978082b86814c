import { describe, expect, it } from 'vitest';
import { gql, signedInTestApp } from '../../test/test-app';
import { AGGREGATIONS, IMPORT, PRODUCTS } from './catalog-test-calls';

/**
 * Flavour labels, visible categories and the spelling dictionary are kept per catalogue
 * version (catalog-labels.ts, ADR 0051): every write must show in the next answer.
 */
describe('catalogue labels kept between searches', () => {
  const t = signedInTestApp();
  const aggregations = async (search: string, store = 'uk') => {
    const result = await gql(t.app, AGGREGATIONS, { search }, { store });
    expect(result.errors).toBeUndefined();
    return result.data?.products.aggregations as {
      attribute_code: string;
      options: { label: string; value: string }[];
    }[];
  };
  const labelsOf = (
    facets: Awaited<ReturnType<typeof aggregations>>,
    code: 'flavour' | 'category_uid',
  ) => facets.find((facet) => facet.attribute_code === code)?.options.map((o) => o.label) ?? [];
  const skus = async (search: string) =>
    (
      (await gql(t.app, PRODUCTS, { search }, { store: 'uk' })).data?.products.items as {
        sku: string;
      }[]
    ).map((item) => item.sku);
  const product = (overrides: Record<string, unknown>) => ({
    kind: 'product',
    sku: 'T-QUINCE',
    type: 'simple',
    url_key: 't-quince',
    name: 'Quince Cloud E-liquid 10 ml',
    categories: 'eliquids/bottles',
    device_type: 'e-liquid',
    volume_ml: 10,
    nicotine_strength: 12,
    price_gbp: '3.99',
    qty: 10,
    ...overrides,
  });
  const write = async (rows: unknown[]) =>
    expect((await t.asEditor(IMPORT, { rows })).errors).toBeUndefined();

  it('names a flavour added or renamed after the labels were read', async () => {
    await aggregations('liquid');
    await write([product({ flavour: 'Quince Cloud' })]);
    expect(labelsOf(await aggregations('quince'), 'flavour')).toEqual(['Quince Cloud']);
    await write([product({ flavour: 'Quince Mist' })]);
    expect(labelsOf(await aggregations('quince'), 'flavour')).toEqual(['Quince Mist']);
  });

  it('shows a renamed or switched-off category in the category facet at once', async () => {
    await write([
      { kind: 'category', url_path: 'eliquids/orchard', name: 'Orchard' },
      product({
        sku: 'T-PEAR',
        url_key: 't-pear',
        name: 'Pear Drop',
        categories: 'eliquids/orchard',
      }),
    ]);
    expect(labelsOf(await aggregations('pear drop'), 'category_uid')).toContain('Orchard');
    await write([{ kind: 'category', url_path: 'eliquids/orchard', name: 'Fruit Garden' }]);
    const renamed = labelsOf(await aggregations('pear drop'), 'category_uid');
    expect(renamed).toContain('Fruit Garden');
    expect(renamed).not.toContain('Orchard');
    await write([
      { kind: 'category', url_path: 'eliquids/orchard', name: 'Fruit Garden', enabled_uk: false },
    ]);
    expect(labelsOf(await aggregations('pear drop'), 'category_uid')).not.toContain('Fruit Garden');
  });

  it('corrects a word again once no product has it any more', async () => {
    await write([product({ sku: 'T-GOJI', url_key: 't-goji', name: 'Zorblax Blast' })]);
    // Read (and kept) while "zorblax" is a word of the dictionary: nothing to correct.
    expect(await skus('zorblax')).toEqual(['T-GOJI']);
    await write([product({ sku: 'T-GOJI', url_key: 't-goji', name: 'Zorblix Blast' })]);
    // Now unknown: corrected to the closest word the dictionary has.
    expect(await skus('zorblax')).toEqual(['T-GOJI']);
  });

  it('stops correcting a misspelling once a product has that word', async () => {
    await write([product({ sku: 'T-QUINCE', name: 'Quince Cloud E-liquid 10 ml' })]);
    // "quinse" is no word of the catalogue: corrected to "quince" (and that correction kept).
    expect(await skus('quinse')).toEqual(['T-QUINCE']);
    expect(await skus('quinse')).toEqual(['T-QUINCE']);
    await write([product({ sku: 'T-QUINSE', url_key: 't-quinse', name: 'Quinse Haze' })]);
    // A word now: searched as typed, not corrected.
    expect(await skus('quinse')).toEqual(['T-QUINSE']);
  });

  it('works a correction out once per catalogue version, and keeps no failure', async () => {
    const { labels } = t.app.services.catalog;
    let calls = 0;
    const correct = async () => {
      calls += 1;
      return 'liquid';
    };
    let reader = await labels.current();
    expect(await reader.correction('uk', 'liuqid', correct)).toBe('liquid');
    expect(await (await labels.current()).correction('uk', 'liuqid', correct)).toBe('liquid');
    expect(calls).toBe(1);
    // Another store view has its own dictionary.
    await reader.correction('gr', 'liuqid', correct);
    expect(calls).toBe(2);

    await write([product({ sku: 'T-VERSION', url_key: 't-version', name: 'Version Bump' })]);
    reader = await labels.current();
    await reader.correction('uk', 'liuqid', correct);
    expect(calls).toBe(3);

    const failing = () => Promise.reject(new Error('database gone'));
    await expect(reader.correction('uk', 'peppremint', failing)).rejects.toThrow('database gone');
    expect(await reader.correction('uk', 'peppremint', correct)).toBe('liquid');
    expect(calls).toBe(4);
  });
});
