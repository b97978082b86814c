import { describe, expect, it } from 'vitest';
import { gql, signedInTestApp } from '../../test/test-app';
import { AGGREGATIONS, IMPORT, PRODUCTS } from './catalog-test-calls';

describe('catalogue search', () => {
  const t = signedInTestApp();
  const search = (text: string, store = 'uk', extra: Record<string, unknown> = {}) =>
    gql(t.app, PRODUCTS, { search: text, ...extra }, { store });
  const skus = (result: Awaited<ReturnType<typeof search>>) =>
    result.data?.products.items.map((item: { sku: string }) => item.sku) as string[];

  it('ranks the product named after the search first and sorts by relevance', async () => {
    const result = await search('peppermint');
    expect(result.errors).toBeUndefined();
    expect(skus(result)[0]).toBe('ELQ-PEPPERMINT');
    expect(skus(result)).toContain('COMPACT-2-PODS');
    expect(result.data?.products.sort_fields.default).toBe('relevance');
  });

  it('finds products from the start of a word, as a shopper or editor types', async () => {
    expect(skus(await search('pepp'))).toContain('ELQ-PEPPERMINT');
    expect(skus(await search('mint sorb'))[0]).toBe('ELQ-MINT-SORBET');
    // Query syntax typed into the box is only text.
    expect((await search("pepp:* | !'x")).errors).toBeUndefined();
  });

  it('finds Peppermint despite a typo and suggests the right spelling when hits are few', async () => {
    const result = await search('pepermint');
    expect(skus(result)[0]).toBe('ELQ-PEPPERMINT');
    const typo = await gql(t.app, AGGREGATIONS, { search: 'banofee' }, { store: 'uk' });
    expect(typo.data?.products.total_count).toBeGreaterThan(0);
    const nothing = await gql(t.app, AGGREGATIONS, { search: 'cheery' }, { store: 'uk' });
    expect(
      nothing.data?.products.suggestions.map((entry: { search: string }) => entry.search),
    ).toContain('cherry');
  });

  it('finds products despite swapped, doubled or missing letters, best match first', async () => {
    expect(skus(await search('peppremint'))[0]).toBe('ELQ-PEPPERMINT');
    expect(skus(await search('banfofee'))[0]).toBe('ELQ-BANOFFEE');
    expect(skus(await search('brery mint'))[0]).toBe('ELQ-BERRY-MINT');
    expect(skus(await search('mnit sorbet'))[0]).toBe('ELQ-MINT-SORBET');
    const liquids = skus(await search('liuqid'));
    expect(liquids).toEqual(expect.arrayContaining(['ELQ-PEPPERMINT', 'ELQ-BANOFFEE']));
    expect(liquids[0]).toMatch(/^ELQ-/);
    // A correct word is never replaced, and a word with no close match still finds nothing.
    expect(skus(await search('very cherry'))).toEqual(['ELQ-VERY-CHERRY']);
    expect(skus(await search('zzqxw'))).toEqual([]);
  });

  it('suggests the corrected search when hits are few', async () => {
    const result = await gql(t.app, AGGREGATIONS, { search: 'lumo proo' }, { store: 'uk' });
    expect(result.errors).toBeUndefined();
    const suggestions = result.data?.products.suggestions.map(
      (entry: { search: string }) => entry.search,
    );
    expect(suggestions?.[0]).toBe('lumo pro');
  });

  it('corrects to words of imported and renamed products, and forgets words no product has', async () => {
    const row = {
      kind: 'product',
      sku: 'T-GUAVA',
      type: 'simple',
      url_key: 't-guava',
      name: 'Guavaberry Splash E-liquid 10 ml',
      categories: 'eliquids/bottles',
      device_type: 'e-liquid',
      volume_ml: 10,
      nicotine_strength: 12,
      price_gbp: '3.99',
      qty: 10,
    };
    expect((await t.asEditor(IMPORT, { rows: [row] })).errors).toBeUndefined();
    expect(skus(await search('guavabery'))).toEqual(['T-GUAVA']);
    const renamed = { ...row, name: 'Lychee Splash E-liquid 10 ml' };
    expect((await t.asEditor(IMPORT, { rows: [renamed] })).errors).toBeUndefined();
    expect(skus(await search('lyhcee'))).toEqual(['T-GUAVA']);
    expect(skus(await search('guavabery'))).toEqual([]);
  });

  it('searches the Greek store view in Greek', async () => {
    const result = await search('μέντα', 'gr');
    expect(skus(result)).toContain('ELQ-PEPPERMINT');
    expect(skus(result)).toContain('ELQ-SIMPLY-MINT');
    expect(skus(result)).not.toContain('ELQ-CLASSIC-TOBACCO');
    const english = await search('cherry', 'gr');
    expect(skus(english)).toEqual(['ELQ-VERY-CHERRY']);
  });

  it('finds by sku and never shows what the store view hides', async () => {
    expect(skus(await search('LUMO-PRO'))[0]).toBe('LUMO-PRO');
    expect(skus(await search('disposable', 'uk'))).not.toContain('LUMO-GO-DISPOSABLE');
    expect(skus(await search('disposable', 'eu'))).toContain('LUMO-GO-DISPOSABLE');
  });

  it('combines search with filters and aggregations', async () => {
    const result = await gql(
      t.app,
      AGGREGATIONS,
      { search: 'mint', filter: { nicotine_strength: { eq: '0' } } },
      { store: 'uk' },
    );
    expect(result.errors).toBeUndefined();
    const flavours = result.data?.products.aggregations
      .find((entry: { attribute_code: string }) => entry.attribute_code === 'flavour')
      .options.map((option: { value: string }) => option.value);
    expect(flavours).toEqual(expect.arrayContaining(['simply-mint', 'mint-sorbet', 'berry-mint']));
  });
});
