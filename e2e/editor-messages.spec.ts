import { test, expect, type Locator, type Page } from '@playwright/test';
import { env, logIntoEditor } from './support';

/**
 * Issue 14 points 3 and 4: what stops a publish is said with the labels the editor sees in the
 * settings form ("Hero banner › Background image: an image is required", list items as
 * "Flavours > item 3 > ..."), by the editor and by the api alike; and the notice about it hides
 * nothing the editor needs next (the field it names, the settings form, the issues list, the
 * layers, the toolbar).
 */

const STORE = 'ie';
const pagePath = `/e2e-messages-${Date.now()}`;

function canvas(page: Page) {
  return page.frameLocator('[data-testid="editor:canvas-frame"]');
}

async function blockIdOf(page: Page, type: string): Promise<string> {
  const testId = await canvas(page)
    .locator(`[data-testid^="canvas-block:"]:has([data-testid="block:${type}"])`)
    .last()
    .getAttribute('data-testid');
  expect(testId, `a ${type} on the canvas`).toBeTruthy();
  return testId!.slice('canvas-block:'.length);
}

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, 'the element is on screen').not.toBeNull();
  return box!;
}

function overlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test('publish refusals name fields by label and their notice covers none of them', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await logIntoEditor(page);
  await page.goto(`${env.editor}/edit/${STORE}${pagePath}`);
  await page.getByTestId('editor:create-title').fill('Messages by label');
  await page.getByRole('button', { name: 'Create page' }).click();
  const root = canvas(page).getByTestId('canvas-root');
  await expect(root).toBeVisible();
  for (const type of ['HeroBanner', 'FlavourGrid']) {
    await page.getByTestId(`toolbox:${type}`).dragTo(root);
    await expect(canvas(page).getByTestId(`block:${type}`).first()).toBeVisible();
  }

  // The hero has no image yet: said with the block's and the field's labels.
  const issues = page.getByTestId('editor:issues');
  await expect(issues).toContainText('Hero banner › Background image: an image is required');

  // The third flavour loses its image and its name: named as item 3 of "Flavours".
  await page.getByTestId(`layer:${await blockIdOf(page, 'FlavourGrid')}`).click();
  const thirdImage = page.getByTestId('field:items.2.imageUrl');
  await thirdImage.getByRole('button', { name: 'Clear' }).click();
  await page.getByTestId('field:items.2.text').fill('');
  await expect(issues).toContainText(
    'Flavour grid › Flavours > item 3 > Flavour image: an image is required',
  );
  await expect(issues).toContainText('Flavour grid › Flavours > item 3 > Flavour name is required');
  await expect(issues).not.toContainText(/backbgroundImage|imageUrl|items\.2/);

  // Point 4: with the hero's settings open, a refused publish shows a notice...
  const heroId = await blockIdOf(page, 'HeroBanner');
  await page.getByTestId(`issue:${heroId}`).first().click();
  const chooseImage = page.getByTestId('field:backbgroundImage').getByTestId('media:picker');
  await chooseImage.scrollIntoViewIfNeeded();
  await page.getByTestId('editor:publish').click();
  const notice = page.getByRole('alert').filter({ hasText: 'need fixing first' });
  await expect(notice).toBeVisible();

  // ...that covers neither the field it is about, nor the settings, issues, layers or toolbar.
  const noticeBox = await boxOf(notice);
  const mustStayVisible: [string, Locator][] = [
    ['the Background image field', page.getByTestId('field:backbgroundImage')],
    ['its "Choose image" button', chooseImage],
    ['the settings column', page.getByRole('complementary', { name: 'Settings' })],
    ['the issues list', issues],
    [
      'the blocks and layers column',
      page.getByRole('complementary', { name: 'Blocks and layers' }),
    ],
    ['the toolbar with Publish', page.getByTestId('editor:toolbar')],
  ];
  for (const [name, locator] of mustStayVisible) {
    expect(overlap(noticeBox, await boxOf(locator)), `the notice covers ${name}`).toBe(false);
  }
  // The editor's next click reaches the button while the notice is still up.
  await expect(notice).toBeVisible();
  const target = await boxOf(chooseImage);
  const hit = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest('[data-testid="media:picker"]') !== null,
    { x: target.x + target.width / 2, y: target.y + target.height / 2 },
  );
  expect(hit, '"Choose image" is the element under the pointer').toBe(true);

  // The api's own refusal says the same, for a page sent without the editor's checks.
  const refusal = await page.request.post(`${env.editor}/graphql`, {
    headers: { 'content-type': 'application/json', Store: STORE },
    data: {
      query:
        'mutation($input: PublishBuilderPageInput!) { publishBuilderPage(input: $input) { version { version } } }',
      variables: {
        input: {
          store_code: STORE,
          path: `${pagePath}-api`,
          base_revision: 0,
          content: {
            formatVersion: 1,
            storeView: STORE,
            path: `${pagePath}-api`,
            title: 'Refused by the api',
            blocks: [
              {
                id: 'hero-1',
                type: 'HeroBanner',
                version: 1,
                props: { backbgroundImage: { url: '', alt: '' } },
              },
              {
                id: 'grid-1',
                type: 'FlavourGrid',
                version: 1,
                props: {
                  items: [1, 2, 3].map((n) => ({
                    imageUrl: { url: n === 3 ? '' : '/media/flavour-peppermint.svg', alt: '' },
                    text: `Flavour ${n}`,
                  })),
                },
              },
            ],
          },
        },
      },
    },
  });
  const body = (await refusal.json()) as { errors?: { message: string }[] };
  const message = body.errors?.[0]?.message ?? '';
  expect(message).toContain('The page cannot be published:');
  expect(message).toContain('Hero banner › Background image: an image is required');
  expect(message).toContain(
    'Flavour grid › Flavours > item 3 > Flavour image: an image is required',
  );
  expect(message).not.toMatch(/backbgroundImage|imageUrl/);
});
