/**
 * Api answers for the catalogue's tests, shaped like the committed SDL (catalog.graphql). Test
 * support only: imported by *.test.ts(x) files, never by the app.
 */

type Money = { value: number; currency: string };

export function priceRange(final: number, currency = 'GBP', regular = final, max = final) {
  const price = (value: number): Money => ({ value, currency });
  return {
    minimum_price: { regular_price: price(regular), final_price: price(final) },
    maximum_price: { regular_price: price(Math.max(regular, max)), final_price: price(max) },
  };
}

export function card(
  id: number,
  name: string,
  final: number,
  overrides: Record<string, unknown> = {},
) {
  return {
    __typename: 'SimpleProduct',
    uid: Buffer.from(String(id)).toString('base64'),
    id,
    name,
    sku: `SKU-${id}`,
    request_path: `eliquids/${name.toLowerCase().replace(/\s+/g, '-')}`,
    url_key: name.toLowerCase().replace(/\s+/g, '-'),
    small_image: { url: `/media/catalog/${id}.webp`, label: name },
    price_range: priceRange(final),
    stock_status: 'IN_STOCK',
    ...overrides,
  };
}

export function listing(items: unknown[], overrides: Record<string, unknown> = {}) {
  return {
    total_count: items.length,
    page_info: { current_page: 1, page_size: 12, total_pages: 1 },
    items,
    aggregations: [
      {
        attribute_code: 'flavour',
        label: 'Flavour',
        count: 2,
        position: 0,
        options: [
          { label: 'Peppermint', value: 'peppermint', count: 3 },
          { label: 'Mango Mango', value: 'mango-mango', count: 2 },
        ],
      },
      {
        attribute_code: 'nicotine_strength',
        label: 'Nicotine strength',
        count: 2,
        position: 1,
        options: [
          { label: '12 mg/ml', value: '12', count: 4 },
          { label: '18 mg/ml', value: '18', count: 5 },
        ],
      },
    ],
    sort_fields: { default: 'position', options: [{ value: 'position', label: 'Position' }] },
    ...overrides,
  };
}

export function category(overrides: Record<string, unknown> = {}) {
  return {
    uid: 'MTA=',
    id: 10,
    name: 'Compact e-liquids',
    description: '<p>Pods for <strong>Compact</strong>.</p><script>alert(1)</script>',
    url_path: 'eliquids/compact',
    meta_title: null,
    meta_description: null,
    image: null,
    product_count: 2,
    default_sort_by: 'position',
    breadcrumbs: [
      {
        category_uid: 'Mw==',
        category_name: 'E-liquids',
        category_level: 2,
        category_url_path: 'eliquids',
      },
    ],
    children: [
      {
        uid: 'MTE=',
        id: 11,
        name: 'Mint',
        url_path: 'eliquids/compact/mint',
        position: 1,
        product_count: 1,
        include_in_menu: 1,
      },
    ],
    ...overrides,
  };
}

function variant(
  id: number,
  flavour: string,
  strength: number,
  final: number,
  stock: { qty: number; in: boolean } = { qty: 50, in: true },
) {
  return {
    attributes: [
      { code: 'flavour', label: flavour, value_index: id * 10, uid: `f${id}` },
      {
        code: 'nicotine_strength',
        label: `${strength} mg/ml`,
        value_index: strength,
        uid: `s${id}`,
      },
    ],
    product: {
      uid: Buffer.from(String(id)).toString('base64'),
      sku: `LIQ-${flavour.toUpperCase().replace(/\s+/g, '-')}-${strength}`,
      name: `${flavour} ${strength} mg/ml`,
      stock_status: stock.in ? 'IN_STOCK' : 'OUT_OF_STOCK',
      only_x_left_in_stock: null,
      stock_item: { qty: stock.qty, is_in_stock: stock.in, manage_stock: true },
      flavour,
      nicotine_strength: strength,
      volume_ml: 10,
      small_image: null,
      price_range: priceRange(final),
    },
  };
}

/** An e-liquid: Peppermint 6/12/18 (18 out of stock), Banoffee 18 only, Berry Mint 12 (special). */
export function configurableProduct(currency = 'GBP', overrides: Record<string, unknown> = {}) {
  const withCurrency = (v: ReturnType<typeof variant>) => ({
    ...v,
    product: {
      ...v.product,
      price_range: JSON.parse(
        JSON.stringify(v.product.price_range).replaceAll('"GBP"', `"${currency}"`),
      ) as ReturnType<typeof priceRange>,
    },
  });
  const berryMint = variant(23, 'Berry Mint', 12, 3.99);
  berryMint.product.price_range = priceRange(3.99, 'GBP', 5.49);
  return {
    ...card(20, 'Compact Pods', 4.99),
    __typename: 'ConfigurableProduct',
    price_range: priceRange(3.99, currency, 5.49, 5.99),
    request_path: 'eliquids/compact/pods',
    meta_title: null,
    meta_description: 'Pre-filled pods in twelve flavours.',
    special_price: null,
    canonical_url: null,
    description: { html: '<p>Smooth <em>mint</em>.</p><img src=x onerror=alert(1)>' },
    short_description: { html: '<p>Two pods a pack.</p>' },
    image: { url: '/media/catalog/20.webp', label: 'Compact Pods' },
    media_gallery: [
      { url: '/media/catalog/20-b.webp', label: 'Pods side', position: 2, disabled: false },
      { url: '/media/catalog/20.webp', label: 'Pods front', position: 1, disabled: false },
      { url: '/media/catalog/20-x.webp', label: 'Hidden', position: 3, disabled: true },
    ],
    stock_item: { qty: 100, is_in_stock: true, manage_stock: true },
    only_x_left_in_stock: null,
    flavour: null,
    nicotine_strength: null,
    volume_ml: 2,
    colour: null,
    device_type: 'pod',
    categories: [
      {
        uid: 'MTA=',
        name: 'Compact e-liquids',
        url_path: 'eliquids/compact',
        breadcrumbs: [
          {
            category_uid: 'Mw==',
            category_name: 'E-liquids',
            category_level: 2,
            category_url_path: 'eliquids',
          },
        ],
      },
    ],
    configurable_options: [
      {
        uid: 'o1',
        attribute_code: 'flavour',
        label: 'Flavour',
        position: 0,
        values: [
          { uid: 'v1', value_index: 1, label: 'Peppermint', store_label: 'Peppermint' },
          { uid: 'v2', value_index: 2, label: 'Banoffee', store_label: 'Banoffee' },
          { uid: 'v3', value_index: 3, label: 'Berry Mint', store_label: 'Berry Mint' },
        ],
      },
      {
        uid: 'o2',
        attribute_code: 'nicotine_strength',
        label: 'Nicotine strength',
        position: 1,
        values: [
          { uid: 'w6', value_index: 6, label: '6 mg/ml', store_label: '6 mg/ml' },
          { uid: 'w12', value_index: 12, label: '12 mg/ml', store_label: '12 mg/ml' },
          { uid: 'w18', value_index: 18, label: '18 mg/ml', store_label: '18 mg/ml' },
        ],
      },
    ],
    variants: [
      variant(21, 'Peppermint', 6, 4.99),
      variant(22, 'Peppermint', 12, 5.49, { qty: 3, in: true }),
      variant(24, 'Peppermint', 18, 5.99, { qty: 0, in: false }),
      variant(25, 'Banoffee', 18, 4.49),
      berryMint,
    ].map(withCurrency),
    ...overrides,
  };
}
