// The storefront URLs of every builder page the api serves, in every store view, listed through
// the api itself (the editor's `builderPages` query, signed in as the run's editor account), so a
// page an editor or a new seed adds is measured without changing the bench.
import { z } from 'zod';
import { graphqlClient } from './graphql-client.mjs';

/** The builder page the storefront shows for unknown paths (answered 404). */
export const NOT_FOUND_PAGE_PATH = '/not-found';
/** The site footer's reserved location (ADR 0022): a builder page, but no URL of its own. */
export const SITE_FOOTER_PATH = '/~site-footer';
/** An unknown path, to load the not-found page the way shoppers meet it. */
export const UNKNOWN_PATH = '/bench-no-such-page';
/** The seed pages (apps/api/seed-content/pages), when the api cannot list pages for us. */
export const SEED_PAGE_PATHS = [
  '/',
  '/what-is-vapor',
  '/vaping-jargon-buster',
  NOT_FOUND_PAGE_PATH,
];

const storesData = z.object({
  availableStores: z
    .array(z.object({ store_code: z.string(), path_prefix: z.string().nullish() }))
    .max(100),
});

const pagesData = z.object({
  builderPages: z
    .array(
      z.object({
        store_code: z.string(),
        path: z.string(),
        title: z.string().nullish(),
        published_version: z.number().nullish(),
      }),
    )
    .max(10_000),
});

/**
 * Where a store view's builder page is served: the store's prefix and the page's path; the
 * not-found page at an unknown path (status 404), every other page with 200.
 * @param {string} prefix the store view's path prefix ('' for the default store, '/gr', ...)
 * @param {string} pagePath the builder page's path ('/', '/what-is-vapor', '/not-found')
 * @returns {{ path: string, expectedStatus: number }}
 */
export function storefrontPath(prefix, pagePath) {
  const base = prefix.replace(/\/+$/, '');
  if (pagePath === NOT_FOUND_PAGE_PATH)
    return { path: `${base}${UNKNOWN_PATH}`, expectedStatus: 404 };
  const page = pagePath === '/' ? '' : `/${pagePath.replace(/^\/+/, '')}`;
  return { path: `${base}${page}` || '/', expectedStatus: 200 };
}

/**
 * Whether a listed builder page is one shoppers load: published, in a known store view, and not
 * the site footer (ADR 0022), which is part of every page rather than a page of its own.
 * @param {{ store_code: string, path: string, published_version?: number | null }} page
 * @param {Map<string, string>} prefixes store code -> path prefix
 */
export function isMeasuredPage(page, prefixes) {
  return (
    page.published_version != null &&
    prefixes.has(page.store_code) &&
    page.path !== SITE_FOOTER_PATH
  );
}

/** Signs in with the editor account; returns the session cookie the api set. */
async function editorCookie(apiUrl, email, password) {
  const response = await fetch(new URL('/graphql', apiUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query:
        'mutation BenchSignIn($email: String!, $password: String!) { generateEditorToken(email: $email, password: $password) { editor { uid } } }',
      variables: { email, password },
    }),
    signal: AbortSignal.timeout(15_000),
  });
  const body = await response.json().catch(() => null);
  if (body?.errors?.length) throw new Error(`sign-in: ${body.errors[0].message}`);
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
  if (cookies.length === 0) throw new Error(`sign-in answered ${response.status} without a cookie`);
  return cookies.join('; ');
}

/**
 * Every published builder page of every store view, as storefront paths. Without an editor
 * account (or when listing fails) it falls back to the seed pages in every store view, and says so.
 * @param {{ apiUrl: string, email?: string, password?: string }} options
 * @returns {Promise<{ source: string, pages: { store: string, pagePath: string, title: string | null,
 *   path: string, expectedStatus: number }[] }>}
 */
export async function listSeededPages({ apiUrl, email, password }) {
  const stores = (
    await graphqlClient(apiUrl).request(
      'query BenchStores { availableStores { store_code path_prefix } }',
      {},
      storesData,
    )
  ).availableStores;
  const prefixes = new Map(stores.map((store) => [store.store_code, store.path_prefix ?? '']));

  let listed = null;
  let source = 'the api: builderPages (published pages of every store view)';
  try {
    if (!email || !password) throw new Error('no editor account (BENCH_EDITOR_EMAIL/PASSWORD)');
    const cookie = await editorCookie(apiUrl, email, password);
    const client = graphqlClient(apiUrl, { headers: { cookie } });
    listed = (
      await client.request(
        'query BenchPages { builderPages { store_code path title published_version } }',
        {},
        pagesData,
      )
    ).builderPages.filter((page) => isMeasuredPage(page, prefixes));
  } catch (error) {
    source = `the seed pages in every store view (listing failed: ${error instanceof Error ? error.message : error})`;
  }
  const entries =
    listed ??
    stores.flatMap((store) =>
      SEED_PAGE_PATHS.map((path) => ({ store_code: store.store_code, path, title: null })),
    );
  const order = [...prefixes.keys()];
  const pages = entries
    .map((page) => ({
      store: page.store_code,
      pagePath: page.path,
      title: page.title ?? null,
      ...storefrontPath(prefixes.get(page.store_code) ?? '', page.path),
    }))
    .sort(
      (a, b) => order.indexOf(a.store) - order.indexOf(b.store) || a.path.localeCompare(b.path),
    );
  return { source, pages };
}
