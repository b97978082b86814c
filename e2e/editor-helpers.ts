import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { env, logIntoEditor } from './support';

/** The canvas iframe of the page editor. */
export function canvas(page: Page): FrameLocator {
  return page.frameLocator('[data-testid="editor:canvas-frame"]');
}

/** Logs in and creates a new page at `path` of `store`, ready with an empty canvas. */
export async function openNewPage(page: Page, store: string, path: string, title: string) {
  await logIntoEditor(page);
  await page.goto(`${env.editor}/edit/${store}${path}`);
  await page.getByTestId('editor:create-title').fill(title);
  await page.getByRole('button', { name: 'Create page' }).click();
  await expect(page.getByTestId('editor:toolbox')).toBeVisible();
  await expect(canvas(page).getByTestId('canvas-root')).toBeVisible();
}

async function centreOf(locator: Locator): Promise<{ x: number; y: number }> {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  expect(box, 'an element on screen').toBeTruthy();
  return { x: box!.x + box!.width / 2, y: box!.y + box!.height / 2 };
}

/**
 * A drag as a hand makes it: press on `source`, move in small steps to a point of `target`
 * (`at` in 0..1 of its height: 0.2 is near its top edge, 0.8 near the bottom), release.
 * Chromium turns these pointer events into the HTML drag events Craft.js listens to.
 */
export async function dragWithMouse(
  page: Page,
  source: Locator,
  target: Locator,
  { at = 0.5 }: { at?: number } = {},
): Promise<void> {
  const from = await centreOf(source);
  await target.scrollIntoViewIfNeeded();
  const box = (await target.boundingBox())!;
  const to = { x: box.x + box.width / 2, y: box.y + box.height * at };
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 8, from.y + 8, { steps: 4 });
  await page.mouse.move(to.x, to.y - 10, { steps: 15 });
  await page.mouse.move(to.x, to.y, { steps: 5 });
  await page.mouse.up();
}

/** The ids of the blocks directly in a canvas element (`canvas-root` or a container's `.pe-children`). */
export async function blockIdsIn(parent: Locator): Promise<string[]> {
  return parent.evaluate((element) =>
    Array.from(element.querySelectorAll(':scope > .pe-block')).map(
      (block) => block.getAttribute('data-block-id') ?? '',
    ),
  );
}

/** The block types directly in a canvas element, in order (`QuoteBlock`, `IconBox`, ...). */
export async function blockTypesIn(parent: Locator): Promise<string[]> {
  return parent.evaluate((element) =>
    Array.from(element.querySelectorAll(':scope > .pe-block')).map((block) =>
      (block.querySelector('[data-testid^="block:"]')?.getAttribute('data-testid') ?? '').slice(
        'block:'.length,
      ),
    ),
  );
}
