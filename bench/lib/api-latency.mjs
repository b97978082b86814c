// Latency of the catalogue's api reads, measured sequentially from the client (one request at a
// time over loopback HTTP, as the storefront's server asks them): search p95, and one 20-url route
// lookup batch against one single lookup.
import { z } from 'zod';
import { median, percentile, round, ratio, timed } from './stats.mjs';

const SEARCH_QUERY = /* GraphQL */ `
  query BenchSearch($search: String!) {
    products(search: $search, pageSize: 24) {
      total_count
      items {
        uid
        name
        sku
        price_range {
          minimum_price {
            final_price {
              value
              currency
            }
          }
        }
      }
      aggregations {
        attribute_code
        options {
          value
          count
        }
      }
      suggestions {
        search
      }
    }
  }
`;

const LOOKUP_FIELDS = /* GraphQL */ `
  url
  entity_id
  entity_type
  rewrite_url
  rewrite_type
  disabled
  hreflang {
    lang
    store_id
    url
  }
`;

const SINGLE_LOOKUP_QUERY = /* GraphQL */ `
  query BenchLookup($url: String!) {
    jtiHeadlessUrl(url: $url) { ${LOOKUP_FIELDS} }
  }
`;

const BATCH_LOOKUP_QUERY = /* GraphQL */ `
  query BenchLookups($urls: [String!]!) {
    jtiHeadlessUrls(urls: $urls) { items { ${LOOKUP_FIELDS} } }
  }
`;

const searchData = z.object({
  products: z
    .object({
      total_count: z.number().nullish(),
      suggestions: z
        .array(z.object({ search: z.string() }).nullable())
        .max(100)
        .nullish(),
    })
    .passthrough()
    .nullish(),
});
const lookupResult = z.object({ url: z.string(), entity_type: z.string().nullish() }).passthrough();
const singleData = z.object({ jtiHeadlessUrl: lookupResult.nullish() });
const batchData = z.object({
  jtiHeadlessUrls: z.object({ items: z.array(lookupResult.nullable()).max(50) }).nullish(),
});

/**
 * `queries` sequential searches cycling through `terms` (after `warmup` unmeasured ones).
 * @param {ReturnType<typeof import('./graphql-client.mjs').graphqlClient>} client
 * @param {{ terms: readonly string[], queries: number, warmup: number }} options
 */
export async function measureSearch(client, { terms, queries, warmup }) {
  if (terms.length === 0) throw new Error('No search terms to measure.');
  const times = [];
  let empty = 0;
  const termsWithoutResults = new Set();
  let suggested = 0;
  for (let index = 0; index < warmup + queries; index += 1) {
    const term = terms[index % terms.length];
    const { ms, result } = await timed(() =>
      client.request(SEARCH_QUERY, { search: term }, searchData),
    );
    if (index < warmup) continue;
    times.push(ms);
    if (!result.products?.total_count) {
      empty += 1;
      termsWithoutResults.add(term);
    }
    if (result.products?.suggestions?.length) suggested += 1;
  }
  return {
    queries,
    terms: terms.length,
    p50Ms: round(percentile(times, 50)),
    p95Ms: round(percentile(times, 95)),
    maxMs: round(Math.max(...times)),
    queriesWithoutResults: empty,
    queriesWithSuggestions: suggested,
    termsWithoutResults: [...termsWithoutResults],
  };
}

/**
 * One batch of `urls` against one single lookup, alternated `rounds` times; medians and ratio.
 * Also checks the batch answers one result per url, in order (its contract).
 * @param {ReturnType<typeof import('./graphql-client.mjs').graphqlClient>} client
 * @param {{ urls: readonly string[], singleUrl: string, rounds: number, warmup: number }} options
 */
export async function measureLookups(client, { urls, singleUrl, rounds, warmup }) {
  const single = [];
  const batch = [];
  let resolved = 0;
  for (let index = 0; index < warmup + rounds; index += 1) {
    const one = await timed(() =>
      client.request(SINGLE_LOOKUP_QUERY, { url: singleUrl }, singleData),
    );
    const many = await timed(() => client.request(BATCH_LOOKUP_QUERY, { urls }, batchData));
    const items = many.result.jtiHeadlessUrls?.items ?? [];
    if (items.length !== urls.length) {
      throw new Error(`jtiHeadlessUrls answered ${items.length} results for ${urls.length} urls`);
    }
    if (index < warmup) continue;
    single.push(one.ms);
    batch.push(many.ms);
    resolved = items.filter((item) => item?.entity_type).length;
  }
  const singleMedian = median(single);
  const batchMedian = median(batch);
  return {
    urls: urls.length,
    resolvedUrls: resolved,
    rounds,
    singleMedianMs: round(singleMedian),
    batchMedianMs: round(batchMedian),
    batchToSingle: ratio(batchMedian, singleMedian),
  };
}
