// What the soak's shoppers visit, picked before the run from the catalogue in the api (generated
// or seeded), so every URL exists: category pages with filters, product pages (configurable ones
// have variant links), simple in-stock products to buy, builder pages, search terms. Set-up only:
// the measured traffic goes through the storefront.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { sampleCatalog } from './catalog-sample.mjs';
import { NOT_FOUND_PAGE_PATH, SEED_PAGE_PATHS } from './seeded-pages.mjs';

/**
 * @typedef {{
 *   categoryUrls: string[], productPaths: string[], cartProductPaths: string[],
 *   builderPaths: string[], searchTerms: string[], suggestionsQuery: string,
 *   address: Record<string, unknown>, shippingMethod: string, agreements: number[],
 *   accountStore: string, accountPrefix: string, registration: Record<string, unknown>,
 * }} SoakCatalog
 */

const PRODUCTS_QUERY = /* GraphQL */ `
  query SoakProducts($search: String, $filter: ProductAttributeFilterInput, $page: Int) {
    products(search: $search, filter: $filter, pageSize: 48, currentPage: $page) {
      total_count
      items {
        __typename
        sku
        request_path
        stock_status
      }
    }
  }
`;
const productsData = z.object({
  products: z.object({
    total_count: z.number().nullish(),
    items: z
      .array(
        z
          .object({
            __typename: z.string(),
            sku: z.string(),
            request_path: z.string().nullish(),
            stock_status: z.string().nullish(),
          })
          .nullable(),
      )
      .max(100),
  }),
});
const AGREEMENTS_QUERY = /* GraphQL */ `
  query SoakAgreements {
    checkoutAgreements {
      agreement_id
      mode
    }
  }
`;
const agreementsData = z.object({
  checkoutAgreements: z
    .array(z.object({ agreement_id: z.number(), mode: z.string() }).nullable())
    .nullish(),
});

/** A UK address the checkout's per-country rules accept (the street number varies per order). */
const UK_ADDRESS = {
  firstname: 'Soak',
  lastname: 'Shopper',
  telephone: '020 7946 0000',
  street: ['1 Fleet Street'],
  city: 'London',
  region: {},
  postcode: 'EC4Y 1AA',
  country_code: 'GB',
};

/** Registration in the Irish store view: no ID check there (the UK asks for one). */
const REGISTRATION = {
  firstname: 'Soak',
  lastname: 'Shopper',
  password: 'Soak-Shopper-2026',
  passwordConfirm: 'Soak-Shopper-2026',
  date_of_birth: '1985-04-12',
  policy_agreed: true,
  driving_address: { street: ['', ''], city: '', postcode: '' },
};

const withSlash = (value) => `/${value.replace(/^\/+/, '')}`;

/**
 * @param {ReturnType<typeof import('./graphql-client.mjs').graphqlClient>} client uk store view
 * @param {string} repoRoot
 * @returns {Promise<SoakCatalog>}
 */
export async function soakCatalog(client, repoRoot) {
  const sample = await sampleCatalog(client);
  const pages = [];
  // A few pages of the catalogue, spread out, so product pages are not all the same dozen.
  const first = await client.request(PRODUCTS_QUERY, { search: '', page: 1 }, productsData);
  const lastPage = Math.max(1, Math.floor((first.products.total_count ?? 48) / 48));
  pages.push(first);
  for (const page of new Set([Math.ceil(lastPage / 3), Math.ceil((2 * lastPage) / 3), lastPage])) {
    if (page > 1)
      pages.push(await client.request(PRODUCTS_QUERY, { search: '', page }, productsData));
  }
  const items = pages.flatMap((page) => page.products.items).filter((item) => item !== null);
  const productPaths = [
    ...new Set([
      ...(sample.productUrl ? [sample.productUrl] : []),
      ...items.filter((item) => item.request_path).map((item) => withSlash(item.request_path)),
    ]),
  ];
  const cartProductPaths = items
    .filter(
      (item) =>
        item.__typename === 'SimpleProduct' &&
        item.stock_status !== 'OUT_OF_STOCK' &&
        item.request_path,
    )
    .map((item) => withSlash(item.request_path));
  if (cartProductPaths.length < 3) throw new Error('fewer than 3 simple products to buy');

  const categoryPaths = sample.lookupUrls
    .map(withSlash)
    .filter((url) => !productPaths.includes(url) && !url.startsWith('/bench-'))
    .filter((url) => url !== '/terms-of-service');
  const categoryUrls = [
    ...(sample.categoryUrl ? [withSlash(sample.categoryUrl)] : []),
    ...categoryPaths.map((url) => `${url}?sort=price_asc`),
  ];
  if (categoryUrls.length === 0) throw new Error('no category page to browse');

  const agreements = (await client.request(AGREEMENTS_QUERY, {}, agreementsData))
    .checkoutAgreements;
  return {
    categoryUrls,
    productPaths,
    cartProductPaths,
    builderPaths: SEED_PAGE_PATHS.filter((page) => page !== NOT_FOUND_PAGE_PATH),
    searchTerms: sample.searchTerms.length ? sample.searchTerms : ['mint', 'menthol'],
    suggestionsQuery: readFileSync(
      path.join(
        repoRoot,
        'packages/graphql/operations/storefront/catalog/search-suggestions.graphql',
      ),
      'utf8',
    ),
    address: UK_ADDRESS,
    shippingMethod: 'lumo|standard',
    agreements: (agreements ?? [])
      .filter((agreement) => agreement?.mode === 'MANUAL')
      .map((agreement) => agreement.agreement_id),
    accountStore: 'ie',
    accountPrefix: '/ie',
    registration: REGISTRATION,
  };
}
