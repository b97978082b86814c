import { test, expect, type Page } from '@playwright/test';
import { canvas } from './editor-helpers';
import {
  env,
  expectServerHtmlToContain,
  logIntoEditor,
  serverHtml,
  skipAgeBarrier,
} from './support';

/**
 * Issue 11, "One footer" (ADR 0022): every storefront page shows one footer, the store view's
 * site footer page, which an editor changes in the page-builder like any page. A publish expires
 * every cached page of the store view (the footer's cache tag), so the home page and another
 * page show the new footer within seconds. The uk footer is restored afterwards (other specs
 * read it).
 */

const stamp = Date.now();
const NEW_COPYRIGHT = `© {year} Lumo e2e footer ${stamp}.`;
const NEW_TEXT = `Lumo e2e footer ${stamp}.`;

async function graphql<T>(
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<T> {
  const response = await fetch(`${env.api}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(body.errors.map((error) => error.message).join('; '));
  return body.data as T;
}

interface LiveFooter {
  siteFooter: { uid: string; version: number };
}

const liveFooter = (store: string) =>
  graphql<LiveFooter>('{ siteFooter { uid version } }', {}, { store });

let token = '';
let before: LiveFooter['siteFooter'];

test.beforeAll(async () => {
  const data = await graphql<{ generateEditorToken: { token: string } }>(
    'mutation($email: String!, $password: String!) { generateEditorToken(email: $email, password: $password) { token } }',
    { email: env.editorEmail, password: env.editorPassword },
  );
  token = data.generateEditorToken.token;
  before = (await liveFooter('uk')).siteFooter;
});

test.afterAll(async () => {
  // Back to the footer that was live before this spec (a new version with its content).
  const now = (await liveFooter('uk')).siteFooter;
  if (now.version === before.version) return;
  await graphql(
    'mutation($input: RestoreBuilderPageVersionInput!) { restoreBuilderPageVersion(input: $input) { version { version } } }',
    { input: { page_uid: before.uid, version: before.version } },
    { authorization: `Bearer ${token}` },
  );
});

async function blockIdOf(page: Page, type: string): Promise<string> {
  const testId = await canvas(page)
    .locator(`[data-testid^="canvas-block:"]:has(> [data-testid="block:${type}"])`)
    .first()
    .getAttribute('data-testid');
  expect(testId, `a ${type} on the canvas`).toBeTruthy();
  return testId!.slice('canvas-block:'.length);
}

test('an editor changes the uk site footer and every page shows it, once', async ({ page }) => {
  test.setTimeout(120_000);
  // Cached before the publish: the change must expire these entries, not just fill new ones.
  for (const path of ['/', '/what-is-vapor']) {
    expect((await serverHtml(path)).status).toBe(200);
    expect((await serverHtml(path)).html).not.toContain(NEW_TEXT);
  }

  await logIntoEditor(page);
  await page.goto(`${env.editor}/pages`);
  const entry = page.getByTestId('pages:site-footer');
  await expect(entry).toContainText('Site footer');
  await entry.getByTestId('pages:site-footer:open').click();
  await expect(page).toHaveURL(/\/edit\/uk\/~site-footer$/);
  await expect(page.getByTestId('editor:toolbox')).toBeVisible();
  // Only footer and notice blocks belong below every page.
  await expect(page.getByTestId('toolbox:Footer')).toBeVisible();
  await expect(page.getByTestId('toolbox:HeroBanner')).toHaveCount(0);

  await page.getByTestId(`layer:${await blockIdOf(page, 'Footer')}`).click();
  await page.getByTestId('field:copyright').fill(NEW_COPYRIGHT);
  const year = new Date().getFullYear();
  await expect(canvas(page).getByText(`© ${year} ${NEW_TEXT}`)).toBeVisible();
  await page.getByTestId('editor:publish').click();
  await expect(page.getByText(/published/i).first()).toBeVisible();

  // The home page and another page show it within seconds (their cached entries expired).
  await expectServerHtmlToContain('/', NEW_TEXT);
  await expectServerHtmlToContain('/what-is-vapor', NEW_TEXT);
  expect((await liveFooter('uk')).siteFooter.version).toBe(before.version + 1);

  await skipAgeBarrier(page);
  for (const path of ['/', '/what-is-vapor', '/vaping-jargon-buster']) {
    await page.goto(`${env.storefront}${path}`);
    // One footer: the footer page's Footer block, and no second one below it.
    await expect(page.getByRole('contentinfo')).toHaveCount(1);
    await expect(page.getByRole('contentinfo')).toContainText(`© ${year} ${NEW_TEXT}`);
    await expect(page.locator('footer')).toHaveCount(1);
    await expect(page.getByTestId('footer')).toHaveCount(1);
  }
});

test('the Greek store view shows its own footer, in Greek', async ({ page }) => {
  await skipAgeBarrier(page);
  await page.goto(`${env.storefront}/gr`);
  const footer = page.getByRole('contentinfo');
  await expect(footer).toHaveCount(1);
  await expect(footer).toContainText('Χρειάζεστε βοήθεια;');
  await expect(footer).toContainText(
    `© ${new Date().getFullYear()} Lumo. Με την επιφύλαξη παντός δικαιώματος.`,
  );
  await expect(footer.getByRole('link', { name: 'Επικοινωνία' }).first()).toHaveAttribute(
    'href',
    '/gr/contacts',
  );
  await expect(page.getByRole('navigation', { name: 'Επιλέξτε χώρα' })).toBeVisible();
  // The uk change does not leak into another store view.
  expect((await serverHtml('/gr')).html).not.toContain(NEW_TEXT);
});

test("the footer's reserved location is no shop URL", async () => {
  expect((await serverHtml('/~site-footer')).status).toBe(404);
  expect((await serverHtml('/gr/~site-footer')).status).toBe(404);
});
