import { test, expect, type Page, type Route } from '@playwright/test';
import { serverHtml, skipAgeBarrier } from './support';

/**
 * ADR 0052: the layout's islands keep their server markup and load their code after the page
 * (first interaction or idle), and the shop's links are plain links turned into client-side
 * navigations by one delegated handler. Here: navigation stays soft, a modifier click still opens
 * a tab, and a visitor who acts before an island's code has arrived loses nothing.
 */

/**
 * Routes every script the HTML of `path` does not load itself (the deferred islands' chunks)
 * through `deferred`; the rest loads as usual.
 */
async function routeDeferredChunks(
  page: Page,
  path: string,
  deferred: (route: Route) => Promise<void>,
): Promise<void> {
  const { html } = await serverHtml(path);
  const firstLoad = new Set(
    [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map(([, source]) =>
      (source ?? '').replaceAll('&amp;', '&'),
    ),
  );
  await page.route('**/_next/static/chunks/**', async (route) => {
    const url = new URL(route.request().url());
    if (firstLoad.has(url.pathname + url.search)) await route.continue();
    else await deferred(route);
  });
}

/** Holds back the deferred islands' chunks by `delayMs`. */
async function delayDeferredChunks(page: Page, path: string, delayMs: number): Promise<void> {
  await routeDeferredChunks(page, path, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.continue();
  });
}

test('a shop link navigates client-side: the page is not reloaded', async ({ page }) => {
  await skipAgeBarrier(page);
  await page.goto('/what-is-vapor');
  await page.evaluate(() => {
    (window as unknown as { islandsMarker: string }).islandsMarker = 'kept';
  });
  await page.getByTestId('header:logo').click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('header:logo')).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { islandsMarker?: string }).islandsMarker),
  ).toBe('kept');
});

test('a modifier click on a shop link opens it in a new tab natively', async ({
  page,
  context,
}) => {
  await skipAgeBarrier(page);
  await page.goto('/what-is-vapor');
  const modifier = process.platform === 'darwin' ? 'Meta' : 'Control';
  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    page.getByTestId('header:logo').click({ modifiers: [modifier] }),
  ]);
  await tab.waitForLoadState();
  expect(new URL(tab.url()).pathname).toBe('/');
  expect(new URL(page.url()).pathname).toBe('/what-is-vapor');
  await tab.close();
});

test('a click on the age barrier before its code arrives is kept and answered', async ({
  page,
}) => {
  await delayDeferredChunks(page, '/', 2_000);
  await page.goto('/');
  const barrier = page.getByTestId('header:age-barrier');
  await expect(barrier).toBeVisible();
  // Right away, while the barrier's code is held back.
  await page.getByTestId('age-barrier:yes').click();
  await expect(barrier).toBeHidden();
  await expect(page.locator('#ls-page')).not.toHaveAttribute('inert', '');
  expect(await page.evaluate(() => localStorage.getItem('ageBarrier'))).toBe(
    JSON.stringify({ confirmedAge: 18 }),
  );
});

test('the cookie bar accepts a keyboard answer given before its code arrives', async ({ page }) => {
  await skipAgeBarrier(page);
  await delayDeferredChunks(page, '/', 2_000);
  await page.goto('/');
  const bar = page.getByTestId('header:cookie-bar');
  await expect(bar).toBeVisible();
  await page.getByTestId('cookie-bar:accept').focus();
  await page.keyboard.press('Enter');
  await expect(bar).toBeHidden();
});

test('a click on the search toggle before its code arrives opens the search', async ({ page }) => {
  await skipAgeBarrier(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await delayDeferredChunks(page, '/', 2_000);
  await page.goto('/');
  await page.getByTestId('header:search-toggle').click();
  const input = page.getByRole('combobox');
  await expect(input).toBeFocused();
  await input.pressSequentially('mint');
  await expect(page.getByTestId('header:search-suggestion').first()).toBeVisible();
  await expect(input).toHaveValue('mint');
  await input.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=mint$/);
});

test('Enter on a menu button before its code arrives opens the submenu and moves focus into it', async ({
  page,
}) => {
  await skipAgeBarrier(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  // Short enough that the key is replayed while React is still hydrating the header.
  await delayDeferredChunks(page, '/', 300);
  await page.goto('/');
  const first = page.getByTestId('header:menu-item-0');
  await first.focus();
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('[data-menu-sub="0-0"]')).toBeFocused();
});

test('without JavaScript the header, its menu, basket and account links and the age question are shown', async ({
  browser,
}) => {
  // The islands' markup must be in place in the document, not streamed into a hidden element
  // that only a script moves (React does that to Suspense boundaries in large pages, ADR 0052).
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/what-is-vapor');
  await expect(page.getByTestId('header:age-barrier')).toBeVisible();
  await expect(page.getByTestId('header:minicart')).toBeVisible();
  await expect(page.getByTestId('header:account')).toBeVisible();
  const menu = page.getByTestId('header:menu');
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Accessories' })).toHaveAttribute(
    'href',
    '/accessories',
  );
  // The page's islands (accordions) show their version without JavaScript.
  await expect(page.getByTestId('block:Accordion').first()).toBeVisible();
  await context.close();
});

test("when the islands' code fails to load, the search toggle still leads to the search page", async ({
  page,
}) => {
  await skipAgeBarrier(page);
  let lastAbort = Date.now();
  await routeDeferredChunks(page, '/', async (route) => {
    lastAbort = Date.now();
    await route.abort();
  });
  const failed = page.waitForEvent('console', (message) =>
    message.text().includes('An island failed to load'),
  );
  await page.goto('/');
  await failed;
  // The first failure may be a browser-only island's, before the gate has opened. Waking the
  // page (a pointer over it) opens the gate; the islands then fail one after another (ADR 0059).
  // Once no chunk has been asked for in a second (and the wake had time to start them), none is
  // loading and none holds a click any more. Without this, the click below could be the page's
  // first interaction, held while the islands were still loading.
  const woke = Date.now();
  await page.mouse.move(10, 200);
  await expect
    .poll(() => Math.min(Date.now() - lastAbort, Date.now() - woke - 500), { timeout: 15_000 })
    .toBeGreaterThan(1000);
  // The header's search panel never gets its code; its toggle is a link to the search page.
  await page.getByTestId('header:search-toggle').click();
  await expect(page).toHaveURL(/\/search$/);
  await expect(page.getByTestId('search:form')).toBeVisible();
});

test("a click on the search toggle held while the islands' code fails still leads to the search page", async ({
  page,
}) => {
  await skipAgeBarrier(page);
  // The islands' code is slow and then fails: a click before that is held for it, and once no
  // island is loading any more, given back to the browser, which follows the toggle's link.
  await routeDeferredChunks(page, '/', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.abort();
  });
  await page.goto('/');
  await page.getByTestId('header:search-toggle').click();
  await expect(page).toHaveURL(/\/search$/, { timeout: 20_000 });
  await expect(page.getByTestId('search:form')).toBeVisible();
});
