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
  const hero = page.locator('[data-testid^="canvas-block:"]').filter({
    has: page.locator('[data-testid="block:HeroBanner"]'),
  });
  await hero.first().click();

  const titleField = page
    .getByTestId('field:title')
    .locator('input')
    .or(page.getByTestId('field:title').and(page.locator('input')));
  await titleField.first().fill(newTitle);
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
