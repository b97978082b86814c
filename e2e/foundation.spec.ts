import { test, expect } from '@playwright/test';
import { env, logIntoEditor, expectServerHtmlToContain, serverHtml } from './support';

test('an editor changes the home hero title, publishes, and shoppers get it in the server HTML', async ({
  page,
}) => {
  const newTitle = `Made for adult smokers ${Date.now()}`;

  const before = await serverHtml('/');
  expect(before.status).toBe(200);
  expect(before.html).not.toContain(newTitle);

  await logIntoEditor(page);
  await page.goto(`${env.editor}/edit/uk/`);
  // The canvas lives in an iframe (so the blocks' media queries apply): select through the layers.
  await page.getByTestId('layer:home-hero').click();
  const titleField = page.getByTestId('field:title');
  await expect(titleField).toHaveValue(/.+/);
  await titleField.fill(newTitle);
  // The canvas shows the change before anything is published.
  await expect(
    page.frameLocator('iframe').first().getByTestId('block:HeroBanner').getByText(newTitle),
  ).toBeVisible();
  await page.getByTestId('editor:publish').click();

  await expectServerHtmlToContain('/', newTitle);
  // Other store views keep their own home page.
  expect((await serverHtml('/gr')).html).not.toContain(newTitle);
});

test('every store view serves its home page on the server, and an unknown path is a 404', async () => {
  for (const prefix of ['', '/gr', '/ie', '/eu', '/ca', '/ch', '/us']) {
    const { status, html } = await serverHtml(prefix || '/');
    expect(status, `home of "${prefix || 'uk'}"`).toBe(200);
    expect(html).toContain('data-testid="block:HeroBanner"');
  }
  expect((await serverHtml('/no-such-page-here')).status).toBe(404);
});
