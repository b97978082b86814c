import { describe, expect, it } from 'vitest';
import { firstError, gql, signedInTestApp } from '../../test/test-app';
import { encodeUid } from '../../uid';
import { AGGREGATIONS, CATEGORIES, PRODUCT_PAGE, PRODUCTS } from './catalog-test-calls';

describe('catalogue reads (demo catalogue)', () => {
  const t = signedInTestApp();
  const call = (query: string, variables: Record<string, unknown> = {}, store = 'uk') =>
    gql(t.app, query, variables, { store });

  async function categoryUid(urlPath: string): Promise<string> {
    const result = await call(CATEGORIES, { filters: { url_path: { eq: urlPath } } });
    return result.data?.categories.items[0].uid as string;
  }

  it('lists a category by position with its total, pages and sort options', async () => {
    const uid = await categoryUid('accessories');
    const result = await call(PRODUCTS, { filter: { category_uid: { eq: uid } } });
    expect(result.errors).toBeUndefined();
    const products = result.data?.products;
    expect(products.items.map((item: { sku: string }) => item.sku)).toEqual([
      'ACC-USBC-CABLE',
      'ACC-CASE',
    ]);
    expect(products.total_count).toBe(2);
    expect(products.sort_fields.default).toBe('position');
    expect(products.sort_fields.options.map((option: { value: string }) => option.value)).toEqual([
      'position',
      'name',
      'price',
    ]);
  });

  it('pages through the twelve flavours and sorts them by name and price', async () => {
    const uid = await categoryUid('eliquids/bottles');
    const first = await call(PRODUCTS, {
      filter: { category_uid: { eq: uid } },
      pageSize: 5,
      currentPage: 3,
      sort: { name: 'ASC' },
    });
    expect(first.data?.products.page_info).toEqual({
      page_size: 5,
      current_page: 3,
      total_pages: 3,
    });
    // 12 flavours + the 24 mg/ml bottle is not sold in the UK (nicotine cap).
    expect(first.data?.products.total_count).toBe(12);
    expect(first.data?.products.items.map((item: { name: string }) => item.name)).toEqual([
      'Simply Mint E-liquid 10 ml',
      'Very Cherry E-liquid 10 ml',
    ]);
    const byPrice = await call(PRODUCTS, {
      filter: { category_uid: { eq: await categoryUid('devices') } },
      sort: { price: 'DESC' },
    });
    const prices = byPrice.data?.products.items.map(
      (item: { price_range: { minimum_price: { final_price: { value: number } } } }) =>
        item.price_range.minimum_price.final_price.value,
    );
    expect(prices).toEqual([...prices].sort((a: number, b: number) => b - a));
    expect(byPrice.data?.products.items[0].sku).toBe('LUMO-PRO');
  });

  it('filters by flavour, strength and price together, and counts options like layered navigation', async () => {
    const uid = await categoryUid('eliquids');
    const filter = {
      category_uid: { eq: uid },
      nicotine_strength: { eq: '6' },
      price: { from: '0', to: '10' },
    };
    const result = await call(AGGREGATIONS, { filter });
    expect(result.errors).toBeUndefined();
    // 6 mg/ml: Peppermint, Berry Ripple, Very Cherry.
    expect(result.data?.products.total_count).toBe(3);
    const aggregation = (code: string) =>
      result.data?.products.aggregations.find(
        (entry: { attribute_code: string }) => entry.attribute_code === code,
      );
    // The strength facet ignores its own filter: every strength of the category is offered.
    const strengths = aggregation('nicotine_strength').options.map(
      (option: { value: string; count: number }) => [option.value, option.count],
    );
    expect(strengths).toEqual([
      ['0', 6],
      ['6', 3],
      ['12', 11],
      ['18', 13],
    ]);
    const flavours = aggregation('flavour').options.map(
      (option: { value: string }) => option.value,
    );
    expect(flavours).toEqual(['berry-ripple', 'peppermint', 'very-cherry']);
    expect(aggregation('price').options).toEqual([{ label: '0-10', value: '0_10', count: 3 }]);

    const withFlavour = await call(PRODUCTS, {
      filter: { ...filter, flavour: { in: ['very-cherry', 'banoffee'] } },
    });
    expect(withFlavour.data?.products.items.map((item: { sku: string }) => item.sku)).toEqual([
      'ELQ-VERY-CHERRY',
    ]);
  });

  it('prices each store view in its own currency, with special prices by the request clock', async () => {
    const expectations: [string, number, string][] = [
      ['uk', 3.99, 'GBP'],
      ['gr', 4.49, 'EUR'],
      ['ca', 7.99, 'CAD'],
      ['ch', 5.9, 'CHF'],
      ['us', 5.49, 'USD'],
    ];
    for (const [store, value, currency] of expectations) {
      const result = await call(PRODUCT_PAGE, { urlKey: 'peppermint' }, store);
      expect(result.data?.products.items[0].price_range.minimum_price.final_price).toEqual({
        value,
        currency,
      });
    }
    // Mango Mango has an EU special price from 2026-01-01 to 2027-06-30; the clock is 2026-06-01.
    const eu = await call(PRODUCT_PAGE, { urlKey: 'mango-mango' }, 'eu');
    expect(eu.data?.products.items[0].price_range.minimum_price).toMatchObject({
      regular_price: { value: 4.49 },
      final_price: { value: 3.79 },
    });
    const uk = await call(PRODUCT_PAGE, { urlKey: 'mango-mango' }, 'uk');
    expect(uk.data?.products.items[0].price_range.minimum_price.final_price.value).toBe(3.99);
  });

  it('shows a configurable product with its options, variants and stock', async () => {
    const result = await call(PRODUCT_PAGE, { urlKey: 'mango-mango' });
    const product = result.data?.products.items[0];
    expect(product.__typename).toBe('ConfigurableProduct');
    expect(product.request_path).toBe('eliquids/bottles/mango-mango');
    expect(
      product.configurable_options.map(
        (option: { attribute_code: string }) => option.attribute_code,
      ),
    ).toEqual(['flavour', 'nicotine_strength']);
    expect(
      product.configurable_options[1].values.map((value: { label: string }) => value.label),
    ).toEqual(['0 mg/ml', '12 mg/ml', '18 mg/ml']);
    const stock = product.variants.map(
      (variant: { product: { sku: string; stock_status: string } }) => [
        variant.product.sku,
        variant.product.stock_status,
      ],
    );
    expect(stock).toEqual([
      ['ELQ-MANGO-MANGO-0', 'OUT_OF_STOCK'],
      ['ELQ-MANGO-MANGO-12', 'IN_STOCK'],
      ['ELQ-MANGO-MANGO-18', 'IN_STOCK'],
    ]);
    expect(product.stock_status).toBe('IN_STOCK');
    expect(product.related_products.map((item: { sku: string }) => item.sku)).toEqual([
      'LUMO-PRO-REFILL-PODS',
    ]);
    expect(product).toMatchObject({
      relative_url: 'eliquids/bottles/mango-mango',
      redirect_code: 0,
      type: 'PRODUCT',
    });
  });

  it('shows the starter kit bundle at the home page link with its options', async () => {
    const result = await call(PRODUCT_PAGE, { urlKey: 'pod-vape-starter-kit' });
    const kit = result.data?.products.items[0];
    expect(kit.__typename).toBe('BundleProduct');
    expect(kit.canonical_url).toBe('devices/compact/pod-vape-starter-kit');
    expect(kit.items.map((item: { title: string }) => item.title)).toEqual([
      'Device',
      'Pods',
      'Charging cable',
    ]);
    expect(kit.items[0].options[0]).toMatchObject({
      product: { sku: 'LUMO-COMPACT' },
      quantity: 1,
      price_type: 'FIXED',
    });
    expect(kit.items[1].options.length).toBe(7);
    const pods = await call(PRODUCT_PAGE, { urlKey: '2-pods' });
    expect(pods.data?.products.items[0].request_path).toBe('eliquids/compact/2-pods');
  });

  it('hides a product a market rule forbids: the disposable in the UK, the 24 mg/ml bottle outside the US', async () => {
    const skusIn = async (store: string) => {
      const result = await call(
        PRODUCTS,
        { filter: { sku: { in: ['LUMO-GO-DISPOSABLE', 'ELQ-CLASSIC-TOBACCO-24'] } } },
        store,
      );
      return result.data?.products.items.map((item: { sku: string }) => item.sku).sort();
    };
    expect(await skusIn('uk')).toEqual([]);
    expect(await skusIn('eu')).toEqual(['LUMO-GO-DISPOSABLE']);
    expect(await skusIn('us')).toEqual(['ELQ-CLASSIC-TOBACCO-24', 'LUMO-GO-DISPOSABLE']);
    const devices = await call(
      AGGREGATIONS,
      { filter: { category_uid: { eq: await categoryUid('devices') } } },
      'uk',
    );
    const types = devices.data?.products.aggregations
      .find((entry: { attribute_code: string }) => entry.attribute_code === 'device_type')
      .options.map((option: { value: string }) => option.value);
    expect(types).not.toContain('disposable');
  });

  it('serves the category tree with children, breadcrumbs and product counts', async () => {
    const root = await call(CATEGORIES, {});
    expect(root.data?.categories.items[0]).toMatchObject({
      uid: encodeUid(2),
      name: 'Default Category',
      level: 1,
    });
    expect(
      root.data?.categories.items[0].children.map((child: { url_path: string }) => child.url_path),
    ).toEqual(['devices', 'eliquids', 'pods', 'accessories']);
    const compact = await call(CATEGORIES, { filters: { url_path: { eq: 'eliquids/compact' } } });
    const category = compact.data?.categories.items[0];
    expect(category).toMatchObject({
      name: 'Pods for the Compact',
      level: 3,
      product_count: 1,
      relative_url: 'eliquids/compact',
      redirect_code: 0,
      type: 'CATEGORY',
      breadcrumbs: [{ category_name: 'E-liquids', category_url_path: 'eliquids' }],
    });
    const greek = await call(CATEGORIES, { filters: { url_path: { eq: 'eliquids' } } }, 'gr');
    expect(greek.data?.categories.items[0].name).toBe('Υγρά αναπλήρωσης');
    const legacy = await call(
      `{ categoryList(filters: { url_key: { eq: "devices" } }) { name } category(id: 2) { name } }`,
    );
    expect(legacy.data).toEqual({
      categoryList: [{ name: 'Devices' }],
      category: { name: 'Default Category' },
    });
  });

  it('bounds its inputs', async () => {
    for (const variables of [
      { pageSize: 0 },
      { pageSize: 101 },
      { currentPage: 0 },
      { search: 'x'.repeat(129) },
      { filter: { sku: { in: Array.from({ length: 51 }, (_, i) => `S${i}`) } } },
    ]) {
      const result = await call(PRODUCTS, variables);
      expect(firstError(result).extensions?.category).toBe('graphql-input');
    }
  });

  it('answers productsByIds and categoriesByIds for the router, hidden ones left out', async () => {
    const catalog = t.app.services.catalog;
    const listing = await call(
      PRODUCTS,
      { filter: { sku: { in: ['LUMO-PRO', 'LUMO-GO-DISPOSABLE'] } } },
      'eu',
    );
    const ids = listing.data?.products.items.map((item: { uid: string }) =>
      Number(Buffer.from(item.uid, 'base64').toString()),
    );
    const uk = await catalog.productsByIds('uk', ids);
    expect(uk.map((product) => product.sku)).toEqual(['LUMO-PRO']);
    const eu = await catalog.productsByIds('eu', [...ids].reverse());
    expect(eu.map((product) => product.sku)).toEqual(
      [...ids].reverse().map((id) => eu.find((p) => p.id === id)?.sku),
    );
    const categories = await catalog.categoriesByIds('uk', [2, 999]);
    expect(categories.map((category) => category.name)).toEqual(['Default Category']);
  });
});
