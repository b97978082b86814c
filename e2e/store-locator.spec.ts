import { expect, test, type Page } from '@playwright/test';
import { serverHtml, skipAgeBarrier } from './support';

/**
 * Store locator and recycling points (SPEC §2.1, §2.5; ADR 0028). The stack runs with
 * MAP_TILE_URL at http://tiles.lumo.test (scripts/e2e.mjs), a host that does not exist: tests that
 * want tiles route it to a fake tile server here, the others leave it failing.
 */

const TILE_HOST = /^http:\/\/tiles\.lumo\.test\//;
/** A 1x1 grey PNG: the fake tile server's every answer. */
const TILE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGO4DwAAzwDIo2bkBQAAAABJRU5ErkJggg==',
  'base64',
);

async function serveTiles(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route(TILE_HOST, (route) => {
    requested.push(new URL(route.request().url()).pathname);
    return route.fulfill({ contentType: 'image/png', body: TILE_PNG });
  });
  return requested;
}

async function distances(page: Page): Promise<number[]> {
  const texts = await page.getByTestId('locator:distance').allInnerTexts();
  return texts.map((text) => Number(/([\d.]+)/.exec(text)?.[1]));
}

test.beforeEach(async ({ page }) => {
  await skipAgeBarrier(page);
});

test('searching by postcode lists the nearest shops first', async ({ page }) => {
  await serveTiles(page);
  await page.goto('/storelocator');
  await expect(page.getByRole('heading', { level: 1, name: 'Find a Lumo shop' })).toBeVisible();
  // Before a search the window is open and the list is measured from the default centre.
  await expect(page.getByTestId('locator:summary')).toContainText('Nearest to the city centre');
  await page.getByLabel('Postcode').fill('SW1A 1AA');
  await page.getByTestId('locator:postcode-submit').click();
  await expect(page).toHaveURL(/\/storelocator\?postcode=SW1A\+1AA$/);
  await expect(page.getByTestId('locator:summary')).toContainText(
    'Nearest to SW1A 1AA (London SW1A)',
  );
  const names = await page.getByTestId('locator:name').allInnerTexts();
  expect(names[0]).toBe('Lumo Victoria Street');
  expect(names.slice(1, 4)).toEqual(
    expect.arrayContaining(['Lumo Soho', 'Lumo Camden', 'Lumo Shoreditch']),
  );
  const miles = await distances(page);
  expect(miles).toEqual([...miles].sort((a, b) => a - b));
  await expect(page.getByTestId('locator:distance').first()).toHaveText(/^0\.\d mi away$/);
});

test('the search window opens and closes from the keyboard', async ({ page }) => {
  await page.goto('/storelocator?postcode=M1+1AE');
  await expect(page.getByTestId('locator:name').first()).toHaveText(
    'Lumo Manchester Market Street',
  );
  const postcode = page.getByLabel('Postcode');
  // After a search the window is folded away above the results.
  await expect(postcode).toBeHidden();
  await page.getByTestId('locator:search-toggle').focus();
  await page.keyboard.press('Enter');
  await expect(postcode).toBeVisible();
  await expect(postcode).toHaveValue('M1 1AE');
  await page.keyboard.press('Tab');
  await expect(postcode).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Space');
  await expect(postcode).toBeHidden();
});

test('an unknown postcode says so and leaves the window open to correct it', async ({ page }) => {
  await page.goto('/storelocator?postcode=ZZ9+9ZZ');
  await expect(page.getByTestId('locator:error')).toHaveText(
    'We could not find the postcode “ZZ9 9ZZ”. Check it, or search with your location.',
  );
  await expect(page.getByLabel('Postcode')).toBeVisible();
  await expect(page.getByLabel('Postcode')).toHaveValue('ZZ9 9ZZ');
  await expect(page.getByTestId('locator:item')).toHaveCount(0);
});

test('the recycling page explains the take-back and lists drop-off points', async ({ page }) => {
  await page.goto('/recycling');
  // The CMS page's take-back explanation (COMPLIANCE.md WEEE) stays on top.
  await expect(page.getByRole('heading', { name: 'Our free take-back' })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Recycling drop-off points' }),
  ).toBeVisible();
  await expect(page.getByTestId('locator:item').first()).toBeVisible();
  await page.getByLabel('Postcode').fill('M1 1AE');
  await page.getByTestId('locator:postcode-submit').click();
  await expect(page).toHaveURL(/\/recycling\?postcode=M1\+1AE$/);
  const names = await page.getByTestId('locator:name').allInnerTexts();
  expect(names.slice(0, 2)).toEqual([
    'Ancoats Reuse Hub',
    'Salford Quays Household Recycling Centre',
  ]);
  // Opening hours per weekday, for a centre open every day.
  await page.getByTestId('locator:item').first().getByText('Opening hours').click();
  await expect(page.getByTestId('locator:item').first()).toContainText('Sunday');
  await expect(page.getByTestId('locator:item').first()).toContainText('08:00–16:00');
});

test('map tiles come from the configured tile server', async ({ page }) => {
  const requested = await serveTiles(page);
  await page.goto('/storelocator?postcode=SW1A+1AA');
  const map = page.getByTestId('locator:map');
  await map.scrollIntoViewIfNeeded();
  const tiles = page.getByTestId('locator:tile');
  expect(await tiles.count()).toBeGreaterThanOrEqual(4);
  // Every tile loaded (the page's CSP lets the tile host through) and none came from elsewhere.
  await expect
    .poll(() =>
      tiles.evaluateAll((images) =>
        images.every((image) => (image as HTMLImageElement).naturalWidth === 1),
      ),
    )
    .toBe(true);
  expect(requested.length).toBeGreaterThanOrEqual(4);
  expect(requested.every((path) => /^\/\d+\/\d+\/\d+\.png$/.test(path))).toBe(true);
  await expect(page.getByText('Map tiles: Lumo e2e fake tile server')).toBeVisible();
  // Numbered markers lead to their entries in the list (keyboard: no pointer needed).
  expect(await page.getByTestId('locator:marker').count()).toBeGreaterThanOrEqual(4);
  const first = page.getByRole('link', { name: '1. Lumo Victoria Street' });
  await first.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#location-\d+$/);
  const target = new URL(page.url()).hash;
  await expect(page.locator(target)).toContainText('Lumo Victoria Street');
});

test('the list works while the tile server is down', async ({ page }) => {
  await page.route(TILE_HOST, (route) => route.abort());
  await page.goto('/recycling');
  await page.getByLabel('Postcode').fill('G1 1XQ');
  await page.getByTestId('locator:postcode-submit').click();
  await expect(page).toHaveURL(/\/recycling\?postcode=G1\+1XQ$/);
  await expect(page.getByTestId('locator:name').first()).toHaveText('Polmadie Recycling Centre');
  await expect(page.getByTestId('locator:marker').first()).toBeVisible();
});

test('without scripts the list is in the server HTML, by postcode or coordinates', async () => {
  // The age barrier covers a script-less browser, so this reads the HTML a shopper first gets.
  const byPostcode = await serverHtml('/recycling?postcode=G1+1XQ');
  expect(byPostcode.status).toBe(200);
  const names = [...byPostcode.html.matchAll(/data-testid="locator:name">([^<]+)</g)].map(
    (match) => match[1],
  );
  expect(names[0]).toBe('Polmadie Recycling Centre');
  expect(byPostcode.html).toMatch(/<form [^>]*action="\/recycling" method="get"/);
  // "Use my location" needs scripts; the coordinates form does the same by hand.
  expect(byPostcode.html).not.toContain('locator:use-my-location');
  const byPoint = await serverHtml('/recycling?lat=55.95&lng=-3.19');
  expect(byPoint.html).toContain('Nearest to your location');
  expect(byPoint.html).toMatch(/data-testid="locator:name">Seafield Recycling Centre</);
});

test.describe('with the browser location', () => {
  test.use({
    geolocation: { latitude: 55.8617, longitude: -4.2583 },
    permissions: ['geolocation'],
  });

  test('"Use my location" lists the shops nearest to the shopper', async ({ page }) => {
    await serveTiles(page);
    await page.goto('/storelocator');
    await page.getByTestId('locator:use-my-location').click();
    await expect(page).toHaveURL(/\/storelocator\?lat=55\.86170&lng=-4\.25830$/);
    await expect(page.getByTestId('locator:name').first()).toHaveText(
      'Lumo Glasgow Buchanan Street',
    );
    await expect(page.getByTestId('locator:summary')).toContainText('Nearest to your location');
  });
});

test('each store view lists its own locations in its language and unit', async () => {
  const greek = await serverHtml('/gr/storelocator?postcode=546+23');
  expect(greek.status).toBe(200);
  expect(greek.html).toContain('Βρείτε ένα κατάστημα Lumo');
  expect(greek.html).toContain('Lumo Θεσσαλονίκη');
  expect(greek.html).toMatch(/χλμ/);
  expect(greek.html).not.toContain('Lumo Soho');
  const irish = await serverHtml('/ie/recycling');
  expect(irish.status).toBe(200);
  expect(irish.html).toContain('Ringsend Civic Amenity Site');
  expect(irish.html).not.toContain('Polmadie');
});
