import { test, expect, type Page } from '@playwright/test';
import { solidPng } from './fixture-files';
import { env, logIntoEditor, expectServerHtmlToContain, serverHtml } from './support';

/**
 * Issue 4's end-to-end path: an editor builds a new page from ten block types by dragging them from
 * the toolbox, is refused while an image is missing, uploads (a renamed .exe is refused), publishes
 * to the Irish store view, restores an older version and schedules a publish.
 */

const STORE = 'ie';
const pagePath = `/e2e-offers-${Date.now()}`;
const livePath = `/${STORE}${pagePath}`;

/** Ten block types whose defaults are complete except the hero's required background image. */
const BLOCK_TYPES = [
  'HeroBanner',
  'QuoteBlock',
  'IconBox',
  'ReassuranceBanner',
  'JargonBuster',
  'TrustBlock',
  'VapingNumbers',
  'WarningBannerBlock',
  'PermanentBlock',
  'NotFoundLinks',
];

/** A real 64x32 PNG (teal). */
const tinyPng = () => solidPng(64, 32, [16, 94, 98]);

/** The start of a Windows executable ("MZ" header), named like a picture. */
const fakePng = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(126, 0x90), Buffer.from('PE\0\0')]);

async function publishAndWaitForSuccess(page: Page) {
  await page.getByTestId('editor:publish').click();
  await expect(page.getByText(/published/i).first()).toBeVisible();
}

async function setQuoteText(page: Page, text: string) {
  await page.getByTestId(`layer:${await blockIdOf(page, 'QuoteBlock')}`).click();
  await page.getByTestId('field:text').fill(text);
  // The canvas shows the change at once.
  await expect(canvas(page).getByText(text)).toBeVisible();
}

function canvas(page: Page) {
  return page.frameLocator('[data-testid="editor:canvas-frame"]');
}

async function blockIdOf(page: Page, type: string): Promise<string> {
  const testId = await canvas(page)
    .locator(
      `[data-testid^="canvas-block:"]:has(> [data-testid="block:${type}"]), [data-testid^="canvas-block:"]:has([data-testid="block:${type}"])`,
    )
    .last()
    .getAttribute('data-testid');
  expect(testId, `a ${type} on the canvas`).toBeTruthy();
  return testId!.slice('canvas-block:'.length);
}

test('an editor builds, publishes, restores and schedules a page', async ({ page }) => {
  test.setTimeout(300_000);
  await logIntoEditor(page);

  // A page at a new path of the Irish store view.
  await page.goto(`${env.editor}/edit/${STORE}${pagePath}`);
  await expect(page.getByTestId('editor:create-page')).toBeVisible();
  await page.getByTestId('editor:create-title').fill('Pod kits explained');
  await page.getByRole('button', { name: 'Create page' }).click();
  await expect(page.getByTestId('editor:toolbox')).toBeVisible();

  // Ten block types, each dragged from the toolbox onto the canvas.
  const root = canvas(page).getByTestId('canvas-root');
  await expect(root).toBeVisible();
  for (const type of BLOCK_TYPES) {
    await page.getByTestId(`toolbox:${type}`).dragTo(root);
    await expect(
      canvas(page).getByTestId(`block:${type}`).first(),
      `${type} dropped`,
    ).toBeVisible();
  }
  const layers = page.getByTestId('editor:layers');
  await expect(layers.locator('[data-testid^="layer:"]')).toHaveCount(BLOCK_TYPES.length);

  // The hero has no background image yet: publishing is refused with a list of what to fix.
  const issues = page.getByTestId('editor:issues');
  await expect(issues).toContainText('Hero banner › Background image');
  await expect(issues).toContainText('an image is required');
  await page.getByTestId('editor:publish').click();
  await expect(issues).toBeVisible();
  expect((await serverHtml(livePath)).status).toBe(404);

  // Jump to the hero from the list and choose its image in the media library.
  const heroId = await blockIdOf(page, 'HeroBanner');
  await page.getByTestId(`issue:${heroId}`).first().click();
  await page.getByTestId('media:picker').first().click();
  const library = page.getByTestId('media:library');
  await expect(library).toBeVisible();

  // A Windows program renamed to .png is refused with a clear message...
  await library.getByTestId('media:upload-input').setInputFiles({
    name: 'holiday-photo.png',
    mimeType: 'image/png',
    buffer: fakePng,
  });
  await expect(library.getByTestId('media:upload-error')).toContainText(/not an allowed/i);

  // ...a real PNG is accepted, recorded with its size and picked.
  await library.getByTestId('media:upload-input').setInputFiles({
    name: 'e2e-hero.png',
    mimeType: 'image/png',
    buffer: tinyPng(),
  });
  await expect(page.getByTestId('editor:settings')).toContainText('64 × 32');
  await expect(issues).toHaveCount(0);

  // Version 1 goes live in the Irish store view, rendered on the server.
  await setQuoteText(page, 'Version one of the quote');
  await publishAndWaitForSuccess(page);
  await expectServerHtmlToContain(livePath, 'Version one of the quote');
  for (const type of BLOCK_TYPES) {
    expect((await serverHtml(livePath)).html).toContain(`data-testid="block:${type}"`);
  }
  expect((await serverHtml(pagePath)).status, 'not in the uk store view').toBe(404);

  // Version 2 replaces it...
  await setQuoteText(page, 'Version two of the quote');
  await publishAndWaitForSuccess(page);
  await expectServerHtmlToContain(livePath, 'Version two of the quote');

  // ...and restoring version 1 brings it back on the storefront.
  await page.getByTestId('history:open').click();
  const drawer = page.getByTestId('history:drawer');
  await drawer.getByTestId('history:version:1').getByRole('button', { name: 'Restore' }).click();
  await page.getByTestId('history:restore-confirm').click();
  await expectServerHtmlToContain(livePath, 'Version one of the quote');
  await page.keyboard.press('Escape');

  // A scheduled publish appears after its time (the scheduler runs every second in e2e).
  await setQuoteText(page, 'Scheduled version of the quote');
  await expect(page.getByText('Saved', { exact: true })).toBeVisible({ timeout: 20_000 });
  const publishAt = await page.evaluate(() => {
    // datetime-local takes minutes: the first whole minute at least 65 s from now.
    const at = new Date(Math.ceil((Date.now() + 65_000) / 60_000) * 60_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
  });
  await page.getByTestId('history:schedule').click();
  await page.getByTestId('history:schedule-at').fill(publishAt);
  await page.getByTestId('history:schedule-submit').click();
  await expect(page.getByTestId('history:schedule')).toContainText('Scheduled');
  expect((await serverHtml(livePath)).html).not.toContain('Scheduled version of the quote');
  await expect
    .poll(
      async () => (await serverHtml(livePath)).html.includes('Scheduled version of the quote'),
      {
        timeout: 180_000,
        intervals: [5_000],
      },
    )
    .toBe(true);
});
