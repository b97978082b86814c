// Picks what the catalogue benches load from the catalogue actually in the api (generated or
// seeded), so the URLs exist and the filters match products: the largest category the sampled
// e-liquids are in (or under), its most common flavour, within it the most common strength, within
// both the most common price bucket (three filters, spelled as apps/storefront's listing-params.ts
// does); a configurable product; the urls of a 20-url route lookup; search terms with typos.
import { z } from 'zod';

/** Storefront query parameters of the category page's filters (issue 9: `?strength=12&sort=...`). */
export const FILTER_PARAMS = { flavour: 'flavour', nicotine_strength: 'strength', price: 'price' };
export const CATEGORY_SORT = 'price_asc';
export const BATCH_SIZE = 20;

const MAX_SAMPLE_ITEMS = 100;

const storeConfigData = z.object({
  storeConfig: z
    .object({
      product_url_suffix: z.string().nullish(),
      category_url_suffix: z.string().nullish(),
    })
    .nullish(),
});

const aggregationSchema = z.object({
  attribute_code: z.string(),
  label: z.string().nullish(),
  options: z
    .array(
      z.object({ value: z.string(), label: z.string().nullish(), count: z.number().nullish() }),
    )
    .nullish(),
});

const sampleData = z.object({
  products: z
    .object({
      total_count: z.number().nullish(),
      items: z
        .array(
          z
            .object({
              __typename: z.string(),
              name: z.string().nullish(),
              url_key: z.string().nullish(),
              url_suffix: z.string().nullish(),
              request_path: z.string().nullish(),
              canonical_url: z.string().nullish(),
              device_type: z.string().nullish(),
              categories: z
                .array(
                  z
                    .object({
                      url_path: z.string().nullish(),
                      url_suffix: z.string().nullish(),
                      product_count: z.number().nullish(),
                    })
                    .nullable(),
                )
                .nullish(),
            })
            .nullable(),
        )
        .max(MAX_SAMPLE_ITEMS)
        .nullish(),
      aggregations: z.array(aggregationSchema.nullable()).nullish(),
    })
    .nullish(),
});

const STORE_CONFIG_QUERY = /* GraphQL */ `
  query BenchStoreConfig {
    storeConfig {
      product_url_suffix
      category_url_suffix
    }
  }
`;

const SAMPLE_QUERY = /* GraphQL */ `
  query BenchCatalogSample($search: String, $filter: ProductAttributeFilterInput, $pageSize: Int) {
    products(search: $search, filter: $filter, pageSize: $pageSize) {
      total_count
      items {
        __typename
        name
        url_key
        url_suffix
        request_path
        canonical_url
        device_type
        categories {
          url_path
          url_suffix
          product_count
        }
      }
      aggregations {
        attribute_code
        label
        options {
          value
          label
          count
        }
      }
    }
  }
`;

/** A storefront path (leading slash, no origin) of a product. */
function productPath(item, suffix) {
  if (item.request_path) return `/${item.request_path.replace(/^\/+/, '')}`;
  if (item.canonical_url) {
    const url = new URL(item.canonical_url, 'http://placeholder.invalid');
    return url.pathname;
  }
  if (item.url_key) return `/${item.url_key}${item.url_suffix ?? suffix ?? ''}`;
  return null;
}

function categoryPath(category, suffix) {
  if (!category?.url_path) return null;
  return `/${category.url_path.replace(/^\/+/, '')}${category.url_suffix ?? suffix ?? ''}`;
}

/** The option with the most products (first on ties), or null. */
function mostCommonOption(aggregations, attributeCode) {
  const aggregation = aggregations?.find((entry) => entry?.attribute_code === attributeCode);
  const options = (aggregation?.options ?? []).filter((option) => (option.count ?? 0) > 0);
  options.sort((a, b) => (b.count ?? 0) - (a.count ?? 0));
  return options[0] ?? null;
}

const categoriesData = z.object({
  categories: z
    .object({
      items: z
        .array(
          z
            .object({
              url_path: z.string().nullish(),
              url_suffix: z.string().nullish(),
              product_count: z.number().nullish(),
            })
            .nullable(),
        )
        .max(MAX_SAMPLE_ITEMS)
        .nullish(),
    })
    .nullish(),
});

const CATEGORIES_QUERY = /* GraphQL */ `
  query BenchCategories($paths: [String]) {
    categories(filters: { url_path: { in: $paths } }, pageSize: 100) {
      items {
        url_path
        url_suffix
        product_count
      }
    }
  }
`;

/**
 * The sampled products' category, or one of its parents, with the most products: with 10,000
 * generated products that is the heaviest listing a shopper can open (a parent lists its
 * children's products), not a small demo category. Falls back to the most sampled category.
 */
async function largestCategory(client, ranked, suffix) {
  const paths = new Set();
  for (const entry of ranked) {
    const parts = entry.urlPath.split('/');
    for (let depth = 1; depth <= parts.length; depth += 1)
      paths.add(parts.slice(0, depth).join('/'));
  }
  if (paths.size === 0) return ranked[0];
  const data = await client.request(
    CATEGORIES_QUERY,
    { paths: [...paths].slice(0, MAX_SAMPLE_ITEMS) },
    categoriesData,
  );
  const largest = (data.categories?.items ?? [])
    .filter((item) => item?.url_path && (item.product_count ?? 0) > 0)
    .sort((a, b) => (b.product_count ?? 0) - (a.product_count ?? 0))[0];
  if (!largest?.url_path) return ranked[0];
  return {
    path: categoryPath(largest, suffix),
    urlPath: largest.url_path,
    seen: 0,
    size: largest.product_count ?? 0,
  };
}

async function products(client, variables) {
  const data = await client.request(SAMPLE_QUERY, variables, sampleData);
  return data.products ?? { items: [], aggregations: [], total_count: 0 };
}

function wordTypo(word) {
  if (word.length < 5) return `${word}${word.at(-1)}`;
  const middle = Math.floor(word.length / 2);
  const swapped =
    word.slice(0, middle - 1) + word[middle] + word[middle - 1] + word.slice(middle + 1);
  // Swapping a double letter ("ripple") changes nothing: drop one of them instead.
  return swapped === word ? word.slice(0, middle) + word.slice(middle + 1) : swapped;
}

/**
 * "peppermint" -> "peppremint", "amber tobacco" -> "amber toabcco": two middle letters of the
 * longest word swapped, the commonest kind of typo.
 */
export function typo(term) {
  const words = term.split(' ');
  let longest = 0;
  words.forEach((word, index) => {
    if (word.length > words[longest].length) longest = index;
  });
  words[longest] = wordTypo(words[longest]);
  return words.join(' ');
}

/** Up to 10 real terms (flavours, words of product names, generic words) and a typo of each. */
export function searchTerms(flavourLabels, productNames) {
  const words = productNames
    .flatMap((name) => name.toLowerCase().split(/[^\p{L}]+/u))
    .filter((word) => word.length >= 5);
  const flavours = flavourLabels.map((label) => label.toLowerCase());
  const preferred = [...flavours.slice(0, 6), ...words.slice(0, 2), 'pod kit', 'menthol'];
  const real = [...new Set([...preferred, ...flavours, ...words])].slice(0, 10);
  return [...real, ...real.map(typo)];
}

/**
 * @param {ReturnType<typeof import('./graphql-client.mjs').graphqlClient>} client
 * @param {{ categoryPath?: string, productPath?: string }} overrides paths from the environment
 */
export async function sampleCatalog(client, overrides = {}) {
  const notes = [];
  const config = (await client.request(STORE_CONFIG_QUERY, {}, storeConfigData)).storeConfig ?? {};

  // E-liquids first (the category page of issue 9's example); any product otherwise.
  let sample = await products(client, {
    filter: { device_type: { eq: 'e-liquid' } },
    pageSize: MAX_SAMPLE_ITEMS,
  });
  if (!sample.items?.length) {
    notes.push('no product with device_type e-liquid; sampled a search for "a" instead');
    sample = await products(client, { search: 'a', pageSize: MAX_SAMPLE_ITEMS });
  }
  const items = (sample.items ?? []).filter((item) => item !== null);
  if (items.length === 0) throw new Error('The api returned no products to benchmark.');

  // The category most sampled products are in (ties: the bigger one).
  const categories = new Map();
  for (const item of items) {
    for (const category of item.categories ?? []) {
      const path = categoryPath(category, config.category_url_suffix);
      if (!path || !category?.url_path) continue;
      const entry = categories.get(path) ?? { path, urlPath: category.url_path, seen: 0, size: 0 };
      entry.seen += 1;
      entry.size = Math.max(entry.size, category.product_count ?? 0);
      categories.set(path, entry);
    }
  }
  const ranked = [...categories.values()].sort((a, b) => b.seen - a.seen || b.size - a.size);
  let category = await largestCategory(client, ranked, config.category_url_suffix);

  let categoryUrl = overrides.categoryPath ?? null;
  const filters = {};
  if (!categoryUrl && category) {
    const inCategory = { category_url_path: { eq: category.urlPath } };
    let whole = await products(client, { filter: inCategory, pageSize: 1 });
    if (!whole.total_count && ranked[0] && category !== ranked[0]) {
      // The api lists only directly assigned products under this parent: use the sampled one.
      notes.push(`${category.path} lists no products of its own; used ${ranked[0].path}`);
      category = ranked[0];
      inCategory.category_url_path.eq = category.urlPath;
      whole = await products(client, { filter: inCategory, pageSize: 1 });
    }
    const flavour = mostCommonOption(whole.aggregations, 'flavour');
    if (flavour) filters.flavour = flavour.value;
    const narrowed = flavour
      ? await products(client, {
          filter: { ...inCategory, flavour: { eq: flavour.value } },
          pageSize: 1,
        })
      : whole;
    const strength = mostCommonOption(narrowed.aggregations, 'nicotine_strength');
    if (strength) filters.nicotine_strength = strength.value;
    const narrowest = strength
      ? await products(client, {
          filter: {
            ...inCategory,
            ...(flavour ? { flavour: { eq: flavour.value } } : {}),
            nicotine_strength: { eq: strength.value },
          },
          pageSize: 1,
        })
      : narrowed;
    const price = mostCommonOption(narrowest.aggregations, 'price');
    if (price) filters.price = price.value;
    const query = new URLSearchParams();
    for (const [code, value] of Object.entries(filters)) query.set(FILTER_PARAMS[code], value);
    query.set('sort', CATEGORY_SORT);
    categoryUrl = `${category.path}?${query}`;
    if (Object.keys(filters).length < 3)
      notes.push(
        `category ${category.path}: only ${Object.keys(filters).length} filters had options`,
      );
  }
  if (!categoryUrl) notes.push('no category found for the sampled products');

  const productPaths = [
    ...new Set(
      items.map((item) => productPath(item, config.product_url_suffix)).filter((path) => path),
    ),
  ];
  const configurable = items.find((item) => item.__typename === 'ConfigurableProduct') ?? items[0];
  const productUrl =
    overrides.productPath ?? productPath(configurable, config.product_url_suffix) ?? null;

  // 20 urls as one page render might ask: products, categories, a CMS page and unknown paths.
  const lookupUrls = [
    ...productPaths.slice(0, 12),
    ...ranked.slice(0, 4).map((entry) => entry.path),
    '/terms-of-service',
    '/bench-no-such-page',
  ];
  for (let index = 0; lookupUrls.length < BATCH_SIZE; index += 1) {
    lookupUrls.push(productPaths[index % productPaths.length] ?? `/bench-missing-${index}`);
  }

  const flavourLabels =
    sample.aggregations
      ?.find((entry) => entry?.attribute_code === 'flavour')
      ?.options?.map((option) => option.label ?? option.value) ?? [];
  return {
    sampledProductCount: sample.total_count ?? null,
    categoryUrl,
    categoryFilters: filters,
    productUrl,
    lookupUrls: lookupUrls.slice(0, BATCH_SIZE).map((url) => url.replace(/^\//, '')),
    singleLookupUrl: (productUrl ?? lookupUrls[0]).replace(/^\//, '').replace(/\?.*$/, ''),
    searchTerms: searchTerms(
      flavourLabels,
      items.map((item) => item.name ?? ''),
    ),
    notes,
  };
}
