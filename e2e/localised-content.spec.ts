import { expect, test } from '@playwright/test';
import { serverHtml, skipAgeBarrier } from './support';

/**
 * Seeded content in each store view's language with its market's facts (issue 11, ADR 0023):
 * /gr in Greek, /ch in German, and the English store views with their own currency, free-delivery
 * threshold and minimum age.
 */
test.beforeEach(async ({ page }) => {
  await skipAgeBarrier(page);
});

test('/gr home is in Greek, with its threshold in euros', async ({ page }) => {
  const response = await page.goto('/gr');
  expect(response?.status()).toBe(200);
  await expect(page.getByTestId('block:HeroBanner')).toContainText('Το άτμισμα, απλά');
  await expect(
    page.getByRole('heading', { name: 'Βρείτε τη συσκευή που σας ταιριάζει' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Η Lumo σε αριθμούς' })).toBeVisible();
  await expect(page.getByTestId('block:ReassuranceBanner')).toContainText(
    'Δωρεάν αποστολή για παραγγελίες άνω των 12,00 €',
  );
  await expect(page.getByTestId('block:PermanentBlock')).toContainText('18 ετών');
  const main = await page.getByTestId('block:HeroBanner').locator('..').innerText();
  expect(main).not.toContain('Vaping, simplified');
});

test('/gr marketing pages and CMS pages are in Greek', async () => {
  for (const [path, text] of [
    ['/gr/what-is-vapor', 'Πώς λειτουργεί ένα ηλεκτρονικό τσιγάρο'],
    ['/gr/vaping-jargon-buster', 'Λεξικό του ατμίσματος'],
    ['/gr/recycling', 'Η δωρεάν παραλαβή μας'],
  ] as const) {
    const { status, html } = await serverHtml(path);
    expect(status, path).toBe(200);
    expect(html, path).toContain(text);
  }
});

test('/ch home is in Swiss German, with its threshold in francs', async ({ page }) => {
  await page.goto('/ch');
  await expect(page.getByTestId('block:HeroBanner')).toContainText('Dampfen, ganz einfach');
  await expect(page.getByTestId('block:ReassuranceBanner')).toContainText('CHF 15.00');
  await expect(page.getByTestId('block:PermanentBlock')).toContainText('ab 18 Jahren');
});

test('/us home shows US dollars and the US minimum age of 21', async ({ page }) => {
  await page.goto('/us');
  await expect(page.getByTestId('block:ReassuranceBanner')).toContainText(
    'Free delivery on orders over $15.00',
  );
  await expect(page.getByTestId('block:PermanentBlock')).toContainText('aged 21 and over');
  const body = await page
    .locator('[data-testid^="block:"]:not([data-testid="block:Footer"])')
    .allInnerTexts();
  expect(body.join('\n')).not.toMatch(/£|MHRA|UK maximum/);
});

test('/ca names 19 wherever its copy names an age', async ({ page }) => {
  await page.goto('/ca');
  await expect(page.getByTestId('block:PermanentBlock')).toContainText('aged 19 and over');
  await expect(page.getByTestId('block:ReassuranceBanner')).toContainText('$20.00');
  const { html } = await serverHtml('/ca/what-is-vapor');
  expect(html).toContain('aged 19 and over, or the higher age your province sets');
  const jargon = await serverHtml('/ca/vaping-jargon-buster');
  expect(jargon.html).toContain('Only adults aged 19 and over');
});
