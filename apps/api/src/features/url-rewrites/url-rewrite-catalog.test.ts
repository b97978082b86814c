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
// category 900 "devices" everywhere, 901 "disposables" switched off in uk; product 9001 sold only
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
        urlKey: 'devices',
        urlPath: 'devices',
        path: `1/2/${DEVICES}`,
        level: 2,
      },
      {
        id: DISPOSABLES,
        parentId: 2,
        name: 'Disposables',
        urlKey: 'disposables',
        urlPath: 'disposables',
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
      sku: 'LUMO-HIDDEN',
      urlKey: 'hidden-kit',
      name: 'Hidden kit',
    },
    { id: POD_KIT, type: 'simple', sku: 'LUMO-POD-KIT', urlKey: 'pod-kit', name: 'Pod kit' },
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
      indexRow(HIDDEN_KIT, 'ie', 'devices/hidden-kit'),
      indexRow(HIDDEN_KIT, 'eu', 'devices/hidden-kit'),
      ...ALL.map((view) =>
        indexRow(POD_KIT, view, view === 'eu' ? 'devices/pod-kit-eu' : 'devices/pod-kit'),
      ),
    ]);
  await db.insert(urlRewrites).values(
    ALL.flatMap((storeView) => [
      { storeView, entityType: 'category' as const, entityId: DEVICES, requestPath: 'devices' },
      {
        storeView,
        entityType: 'category' as const,
        entityId: DISPOSABLES,
        requestPath: 'disposables',
      },
      {
        storeView,
        entityType: 'product' as const,
        entityId: HIDDEN_KIT,
        requestPath: 'devices/hidden-kit',
      },
      {
        storeView,
        entityType: 'product' as const,
        entityId: POD_KIT,
        requestPath: storeView === 'eu' ? 'devices/pod-kit-eu' : 'devices/pod-kit',
      },
      {
        storeView,
        entityType: 'product' as const,
        entityId: POD_KIT,
        requestPath: 'devices/old-pod-kit',
        targetPath: storeView === 'eu' ? '/devices/pod-kit-eu' : '/devices/pod-kit',
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
    expect(await lookup('devices/hidden-kit', 'uk')).toMatchObject({
      entity_type: 'product',
      entity_id: HIDDEN_KIT,
      disabled: true,
      hreflang: [],
    });
    expect(await lookup('devices/hidden-kit', 'eu')).toMatchObject({
      entity_type: 'product',
      entity_id: HIDDEN_KIT,
      disabled: false,
      // Alternates only where the product is sold.
      hreflang: [{ lang: 'en-IE', store_id: 3, url: '/ie/devices/hidden-kit' }],
    });
    expect(await route('devices/hidden-kit', 'uk')).toBeNull();
    expect(await route('devices/hidden-kit', 'eu')).toEqual({
      __typename: 'SimpleProduct',
      relative_url: 'devices/hidden-kit',
      redirect_code: 0,
      type: 'PRODUCT',
    });
  });

  it("links each store view's own path of a product in hreflang", async () => {
    const uk = await lookup('/devices/pod-kit', 'uk');
    expect(uk.disabled).toBe(false);
    expect(uk.hreflang).toContainEqual({ lang: 'en', store_id: 4, url: '/eu/devices/pod-kit-eu' });
    expect(uk.hreflang).toContainEqual({ lang: 'en-US', store_id: 7, url: '/us/devices/pod-kit' });
    expect(uk.hreflang).toHaveLength(6);
  });

  it('answers an old product url with a 301 to the current one, in every Magento shape', async () => {
    expect(await lookup('devices/old-pod-kit', 'uk')).toMatchObject({
      entity_type: 'product',
      entity_id: POD_KIT,
      rewrite_url: '/devices/pod-kit',
      rewrite_type: 301,
      hreflang: [],
    });
    expect(await route('devices/old-pod-kit', 'eu')).toMatchObject({
      __typename: 'SimpleProduct',
      relative_url: 'devices/pod-kit-eu',
      redirect_code: 301,
      type: 'PRODUCT',
    });
    const resolver = await gql(t.app, URL_RESOLVER, { url: '/devices/old-pod-kit' });
    expect(resolver.data?.urlResolver).toEqual({
      id: POD_KIT,
      entity_uid: encodeUid(POD_KIT),
      canonical_url: 'devices/pod-kit',
      relative_url: 'devices/pod-kit',
      redirectCode: 301,
      type: 'PRODUCT',
    });
  });

  it('resolves categories, disabled where they are switched off', async () => {
    expect(await route('devices', 'uk')).toEqual({
      __typename: 'CategoryTree',
      relative_url: 'devices',
      redirect_code: 0,
      type: 'CATEGORY',
    });
    expect(await lookup('disposables', 'uk')).toMatchObject({
      entity_type: 'category',
      disabled: true,
    });
    const eu = await lookup('disposables', 'eu');
    expect(eu).toMatchObject({ entity_type: 'category', entity_id: DISPOSABLES, disabled: false });
    expect(eu.hreflang?.map((item) => item.store_id)).toEqual([2, 3, 5, 6, 7]);
    expect(await route('disposables', 'uk')).toBeNull();
    const resolver = await gql(t.app, URL_RESOLVER, { url: 'disposables' }, { store: 'uk' });
    expect(resolver.data?.urlResolver).toBeNull();
  });
});
