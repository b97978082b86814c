import { test, expect, type Page } from '@playwright/test';
import { env, skipAgeBarrier } from './support';

// ADR 0055: a document sends each static block's HTML once (in its markup); its inline RSC payload
// names the block by key and the browser reads the content back from the markup. Client
// navigations and prefetches still receive the HTML in their payload.

test.beforeEach(async ({ page }) => {
  await skipAgeBarrier(page);
});

/**
 * Console errors and uncaught errors of the page (React reports hydration trouble there). Failed
 * requests are not the page's doing: the e2e stack names a GA4 id whose host does not resolve.
 */
function recordErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      errors.push(message.text());
    }
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Every static HTML element of the page: its key and its content. */
function staticHtmlOf(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('[data-sh]')].map((element) => ({
      key: element.getAttribute('data-sh'),
      html: element.innerHTML,
    })),
  );
}

/** Waits until React has hydrated the page: the cookie bar's button works only then. */
async function hydrated(page: Page) {
  await page.getByTestId('cookie-bar:accept').click();
  await expect(page.getByTestId('header:cookie-bar')).toBeHidden();
}

test('a document holds a static block once; an RSC request for the same page holds it', async () => {
  const document = await (await fetch(`${env.storefront}/`)).text();
  const flight = [...document.matchAll(/self\.__next_f\.push\((.*?)\)<\/script>/gs)]
    .map(([, data]) => (JSON.parse(data) as [number, string?])[1] ?? '')
    .join('');
  // The numbers block: in the markup, and only by its key in the payload.
  expect(document).toContain('Lumo in numbers');
  expect(document.split('Lumo in numbers')).toHaveLength(2);
  expect(flight).not.toContain('Lumo in numbers');
  expect(document).toMatch(/data-sh="[0-9a-z]+"/);

  const payload = await (await fetch(`${env.storefront}/`, { headers: { RSC: '1' } })).text();
  expect(payload).toContain('Lumo in numbers');
});

test('the static HTML is identical after hydration, with no hydration error', async ({ page }) => {
  const errors = recordErrors(page);
  const answer = await page.goto('/');
  const server = await page.evaluate(
    (html) =>
      [...new DOMParser().parseFromString(html, 'text/html').querySelectorAll('[data-sh]')].map(
        (element) => ({ key: element.getAttribute('data-sh'), html: element.innerHTML }),
      ),
    await answer!.text(),
  );
  await hydrated(page);
  expect(server.length).toBeGreaterThan(5);
  // By key: React moves an outlined boundary's content over its fallback (same keys, ADR 0045).
  const byKey = (list: { key: string | null; html: string }[]) =>
    Object.fromEntries(list.map(({ key, html }) => [key, html]));
  expect(byKey(await staticHtmlOf(page))).toEqual(byKey(server));
  await expect(page.getByRole('heading', { name: 'Lumo in numbers' })).toBeVisible();
  // The tabs island (its panels are static HTML) still switches.
  await page.getByRole('tab', { name: 'Pods' }).click();
  await expect(page.getByRole('heading', { name: 'Click-in pods' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('client navigation, back and forward show each page’s blocks', async ({ page }) => {
  const errors = recordErrors(page);
  await page.goto('/what-is-vapor');
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'How a vape works' })).toBeVisible();
  // Marks the window: a full page load would lose it.
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

  await page.getByTestId('header:logo').click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Lumo in numbers' })).toBeVisible();

  // Back to the first page: its payload named the blocks by key, and its markup is gone.
  await page.goBack();
  await expect(page).toHaveURL(/\/what-is-vapor$/);
  await expect(page.getByRole('heading', { name: 'How a vape works' })).toBeVisible();
  for (const { key, html } of await staticHtmlOf(page)) expect(html, key ?? '').not.toBe('');

  await page.goForward();
  await expect(page.getByRole('heading', { name: 'Lumo in numbers' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  expect(errors).toEqual([]);
});
