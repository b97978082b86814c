import type { StoreViewCode } from '@lumo/block-schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  categories,
  categoryStoreValues,
  productIndex,
  products,
  urlRewrites,
} from '../../db/schema';
import { createTestApp, gql, type TestApp } from '../../test/test-app';
import { encodeUid } from '../../uid';
import { LOOKUP, ROUTE, URL_RESOLVER, type LookupResult } from './url-rewrite-test-calls';

// Catalogue rows written directly (the catalogue feature owns them; this is only test data):
// paths prefixed rt- so they never meet the demo catalogue. Category 900 "rt-devices"
// everywhere, 901 "rt-disposables" switched off in uk; product 9001 sold only
// in ie and eu, product 9002 everywhere with its own path in eu and an old path that 301s.
const HIDDEN_KIT = 9001;
const POD_KIT = 9002;
const DEVICES = 900;
const DISPOSABLES = 901;
const ALL: StoreViewCode[] = ['uk', 'gr', 'ie', 'eu', 'ca', 'ch', 'us'];

async function insertCatalogue(t: TestApp) {
  const { db } = t.database;
  await db
    .insert(categories)
    .values([
      { id: 1, name: 'Root Catalog', path: '1', level: 0 },
      { id: 2, parentId: 1, name: 'Default Category', path: '1/2', level: 1 },
      {
        id: DEVICES,
        parentId: 2,
        name: 'Devices',
        urlKey: 'rt-devices',
        urlPath: 'rt-devices',
        path: `1/2/${DEVICES}`,
        level: 2,
      },
      {
        id: DISPOSABLES,
        parentId: 2,
        name: 'Disposables',
        urlKey: 'rt-disposables',
        urlPath: 'rt-disposables',
        path: `1/2/${DISPOSABLES}`,
        level: 2,
      },
    ])
    .onConflictDoNothing();
  await db
    .insert(categoryStoreValues)
    .values({ categoryId: DISPOSABLES, storeView: 'uk', enabled: false });
  await db.insert(products).values([
    {
      id: HIDDEN_KIT,
      type: 'simple',
      sku: 'RT-HIDDEN',
      urlKey: 'rt-hidden-kit',
      name: 'Hidden kit',
    },
    { id: POD_KIT, type: 'simple', sku: 'RT-POD-KIT', urlKey: 'rt-pod-kit', name: 'Pod kit' },
  ]);
  const indexRow = (productId: number, storeView: StoreViewCode, requestPath: string) => ({
    productId,
    storeView,
    listingId: productId,
    isUnit: true,
    visibility: 4,
    name: 'Kit',
    sku: `SKU-${productId}`,
    urlKey: requestPath.split('/').pop() ?? requestPath,
    requestPath,
    categoryIds: [DEVICES],
    isInStock: true,
    searchDocument: 'kit',
    searchText: 'kit',
  });
  await db
    .insert(productIndex)
    .values([
      indexRow(HIDDEN_KIT, 'ie', 'rt-devices/hidden-kit'),
      indexRow(HIDDEN_KIT, 'eu', 'rt-devices/hidden-kit'),
      ...ALL.map((view) =>
        indexRow(POD_KIT, view, view === 'eu' ? 'rt-devices/pod-kit-eu' : 'rt-devices/pod-kit'),
      ),
    ]);
  await db.insert(urlRewrites).values(
    ALL.flatMap((storeView) => [
      { storeView, entityType: 'category' as const, entityId: DEVICES, requestPath: 'rt-devices' },
      {
        storeView,
        entityType: 'category' as const,
        entityId: DISPOSABLES,
        requestPath: 'rt-disposables',
      },
      {
        storeView,
        entityType: 'product' as const,
        entityId: HIDDEN_KIT,
        requestPath: 'rt-devices/hidden-kit',
      },
      {
        storeView,
        entityType: 'product' as const,
        entityId: POD_KIT,
        requestPath: storeView === 'eu' ? 'rt-devices/pod-kit-eu' : 'rt-devices/pod-kit',
      },
      {
        storeView,
        entityType: 'product' as const,
        entityId: POD_KIT,
        requestPath: 'rt-devices/old-pod-kit',
        targetPath: storeView === 'eu' ? '/rt-devices/pod-kit-eu' : '/rt-devices/pod-kit',
        redirectType: 301,
      },
    ]),
  );
}

describe('route lookups of catalogue entities', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await insertCatalogue(t);
  });
  afterAll(() => t.close());

  const lookup = async (url: string, store: string) => {
    const result = await gql<{ jtiHeadlessUrl: LookupResult }>(t.app, LOOKUP, { url }, { store });
    expect(result.errors).toBeUndefined();
    return result.data?.jtiHeadlessUrl as LookupResult;
  };
  const route = async (url: string, store: string) => {
    const result = await gql(t.app, ROUTE, { url }, { store });
    expect(result.errors).toBeUndefined();
    return result.data?.route;
  };

  it('resolves a product hidden in the UK as disabled there and served in eu', async () => {
    expect(await lookup('rt-devices/hidden-kit', 'uk')).toMatchObject({
      entity_type: 'product',
      entity_id: HIDDEN_KIT,
      disabled: true,
      hreflang: [],
    });
    expect(await lookup('rt-devices/hidden-kit', 'eu')).toMatchObject({
      entity_type: 'product',
      entity_id: HIDDEN_KIT,
      disabled: false,
      // Alternates only where the product is sold.
      hreflang: [{ lang: 'en-IE', store_id: 3, url: '/ie/rt-devices/hidden-kit' }],
    });
    expect(await route('rt-devices/hidden-kit', 'uk')).toBeNull();
    expect(await route('rt-devices/hidden-kit', 'eu')).toEqual({
      __typename: 'SimpleProduct',
      relative_url: 'rt-devices/hidden-kit',
      redirect_code: 0,
      type: 'PRODUCT',
    });
  });

  it("links each store view's own path of a product in hreflang", async () => {
    const uk = await lookup('/rt-devices/pod-kit', 'uk');
    expect(uk.disabled).toBe(false);
    expect(uk.hreflang).toContainEqual({
      lang: 'en',
      store_id: 4,
      url: '/eu/rt-devices/pod-kit-eu',
    });
    expect(uk.hreflang).toContainEqual({
      lang: 'en-US',
      store_id: 7,
      url: '/us/rt-devices/pod-kit',
    });
    expect(uk.hreflang).toHaveLength(6);
  });

  it('answers an old product url with a 301 to the current one, in every Magento shape', async () => {
    expect(await lookup('rt-devices/old-pod-kit', 'uk')).toMatchObject({
      entity_type: 'product',
      entity_id: POD_KIT,
      rewrite_url: '/rt-devices/pod-kit',
      rewrite_type: 301,
      hreflang: [],
    });
    expect(await route('rt-devices/old-pod-kit', 'eu')).toMatchObject({
      __typename: 'SimpleProduct',
      relative_url: 'rt-devices/pod-kit-eu',
      redirect_code: 301,
      type: 'PRODUCT',
    });
    const resolver = await gql(t.app, URL_RESOLVER, { url: '/rt-devices/old-pod-kit' });
    expect(resolver.data?.urlResolver).toEqual({
      id: POD_KIT,
      entity_uid: encodeUid(POD_KIT),
      canonical_url: 'rt-devices/pod-kit',
      relative_url: 'rt-devices/pod-kit',
      redirectCode: 301,
      type: 'PRODUCT',
    });
  });

  it('resolves categories, disabled where they are switched off', async () => {
    expect(await route('rt-devices', 'uk')).toEqual({
      __typename: 'CategoryTree',
      relative_url: 'rt-devices',
      redirect_code: 0,
      type: 'CATEGORY',
    });
    expect(await lookup('rt-disposables', 'uk')).toMatchObject({
      entity_type: 'category',
      disabled: true,
    });
    const eu = await lookup('rt-disposables', 'eu');
    expect(eu).toMatchObject({ entity_type: 'category', entity_id: DISPOSABLES, disabled: false });
    expect(eu.hreflang?.map((item) => item.store_id)).toEqual([2, 3, 5, 6, 7]);
    expect(await route('rt-disposables', 'uk')).toBeNull();
    const resolver = await gql(t.app, URL_RESOLVER, { url: 'rt-disposables' }, { store: 'uk' });
    expect(resolver.data?.urlResolver).toBeNull();
  });
});
