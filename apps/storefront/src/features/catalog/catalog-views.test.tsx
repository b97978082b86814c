import { renderToReadableStream } from 'react-dom/server';
import type { ReactElement } from 'react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startFakeApi, type FakeApiReply } from '@/test/fake-api';
import { card, category, configurableProduct, listing } from './catalog-test-fixtures';
import { CategoryView, categoryMetadata, ProductView, productMetadata } from './index';
import { SearchView, searchMetadata } from './search-view';

// The sort form is a client island using the App Router; outside Next.js it needs a stand-in.
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: () => undefined }) }));

type Answers = Record<string, (variables: Record<string, unknown>, store: string) => FakeApiReply>;
let answers: Answers;
let api: Awaited<ReturnType<typeof startFakeApi>>;

const storeConfig = (store: string) => ({
  body: {
    data: {
      storeConfig: {
        store_code: store,
        locale: { uk: 'en-GB', ie: 'en-IE', us: 'en-US' }[store] ?? 'en-GB',
        base_currency_code: { uk: 'GBP', ie: 'EUR', us: 'USD' }[store] ?? 'GBP',
        default_display_currency_code: null,
        grid_per_page: 12,
        product_url_suffix: '',
        category_url_suffix: '',
        catalog_default_sort_by: 'position',
        nicotine_warning: `Warning of ${store}`,
        federal_vaping_rules: store === 'us',
      },
    },
  },
});

beforeAll(async () => {
  api = await startFakeApi((request) => {
    const { query, variables } = JSON.parse(request.body) as {
      query: string;
      variables: Record<string, unknown>;
    };
    const operation = /query (\w+)/.exec(query)?.[1] ?? '';
    const answer = answers[operation];
    return answer
      ? answer(variables, String(request.headers.store))
      : { body: { errors: [{ message: `unexpected ${operation}` }], data: null } };
  });
  process.env.API_URL = api.url;
  process.env.SITE_URL = 'https://shop.example';
});
afterAll(async () => {
  delete process.env.API_URL;
  delete process.env.SITE_URL;
  await api.close();
});
beforeEach(() => {
  api.requests.length = 0;
  answers = { CatalogStoreConfig: (_variables, store) => storeConfig(store) };
});

/** Server HTML as the first response would carry it, streamed parts included. */
async function html(element: ReactElement): Promise<string> {
  const stream = await renderToReadableStream(element);
  await stream.allReady;
  return new Response(stream).text();
}

function jsonLd(markup: string): Record<string, unknown>[] {
  return [...markup.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '{}') as Record<string, unknown>,
  );
}

function requestOf(operation: string) {
  const request = api.requests.find((candidate) => candidate.body.includes(`query ${operation}`));
  return request && (JSON.parse(request.body) as { variables: Record<string, unknown> });
}

const categoryProps = (searchParams: Record<string, string> = {}) => ({
  storeView: 'uk' as const,
  categoryId: 10,
  path: '/eliquids/compact',
  searchParams,
});

describe('category page', () => {
  it('renders breadcrumbs, title, description, child categories and the grid in the first HTML', async () => {
    answers.CatalogCategoryPage = () => ({
      body: {
        data: {
          categories: { items: [category()] },
          products: listing([card(1, 'Peppermint', 4.99), card(2, 'Banoffee', 5.49)]),
        },
      },
    });
    const markup = await html(await CategoryView(categoryProps()));
    expect(markup).toContain('<h1>Compact e-liquids</h1>');
    expect(markup).toContain('<strong>Compact</strong>');
    expect(markup).not.toContain('<script>alert');
    expect(markup).toContain('href="/eliquids/compact/mint"');
    expect(markup.match(/data-testid="catalog:product-card"/g)).toHaveLength(2);
    expect(markup).toContain('£4.99');
    expect(markup).toContain('data-testid="catalog:filter:flavour"');
    expect(markup).toContain('href="/eliquids/compact?flavour=peppermint"');

    const [breadcrumbs, itemList] = jsonLd(markup);
    expect(breadcrumbs).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Home', item: 'https://shop.example/' },
        { position: 2, name: 'E-liquids', item: 'https://shop.example/eliquids' },
        { position: 3, name: 'Compact e-liquids', item: 'https://shop.example/eliquids/compact' },
      ],
    });
    expect(itemList).toMatchObject({
      '@type': 'ItemList',
      itemListElement: [
        { position: 1, name: 'Peppermint', url: 'https://shop.example/eliquids/peppermint' },
        { position: 2, name: 'Banoffee' },
      ],
    });
  });

  it('speaks the store view’s language: Greek on /gr, German on /ch (ADR 0019)', async () => {
    answers.CatalogCategoryPage = () => ({
      body: {
        data: {
          categories: { items: [category()] },
          products: listing([card(1, 'Peppermint', 4.99), card(2, 'Banoffee', 5.49)]),
        },
      },
    });
    const greek = await html(await CategoryView({ ...categoryProps(), storeView: 'gr' }));
    expect(greek).toContain('aria-label="Διαδρομή πλοήγησης"');
    expect(greek).toContain('>Αρχική</a>');
    expect(greek).toContain('2 προϊόντα');
    expect(greek).toContain('Ταξινόμηση κατά');
    expect(greek).toContain('>Γεύση</h2>');
    expect(greek).toContain('Σε απόθεμα');
    expect(greek).not.toMatch(/>(Home|Sort by|In stock|Flavour)</);
    const [breadcrumbs] = jsonLd(greek);
    expect((breadcrumbs?.itemListElement as { name: string }[])[0]?.name).toBe('Αρχική');

    const german = await html(await CategoryView({ ...categoryProps(), storeView: 'ch' }));
    expect(german).toContain('>Startseite</a>');
    expect(german).toContain('Sortieren nach');
    expect(german).toContain('An Lager');
  });

  it("asks the api for the URL's filters, sort and page, and links every other state", async () => {
    answers.CatalogCategoryPage = () => ({
      body: {
        data: {
          categories: { items: [category()] },
          products: listing([card(1, 'Peppermint', 4.99)], {
            total_count: 30,
            page_info: { current_page: 2, page_size: 12, total_pages: 3 },
          }),
        },
      },
    });
    const markup = await html(
      await CategoryView(categoryProps({ strength: '12', sort: 'price_asc', page: '2' })),
    );
    expect(requestOf('CatalogCategoryPage')?.variables).toMatchObject({
      categoryUid: 'MTA=',
      filter: { category_uid: { eq: 'MTA=' }, nicotine_strength: { eq: '12' } },
      sort: { price: 'ASC' },
      currentPage: 2,
      pageSize: 12,
    });
    expect(markup).toContain('href="/eliquids/compact?strength=12&amp;sort=price_asc&amp;page=3"');
    expect(markup).toContain('href="/eliquids/compact?strength=12&amp;sort=price_asc"');
    // Choosing the chosen strength again removes it.
    expect(markup).toContain('href="/eliquids/compact?sort=price_asc"');
    // The sort form works without JavaScript: a GET form keeping the filters.
    const sortForm = /<form[^>]*data-testid="catalog:sort"[^>]*>/.exec(markup)?.[0];
    expect(sortForm).toContain('method="get"');
    expect(sortForm).toContain('action="/eliquids/compact"');
    expect(markup).toContain('<input type="hidden" name="strength" value="12"/>');
    expect(api.requests[0]?.headers.store).toBe('uk');
  });

  it('offers to clear the filters when they match nothing', async () => {
    answers.CatalogCategoryPage = () => ({
      body: { data: { categories: { items: [category()] }, products: listing([]) } },
    });
    const markup = await html(await CategoryView(categoryProps({ flavour: 'banoffee' })));
    expect(markup).toContain('No products match these filters');
    expect(markup).toContain('href="/eliquids/compact">Clear filters</a>');
  });

  it('says so when the category has no products', async () => {
    answers.CatalogCategoryPage = () => ({
      body: {
        data: { categories: { items: [category({ children: [] })] }, products: listing([]) },
      },
    });
    const markup = await html(await CategoryView(categoryProps()));
    expect(markup).toContain('There are no products here yet');
    expect(markup).not.toContain('data-testid="catalog:grid"');
  });

  it('shows a notice, not a blank page, when the api fails', async () => {
    answers.CatalogCategoryPage = () => ({ status: 502, body: 'Bad Gateway' });
    const markup = await html(await CategoryView(categoryProps({ page: '2' })));
    expect(markup).toContain('data-testid="catalog:unavailable"');
    expect(markup).toContain('href="/eliquids/compact?page=2">Try again');
  });

  it('gives title and description; filtered variants are not indexed', async () => {
    answers.CatalogCategoryPage = () => ({
      body: { data: { categories: { items: [category()] }, products: listing([]) } },
    });
    const plain = await categoryMetadata(categoryProps());
    expect(plain.title).toEqual({ absolute: expect.stringContaining('Compact e-liquids') });
    expect(plain.description).toBe('Pods for Compact.');
    expect(plain.robots).toBeUndefined();
    const filtered = await categoryMetadata(categoryProps({ flavour: 'peppermint' }));
    expect(filtered.robots).toEqual({ index: false, follow: true });
  });
});

const productProps = (storeView: 'uk' | 'ie' | 'us' | 'gr', searchParams = {}) => ({
  storeView,
  productId: 20,
  path: '/eliquids/compact/pods',
  searchParams,
});

describe('product page', () => {
  beforeEach(() => {
    answers.CatalogProduct = (_variables, store) => ({
      body: {
        data: {
          products: {
            items: [configurableProduct(store === 'uk' ? 'GBP' : store === 'us' ? 'USD' : 'EUR')],
          },
        },
      },
    });
    answers.CatalogProductLinks = () => ({
      body: {
        data: {
          products: {
            items: [
              {
                uid: 'MjA=',
                related_products: [card(5, 'Compact Device', 19.99)],
                upsell_products: [card(6, 'Starter Kit', 24.99)],
              },
            ],
          },
        },
      },
    });
  });

  it('renders name, gallery, the chosen variant, texts, attributes and linked lists', async () => {
    const markup = await html(
      await ProductView(productProps('uk', { flavour: 'peppermint', strength: '12' })),
    );
    expect(markup).toContain('data-testid="product:name">Compact Pods</h1>');
    expect(requestOf('CatalogProduct')?.variables).toEqual({ productUid: 'MjA=' });
    // Gallery in position order, disabled images left out.
    expect(markup).toMatch(/src="\/media\/catalog\/20.webp" alt="Pods front"/);
    expect(markup).not.toContain('20-x.webp');
    expect(markup).toContain('£5.49');
    expect(markup).toContain('Only 3 left');
    expect(markup).toContain('<em>mint</em>');
    expect(markup).not.toContain('onerror');
    expect(markup).toContain('data-testid="product:add-to-cart-slot"');
    expect(markup).toContain('Warning of uk');
    expect(markup).toContain('Compact Device');
    expect(markup).toContain('Starter Kit');
  });

  it('is Greek on /gr: stock, options, sections and linked lists (ADR 0019)', async () => {
    const markup = await html(
      await ProductView(productProps('gr', { flavour: 'peppermint', strength: '12' })),
    );
    expect(markup).toContain('Απομένουν μόνο 3');
    expect(markup).toContain('aria-label="Προσθήκη στο καλάθι"');
    expect(markup).toContain('Μπορεί επίσης να σας αρέσουν');
    expect(markup).toContain('Σχετικά προϊόντα');
    expect(markup).toContain('>Αρχική</a>');
    expect(markup).not.toMatch(/Only \d+ left|You may also like|Related products|>Home</);
  });

  it('describes the product and its offers in JSON-LD', async () => {
    const markup = await html(await ProductView(productProps('ie')));
    const product = jsonLd(markup).find((data) => data['@type'] === 'Product');
    expect(product).toMatchObject({
      name: 'Compact Pods',
      url: 'https://shop.example/ie/eliquids/compact/pods',
      offers: {
        '@type': 'AggregateOffer',
        priceCurrency: 'EUR',
        lowPrice: '3.99',
        highPrice: '5.99',
        offerCount: 5,
      },
    });
    const offers = (product?.offers as { offers: Record<string, unknown>[] }).offers;
    expect(offers).toContainEqual(
      expect.objectContaining({
        sku: 'LIQ-PEPPERMINT-18',
        price: '5.99',
        availability: 'https://schema.org/OutOfStock',
      }),
    );
  });

  it('strikes through the regular price outside the UK, never in the UK', async () => {
    const ie = await html(await ProductView(productProps('ie', { flavour: 'berry-mint' })));
    expect(ie).toMatch(/<s [^>]*data-testid="product:was-price"/);
    const uk = await html(await ProductView(productProps('uk', { flavour: 'berry-mint' })));
    expect(uk).toContain('£3.99');
    expect(uk).not.toContain('product:was-price');
    expect(uk).not.toContain('<s ');
  });

  it('puts the US warning prominently at the top of the product area', async () => {
    const markup = await html(await ProductView(productProps('us')));
    const warning = markup.indexOf('data-testid="product:nicotine-warning"');
    expect(markup).toContain('Warning of us');
    expect(markup).toContain('ls-product-warning is-prominent');
    expect(warning).toBeLessThan(markup.indexOf('data-testid="product:gallery"'));
  });

  it('shows a notice when the api fails, and the page without lists when only they fail', async () => {
    answers.CatalogProductLinks = () => ({ status: 500, body: 'oops' });
    const withoutLists = await html(await ProductView(productProps('uk')));
    expect(withoutLists).toContain('Compact Pods');
    expect(withoutLists).not.toContain('data-testid="product:related"');
    answers.CatalogProduct = () => ({ body: { errors: [{ message: 'boom' }], data: null } });
    const markup = await html(await ProductView({ ...productProps('uk'), productId: 21 }));
    expect(markup).toContain('data-testid="catalog:unavailable"');
  });

  it('gives title and description for the head', async () => {
    const metadata = await productMetadata(productProps('uk'));
    expect(metadata.title).toEqual({ absolute: expect.stringContaining('Compact Pods') });
    expect(metadata.description).toBe('Pre-filled pods in twelve flavours.');
  });
});

describe('search page', () => {
  it('offers the suggestion as "did you mean" when a search finds little', async () => {
    answers.CatalogSearch = () => ({
      body: { data: { products: { ...listing([]), suggestions: [{ search: 'peppermint' }] } } },
    });
    const markup = await html(
      await SearchView({ storeView: 'ie', searchParams: { q: 'pepermint' } }),
    );
    expect(requestOf('CatalogSearch')?.variables).toMatchObject({ search: 'pepermint' });
    expect(markup).toContain(
      'Did you mean <a data-nav="" href="/ie/search?q=peppermint">peppermint</a>?',
    );
    expect(markup).toContain('We found nothing for “pepermint”');
    expect(markup).toContain('data-testid="search:popular"');
  });

  it('lists results with the same filters and a GET form that keeps the words', async () => {
    answers.CatalogSearch = () => ({
      body: { data: { products: { ...listing([card(1, 'Peppermint', 4.99)]), suggestions: [] } } },
    });
    const markup = await html(
      await SearchView({ storeView: 'uk', searchParams: { q: 'mint', flavour: 'peppermint' } }),
    );
    expect(markup).toContain('data-testid="catalog:grid"');
    expect(markup).toContain('href="/search?q=mint"');
    const searchForm = /<form[^>]*data-testid="search:form"[^>]*>/.exec(markup)?.[0];
    expect(searchForm).toContain('method="get"');
    expect(searchForm).toContain('action="/search"');
    expect(searchForm).toContain('role="search"');
    expect(markup).toMatch(/<input[^>]*name="q"[^>]*value="mint"/);
    expect(markup).not.toContain('search:did-you-mean');
  });

  it('without words shows the form and popular searches, asking the api nothing', async () => {
    const markup = await html(await SearchView({ storeView: 'uk', searchParams: {} }));
    expect(markup).toContain('Popular searches');
    expect(api.requests).toHaveLength(0);
  });

  it('is Greek on /gr', async () => {
    const markup = await html(await SearchView({ storeView: 'gr', searchParams: {} }));
    expect(markup).toContain('<h1>Αναζήτηση</h1>');
    expect(markup).toContain('Δημοφιλείς αναζητήσεις');
    expect(markup).toContain('Αναζήτηση στο κατάστημα');
    expect((await searchMetadata({ storeView: 'gr', searchParams: { q: 'μέντα' } })).title).toEqual(
      {
        absolute: 'Lumo | Αποτελέσματα αναζήτησης για «μέντα»',
      },
    );
  });

  it('is never indexed', async () => {
    expect((await searchMetadata({ storeView: 'uk', searchParams: { q: 'mint' } })).robots).toEqual(
      {
        index: false,
        follow: true,
      },
    );
  });
});
