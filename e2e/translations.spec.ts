import { test, expect, type Page } from '@playwright/test';
import { serverHtml, skipAgeBarrier } from './support';

/**
 * Issue 11 / ADR 0019: /gr speaks Greek. Every UI string the storefront and the blocks write
 * themselves (editors' content is the seed's business) is Greek on the home page, a category, a
 * product, search, the FAQ and the 404 page, and the document is marked Greek; /ch speaks German.
 */

test.beforeEach(async ({ page }) => {
  await skipAgeBarrier(page);
});

async function expectGreekDocument(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', /^el\b/);
}

test('the /gr home page: block UI strings are Greek', async ({ page }) => {
  await page.goto('/gr/');
  await expectGreekDocument(page);
  await expect(page.getByRole('region', { name: 'Οι δεσμεύσεις μας' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Περιορισμός ηλικίας' })).toBeVisible();
  await expect(page.getByRole('tablist', { name: 'Χαρακτηριστικά' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: /: περιεκτικότητες σε νικοτίνη$/ }).first(),
  ).toBeAttached();
  await expect(page.getByRole('navigation', { name: 'Υποσέλιδο' })).toBeAttached();
  const { html } = await serverHtml('/gr/');
  for (const english of ['Our promises', 'Age restriction', ': nicotine strengths', '"Footer"']) {
    expect(html, english).not.toContain(english);
  }
});

test('a /gr category: breadcrumbs, count, filters, sort and stock are Greek', async ({ page }) => {
  await page.goto('/gr/eliquids');
  await expectGreekDocument(page);
  const breadcrumbs = page.getByRole('navigation', { name: 'Διαδρομή πλοήγησης' });
  await expect(breadcrumbs.getByRole('link', { name: 'Αρχική' })).toBeVisible();
  await expect(page.getByTestId('catalog:count')).toHaveText(/^\d+ προϊόν(τα)?$/);
  await expect(page.getByRole('navigation', { name: 'Φιλτράρισμα προϊόντων' })).toBeVisible();
  await expect(page.getByTestId('catalog:filter:strength')).toContainText(
    'Περιεκτικότητα σε νικοτίνη',
  );
  await expect(page.getByLabel('Ταξινόμηση κατά')).toBeVisible();
  await expect(page.getByTestId('catalog:sort').locator('option[value="price_asc"]')).toHaveText(
    'Τιμή: από χαμηλή σε υψηλή',
  );
  await expect(page.getByTestId('catalog:card-stock').first()).toHaveText(
    /^(Σε απόθεμα|Εξαντλήθηκε)$/,
  );
});

test('a /gr product: options, stock, sections and linked lists are Greek', async ({ page }) => {
  await page.goto('/gr/eliquids/compact/2-pods');
  await expectGreekDocument(page);
  await expect(page.getByTestId('product:option:flavour')).toContainText('Γεύση');
  await expect(page.getByTestId('product:option:strength')).toContainText(
    'Περιεκτικότητα σε νικοτίνη',
  );
  await expect(page.getByTestId('product:stock')).toHaveText(
    /^(Σε απόθεμα|Εξαντλήθηκε|Απομένει μόνο \d+|Απομένουν μόνο \d+)$/,
  );
  await expect(page.getByTestId('product:add-to-cart-slot')).toHaveAttribute(
    'aria-label',
    'Προσθήκη στο καλάθι',
  );
  await expect(page.getByRole('heading', { name: 'Περιγραφή' })).toBeVisible();
  // The choice still works, and what it changes stays Greek.
  await page.getByTestId('product:option:flavour').locator('[data-value="mango-mango"]').click();
  await expect(page.getByTestId('product:stock')).not.toContainText(/stock|left/i);
});

test('/gr search and the FAQ are Greek', async ({ page }) => {
  await page.goto('/gr/search');
  await expectGreekDocument(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Αναζήτηση');
  await expect(page.getByRole('heading', { name: 'Δημοφιλείς αναζητήσεις' })).toBeVisible();
  const main = page.getByRole('main');
  await main.getByLabel('Αναζήτηση στο κατάστημα').fill('peppermint');
  await main.getByRole('button', { name: 'Αναζήτηση' }).click();
  await expect(page).toHaveURL(/\/gr\/search\?q=peppermint/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Αποτελέσματα αναζήτησης για peppermint',
  );
  await expect(page).toHaveTitle(/Αποτελέσματα αναζήτησης για «peppermint»/);

  await page.goto('/gr/faq');
  await expectGreekDocument(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Συχνές ερωτήσεις');
  await expect(page.getByLabel('Αναζήτηση στις συχνές ερωτήσεις')).toBeVisible();
  // The title comes from gr's alternative head block for /faq (SPEC §2.1).
  await expect(page).toHaveTitle(/Απαντήσεις για το άτμισμα/);
});

test('the /gr 404 page is Greek', async ({ page }) => {
  const response = await page.goto('/gr/no-such-page-at-all');
  expect(response?.status()).toBe(404);
  await expectGreekDocument(page);
  await expect(page.getByRole('region', { name: 'Προτεινόμενα προϊόντα' })).toBeVisible();
});

test('/ch speaks German', async ({ page }) => {
  await page.goto('/ch/eliquids');
  await expect(page.locator('html')).toHaveAttribute('lang', /^de\b/);
  await expect(
    page.getByRole('navigation', { name: 'Brotkrümelnavigation' }).getByRole('link', {
      name: 'Startseite',
    }),
  ).toBeVisible();
  await expect(page.getByLabel('Sortieren nach')).toBeVisible();
  await page.goto('/ch/search');
  await expect(page.getByRole('heading', { name: 'Beliebte Suchen' })).toBeVisible();
  await page.goto('/ch/');
  await expect(page.getByRole('region', { name: 'Unsere Versprechen' })).toBeVisible();
});
