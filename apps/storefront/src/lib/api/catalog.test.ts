import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeApi, unusedPortUrl, type FakeApiReply } from '@/test/fake-api';
import {
  catalogUid,
  fetchCatalogSettings,
  fetchCategoryPage,
  fetchProduct,
  fetchSearchResults,
} from './catalog';
import { catalogTag, categoryTag, productTag } from './catalog-cache-tags';

let nextReply: FakeApiReply;
let api: Awaited<ReturnType<typeof startFakeApi>>;

/** Records the Next.js cache options each call hands to fetch. */
const fetchInits: RequestInit[] = [];
const recordingFetch: typeof fetch = (input, init) => {
  fetchInits.push(init ?? {});
  return fetch(input, init);
};
const nextOptionsOf = (init: RequestInit | undefined) =>
  (init as { next?: { tags: string[]; revalidate: number } } | undefined)?.next;

beforeAll(async () => {
  api = await startFakeApi(() => nextReply);
  process.env.API_URL = api.url;
});
beforeEach(() => {
  api.requests.length = 0;
  fetchInits.length = 0;
});
afterAll(async () => {
  delete process.env.API_URL;
  await api.close();
});

const listingRequest = {
  filter: {},
  sort: { position: 'ASC' as const },
  pageSize: 12,
  currentPage: 1,
  fetchImpl: recordingFetch,
};

describe('catalogue data access', () => {
  it("reads a product by the uid of the route lookup's id, cached under its tags for 60 s", async () => {
    nextReply = { body: { data: { products: { items: [{ uid: 'MjA=', name: 'Pods' }] } } } };
    const result = await fetchProduct({
      storeView: 'gr',
      productId: 20,
      fetchImpl: recordingFetch,
    });
    expect(catalogUid(20)).toBe('MjA=');
    expect(result).toMatchObject({ kind: 'found', data: { name: 'Pods' } });
    expect(api.requests[0]?.headers.store).toBe('gr');
    expect(nextOptionsOf(fetchInits[0])).toEqual({
      tags: [catalogTag('gr'), productTag('gr', 20)],
      revalidate: 60,
    });
    expect(productTag('gr', 20)).toBe('product:gr:20');
  });

  it('tags a category page with its category', async () => {
    nextReply = { body: { data: { categories: { items: [{ uid: 'Mw==' }] }, products: null } } };
    await fetchCategoryPage({ ...listingRequest, storeView: 'uk', categoryId: 3 });
    expect(nextOptionsOf(fetchInits[0])?.tags).toEqual(['catalog:uk', categoryTag('uk', 3)]);
    expect(categoryTag('uk', 3)).toBe('category:uk:3');
  });

  it('never caches search words (anyone could fill the cache with them)', async () => {
    nextReply = { body: { data: { products: { items: [] } } } };
    await fetchSearchResults({ ...listingRequest, storeView: 'uk', search: 'mint' });
    expect(fetchInits[0]?.cache).toBe('no-store');
  });

  it('tells a missing product apart from an api that cannot answer', async () => {
    nextReply = { body: { data: { products: { items: [] } } } };
    expect(await fetchProduct({ storeView: 'uk', productId: 1 })).toEqual({ kind: 'missing' });
    nextReply = { body: { errors: [{ message: 'Cannot query field "uid"' }], data: null } };
    expect(await fetchProduct({ storeView: 'uk', productId: 1 })).toEqual({
      kind: 'unavailable',
      message: 'Cannot query field "uid"',
    });
    process.env.API_URL = await unusedPortUrl();
    try {
      expect(await fetchProduct({ storeView: 'uk', productId: 1 })).toMatchObject({
        kind: 'unavailable',
      });
    } finally {
      process.env.API_URL = api.url;
    }
  });

  it("takes locale, currency and page size from storeConfig, bounded, else the store view's own", async () => {
    nextReply = {
      body: {
        data: {
          storeConfig: {
            locale: 'de_CH',
            base_currency_code: 'CHF',
            grid_per_page: 5000,
            nicotine_warning: 'Warnung',
            federal_vaping_rules: false,
          },
        },
      },
    };
    expect(await fetchCatalogSettings('ch')).toMatchObject({
      locale: 'de-CH',
      currency: 'CHF',
      pageSize: 48,
      nicotineWarning: 'Warnung',
    });
    nextReply = { status: 503, body: 'down' };
    expect(await fetchCatalogSettings('us')).toMatchObject({
      locale: 'en-US',
      currency: 'USD',
      federalVapingRules: true,
      nicotineWarning:
        'WARNING: This product contains nicotine. Nicotine is an addictive chemical.',
    });
  });
});
