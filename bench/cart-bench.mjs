// Cart benchmark (issue 13): add-to-cart server time p95 (target under 50 ms), measured twice,
// at the api (addProductsToCart, one request at a time) and at the storefront as a shopper sees
// it (the product page's add-to-cart form posted to the server action, until its redirect); and
// the cart page's throughput with a 3-line cart as a ratio of the bare per-request page. Targets
// are printed PASS/MISS, never asserted.
//
// `npm run bench` runs it after the catalogue bench. Against servers you started yourself:
//   BENCH_API_URL=http://127.0.0.1:4000 BENCH_STOREFRONT_URL=http://127.0.0.1:3000 \
//   node bench/cart-bench.mjs
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { addToCartFormFields, cookieFrom } from './lib/cart-bench-helpers.mjs';
import { graphqlClient } from './lib/graphql-client.mjs';
import { invalidReason, judge } from './lib/report.mjs';
import { percentile, ratio, round, timed } from './lib/stats.mjs';
import { measureThroughput } from './lib/throughput.mjs';

export const cartBenchEnv = z.object({
  BENCH_API_URL: z.url(),
  BENCH_STOREFRONT_URL: z.url(),
  BENCH_STORE: z
    .string()
    .regex(/^[a-z_]{1,32}$/)
    .default('uk'),
  BENCH_CART_ADDS: z.coerce.number().int().min(20).max(5000).default(200),
  BENCH_CONNECTIONS: z.coerce.number().int().min(1).max(256).default(32),
  BENCH_SECONDS: z.coerce.number().int().min(1).max(120).default(10),
  BENCH_WARMUP_SECONDS: z.coerce.number().int().min(0).max(60).default(3),
  /** The bare per-request page's req/s of this run (the catalogue bench measured it). */
  BENCH_BARE_PER_REQUEST_RPS: z.coerce.number().positive().optional(),
});

const ADD_MUTATION = /* GraphQL */ `
  mutation BenchAdd($cartId: String!, $sku: String!) {
    addProductsToCart(cartId: $cartId, cartItems: [{ sku: $sku, quantity: 1 }]) {
      cart {
        total_quantity
      }
      user_errors {
        code
        message
      }
    }
  }
`;
const CREATE_CART = /* GraphQL */ `
  mutation BenchCart {
    createGuestCart {
      cart {
        id
      }
    }
  }
`;
const SIMPLE_PRODUCTS = /* GraphQL */ `
  query BenchSimpleProducts($search: String!) {
    products(search: $search, pageSize: 48) {
      items {
        __typename
        sku
        request_path
        stock_status
      }
    }
  }
`;

const productsSchema = z.object({
  products: z.object({
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
const cartSchema = z.object({ createGuestCart: z.object({ cart: z.object({ id: z.string() }) }) });
const addSchema = z.object({
  addProductsToCart: z.object({
    cart: z.object({ total_quantity: z.number() }),
    user_errors: z.array(z.object({ code: z.string(), message: z.string() })),
  }),
});

/** Simple, in-stock products of the (generated) catalogue, with their page paths. */
async function simpleProducts(client) {
  const data = await client.request(SIMPLE_PRODUCTS, { search: 'e-liquid' }, productsSchema);
  const items = data.products.items.filter(
    (item) => item && item.__typename === 'SimpleProduct' && item.stock_status !== 'OUT_OF_STOCK',
  );
  if (items.length < 3) throw new Error('fewer than 3 simple products to add');
  return items;
}

/**
 * A new guest cart every this many adds: the catalogue's e-liquids are nicotine products, and a
 * cart holds at most the purchase limit of them (30 in 30 days in the seeded store views).
 */
const ADDS_PER_CART = 25;

/** addProductsToCart p95 at the api, one request at a time, a new guest cart every 25 adds. */
async function measureApiAdds(client, skus, count) {
  const samples = [];
  let cartId = null;
  for (let index = 0; index < count + 10; index += 1) {
    if (index % ADDS_PER_CART === 0) {
      cartId = (await client.request(CREATE_CART, {}, cartSchema)).createGuestCart.cart.id;
    }
    const sku = skus[index % skus.length];
    const { ms, result } = await timed(() =>
      client.request(ADD_MUTATION, { cartId, sku }, addSchema),
    );
    if (result.addProductsToCart.user_errors.length) {
      throw new Error(`add refused: ${result.addProductsToCart.user_errors[0].message}`);
    }
    if (index >= 10) samples.push(ms);
  }
  return summary(samples);
}

function summary(samples) {
  return {
    count: samples.length,
    p50Ms: round(percentile(samples, 50)),
    p95Ms: round(percentile(samples, 95)),
    maxMs: round(Math.max(...samples)),
  };
}

/**
 * The storefront's add-to-cart as a shopper without JavaScript sends it: the product page's form,
 * posted to the server action, timed until the action's redirect (303) arrives. One guest cart
 * (its cookie kept, a new one every 25 posts); the first 10 posts are a warm-up.
 */
async function measureStorefrontAdds(storefrontUrl, productPath, count, store) {
  const page = await fetch(new URL(productPath, storefrontUrl));
  const fields = addToCartFormFields(await page.text());
  if (!fields) throw new Error(`no add-to-cart form on ${productPath}`);
  let cookie = '';
  const samples = [];
  for (let index = 0; index < count + 10; index += 1) {
    // A new guest cart (no cookie: the action creates one) every 25 posts (purchase limit).
    if (index % ADDS_PER_CART === 0) cookie = '';
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    const { ms, result } = await timed(async () => {
      const response = await fetch(new URL(productPath, storefrontUrl), {
        method: 'POST',
        body: form,
        redirect: 'manual',
        headers: cookie ? { cookie } : {},
      });
      await response.arrayBuffer();
      return response;
    });
    if (result.status !== 303 || result.headers.get('location')?.includes('error=')) {
      throw new Error(
        `the add-to-cart post answered ${result.status} ${result.headers.get('location') ?? ''}`,
      );
    }
    cookie = cookieFrom(result.headers.getSetCookie(), `cart_${store}`) ?? cookie;
    if (index >= 10) samples.push(ms);
  }
  return { ...summary(samples), cookie };
}

/** @param {z.infer<typeof cartBenchEnv>} env */
export async function runCartBench(env) {
  const client = graphqlClient(env.BENCH_API_URL, { store: env.BENCH_STORE });
  const errors = {};
  async function attempt(part, work) {
    try {
      return await work();
    } catch (error) {
      errors[part] = error instanceof Error ? error.message : String(error);
      console.error(`${part} failed: ${errors[part]}`);
      return null;
    }
  }
  const products = await attempt('simple products', () => simpleProducts(client));
  const skus = products?.map((item) => item.sku) ?? [];
  console.log(`cart: ${env.BENCH_CART_ADDS} addProductsToCart at the api`);
  const api = products
    ? await attempt('api adds', () => measureApiAdds(client, skus, env.BENCH_CART_ADDS))
    : null;
  const productPath = products?.find((item) => item.request_path)?.request_path;
  console.log(`cart: ${env.BENCH_CART_ADDS} add-to-cart form posts at the storefront`);
  const storefront = productPath
    ? await attempt('storefront adds', () =>
        measureStorefrontAdds(
          env.BENCH_STOREFRONT_URL,
          `/${productPath.replace(/^\/+/, '')}`,
          env.BENCH_CART_ADDS,
          env.BENCH_STORE,
        ),
      )
    : null;

  // The cart page with the cart the posts filled (one line) plus two more lines.
  let cartPage = null;
  if (storefront?.cookie && skus.length >= 3) {
    console.log('cart: /checkout/cart under load');
    const cartId = decodeURIComponent(storefront.cookie.split('=')[1] ?? '');
    await attempt('cart lines', async () => {
      for (const sku of skus.slice(1, 3))
        await client.request(ADD_MUTATION, { cartId, sku }, addSchema);
    });
    cartPage = await attempt('cart page', () =>
      measureThroughput({
        name: 'cart page (3 lines)',
        url: new URL('/checkout/cart', env.BENCH_STOREFRONT_URL).toString(),
        connections: env.BENCH_CONNECTIONS,
        seconds: env.BENCH_SECONDS,
        warmupSeconds: env.BENCH_WARMUP_SECONDS,
        headers: { cookie: storefront.cookie },
      }),
    );
    if (cartPage) {
      cartPage.vsBarePerRequest = ratio(cartPage.requestsPerSecond, env.BENCH_BARE_PER_REQUEST_RPS);
    }
  }

  const targets = [
    judge({
      label: 'add to cart p95 at the api',
      value: api?.p95Ms ?? null,
      comparison: 'below',
      threshold: 50,
      unit: ' ms',
    }),
    judge({
      label: 'add to cart p95 at the storefront (form post to redirect)',
      value: storefront?.p95Ms ?? null,
      comparison: 'below',
      threshold: 50,
      unit: ' ms',
    }),
  ];
  console.log('\nCart (sequential adds, ms)');
  console.table([
    { where: 'api addProductsToCart', ...(api ?? {}) },
    { where: 'storefront form post', ...(storefront ? { ...storefront, cookie: undefined } : {}) },
  ]);
  if (cartPage) {
    console.table([
      {
        page: cartPage.name,
        status: cartPage.status,
        'req/s': cartPage.requestsPerSecond,
        'x per-request': cartPage.vsBarePerRequest,
        'p99 ms': cartPage.latencyP99Ms,
        'JS gzip KB': cartPage.firstLoadJsGzipKB,
      },
    ]);
  }
  for (const target of targets)
    console.log(`${target.verdict} ${target.target}: ${target.measured}`);
  return {
    store: env.BENCH_STORE,
    adds: env.BENCH_CART_ADDS,
    api,
    storefront: storefront ? { ...storefront, cookie: undefined } : null,
    cartPage: cartPage ? { ...cartPage, invalid: invalidReason(cartPage) } : null,
    targets,
    errors,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await runCartBench(cartBenchEnv.parse(process.env));
  process.exitCode = Object.keys(result.errors).length ? 1 : 0;
}
