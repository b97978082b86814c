import { test, expect } from '@playwright/test';
import { serverHtml, skipAgeBarrier } from './support';

// The shopper has answered the age barrier (ADR 0020); its own spec is e2e/shell.spec.ts.
test.beforeEach(async ({ page }) => {
  await skipAgeBarrier(page);
});

/**
 * Issue 9: the shop is browsable. A shopper goes from the home page to a category, filters and
 * sorts it, opens a product and picks flavour and strength, and the price follows the choice, in
 * two store views with their own currencies. Redirects, 404s and market rules are checked on the
 * server's answer.
 */
const STORE_VIEWS = [
  { prefix: '', currency: '£', mango: '£6.49', other: '£5.99' },
  { prefix: '/eu', currency: '€', mango: '€7.49', other: '€6.99' },
];

for (const view of STORE_VIEWS) {
  test(`home -> category -> filter and sort -> product -> flavour and strength (${view.prefix || 'uk'})`, async ({
    page,
  }) => {
    await page.goto(`${view.prefix}/`);
    // A link of the page itself (the header's menu has one too, inside a closed submenu).
    await page.locator(`main a[href="${view.prefix}/eliquids"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${view.prefix}/eliquids$`));
    const grid = page.getByTestId('catalog:grid');
    await expect(grid).toBeVisible();
    const allCards = await page.getByTestId('catalog:product-card').count();
    expect(allCards).toBeGreaterThan(3);
    await expect(page.getByTestId('catalog:card-price').first()).toContainText(view.currency);

    // Filter: 12 mg/ml. The state is in the URL, so the page is the same with or without script.
    await page.getByTestId('catalog:filter:strength').getByRole('link', { name: /^12/ }).click();
    await expect(page).toHaveURL(/strength=12/);
    await expect(
      page.getByTestId('catalog:filter:strength').locator('[aria-current="true"]'),
    ).toBeVisible();

    // Sort: highest price first.
    await page.getByTestId('catalog:sort').locator('select').selectOption('price_desc');
    await expect(page).toHaveURL(/sort=price_desc/);
    await expect(page).toHaveURL(/strength=12/);
    const prices = await page.getByTestId('catalog:card-price').allInnerTexts();
    const amounts = prices.map((text) => Number(text.replace(/[^0-9.,]/g, '').replace(',', '.')));
    expect(amounts.length).toBeGreaterThan(0);
    expect([...amounts].sort((a, b) => b - a)).toEqual(amounts);

    // The Compact pods: flavour x strength variants.
    await page
      .getByTestId('catalog:product-card')
      .filter({ hasText: 'Compact Pods, 2 Pack' })
      .getByRole('link')
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`${view.prefix}/eliquids/compact/2-pods`));
    await expect(page.getByTestId('product:name')).toHaveText('Compact Pods, 2 Pack');
    const price = page.getByTestId('product:price');

    await page.getByTestId('product:option:flavour').locator('[data-value="mango-mango"]').click();
    await expect(price).toHaveText(view.mango);
    await expect(page).toHaveURL(/flavour=mango-mango/);
    await page.getByTestId('product:option:flavour').locator('[data-value="peppermint"]').click();
    await expect(price).toHaveText(view.other);
    await page.getByTestId('product:option:strength').locator('[data-value="18"]').click();
    await expect(page.getByTestId('product:option:strength')).toContainText('18 mg/ml');
    await expect(page.getByTestId('product:stock')).toBeVisible();
    await expect(page.getByTestId('product:nicotine-warning')).toBeVisible();
  });
}

test('an old product URL answers 301 to the current one', async () => {
  const response = await fetch(
    new URL('/eliquids/peppermint-10ml', process.env.E2E_STOREFRONT_URL),
    {
      redirect: 'manual',
    },
  );
  expect(response.status).toBe(301);
  expect(new URL(response.headers.get('location') ?? '', 'http://x').pathname).toBe(
    '/eliquids/peppermint',
  );
  const custom = await fetch(new URL('/about-vaping/faq', process.env.E2E_STOREFRONT_URL), {
    redirect: 'manual',
  });
  expect(custom.status).toBe(301);
  expect(new URL(custom.headers.get('location') ?? '', 'http://x').pathname).toBe('/faq');
});

test('an unknown URL is a 404 with the not-found page', async ({ page }) => {
  const response = await page.goto('/eliquids/no-such-flavour');
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('block:NotFoundHeader')).toBeVisible();
});

test('a disposable is a 404 in the UK and sold in /eu', async () => {
  const uk = await serverHtml('/devices/lumo-go-disposable');
  expect(uk.status).toBe(404);
  const eu = await serverHtml('/eu/devices/lumo-go-disposable');
  expect(eu.status).toBe(200);
  expect(eu.html).toContain('Lumo Go Disposable');
  // The UK listing does not offer it either.
  expect((await serverHtml('/devices')).html).not.toContain('Lumo Go Disposable');
});

test('product pages carry hreflang alternates, a canonical URL and Product JSON-LD', async () => {
  const { status, html } = await serverHtml('/eliquids/peppermint');
  expect(status).toBe(200);
  expect(html).toMatch(/<link rel="canonical" href="[^"]*\/eliquids\/peppermint"/);
  expect(html).toMatch(
    /<link rel="alternate" hrefLang="el-GR" href="[^"]*\/gr\/eliquids\/peppermint"/i,
  );
  expect(html).toMatch(/<link rel="alternate" hrefLang="x-default"/i);
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1]) as { '@type': string; offers?: unknown },
  );
  const product = jsonLd.find((entry) => entry['@type'] === 'Product');
  expect(product?.offers).toBeTruthy();
  expect(jsonLd.some((entry) => entry['@type'] === 'BreadcrumbList')).toBe(true);

  const category = await serverHtml('/eliquids');
  expect(category.html).toContain('"@type":"ItemList"');
});

test('search finds products, suggests a spelling and shows popular searches when empty', async ({
  page,
}) => {
  await page.goto('/search?q=peppermint');
  await expect(page.getByTestId('catalog:product-card').first()).toContainText(/Peppermint/i);
  await page.goto('/search?q=zzzzqqq');
  await expect(page.getByTestId('search:popular')).toBeVisible();
});
