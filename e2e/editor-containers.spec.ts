import { test, expect, type Locator, type Page } from '@playwright/test';
import { blockTypesIn, canvas, dragWithMouse, openNewPage } from './editor-helpers';

/**
 * Issue 14 point 5: blocks go into container blocks, and are reordered inside and between
 * containers, with real mouse drags in Chromium (pointer down, moves in steps, up) and with the
 * keyboard alternative (the layers tree to select, Alt+arrows to move, announced).
 */

function pageRoot(page: Page): Locator {
  return canvas(page).getByTestId('canvas-root');
}

/** The children drop zone of the n-th container on the page (0 = first). */
function containerChildren(page: Page, n: number): Locator {
  return canvas(page)
    .locator('.pe-block:has(> [data-testid="block:Container"])')
    .nth(n)
    .locator('.pe-children')
    .first();
}

function blockOnCanvas(page: Page, type: string): Locator {
  return canvas(page).locator(`.pe-block:has(> [data-testid="block:${type}"])`).first();
}

test('real mouse drags put blocks into containers and reorder them inside and between', async ({
  page,
}) => {
  await openNewPage(page, 'ie', `/e2e-containers-${Date.now()}`, 'Containers by mouse');

  // Two containers from the toolbox onto the page.
  await dragWithMouse(page, page.getByTestId('toolbox:Container'), pageRoot(page));
  await expect(containerChildren(page, 0)).toBeVisible();
  await dragWithMouse(page, page.getByTestId('toolbox:Container'), pageRoot(page), { at: 0.95 });
  await expect(containerChildren(page, 1)).toBeVisible();
  expect(await blockTypesIn(pageRoot(page))).toEqual(['Container', 'Container']);

  // Into the first container: a quote, then an icon box below it.
  await dragWithMouse(page, page.getByTestId('toolbox:QuoteBlock'), containerChildren(page, 0));
  await expect.poll(() => blockTypesIn(containerChildren(page, 0))).toEqual(['QuoteBlock']);
  await dragWithMouse(page, page.getByTestId('toolbox:IconBox'), containerChildren(page, 0), {
    at: 0.9,
  });
  await expect
    .poll(() => blockTypesIn(containerChildren(page, 0)))
    .toEqual(['QuoteBlock', 'IconBox']);
  expect(await blockTypesIn(pageRoot(page))).toEqual(['Container', 'Container']);

  // Reorder inside the container: the icon box dragged above the quote.
  await dragWithMouse(page, blockOnCanvas(page, 'IconBox'), blockOnCanvas(page, 'QuoteBlock'), {
    at: 0.15,
  });
  await expect
    .poll(() => blockTypesIn(containerChildren(page, 0)))
    .toEqual(['IconBox', 'QuoteBlock']);

  // Between containers: the quote dragged into the second, empty container.
  await dragWithMouse(page, blockOnCanvas(page, 'QuoteBlock'), containerChildren(page, 1));
  await expect.poll(() => blockTypesIn(containerChildren(page, 1))).toEqual(['QuoteBlock']);
  expect(await blockTypesIn(containerChildren(page, 0))).toEqual(['IconBox']);

  // The layers tree shows the same nesting.
  const layers = page.getByTestId('editor:layers');
  await expect(layers.getByRole('treeitem')).toHaveCount(4);
});

test('the keyboard moves blocks into, inside and out of containers, and says where', async ({
  page,
}) => {
  await openNewPage(page, 'ie', `/e2e-containers-keys-${Date.now()}`, 'Containers by keyboard');
  // The page: Container, Quote, Icon box (added by mouse; the moves below are keyboard only).
  for (const type of ['Container', 'QuoteBlock', 'IconBox']) {
    await dragWithMouse(page, page.getByTestId(`toolbox:${type}`), pageRoot(page), { at: 0.97 });
    await expect(canvas(page).getByTestId(`block:${type}`)).toBeVisible();
  }
  expect(await blockTypesIn(pageRoot(page))).toEqual(['Container', 'QuoteBlock', 'IconBox']);
  const announcement = page.getByTestId('editor:announcement');
  await expect(announcement).toHaveAttribute('aria-live', 'polite');

  // In the layers tree (a click on its first row), the quote selected with the arrow keys.
  const tree = page.getByTestId('editor:layers');
  await tree.getByRole('treeitem').first().click();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByTestId('editor:settings')).toContainText('Quote');

  // Alt+→: into the container above.
  await page.keyboard.press('Alt+ArrowRight');
  await expect.poll(() => blockTypesIn(containerChildren(page, 0))).toEqual(['QuoteBlock']);
  await expect(announcement).toHaveText(/Quote moved into Container, position 1 of 1/);
  expect(await blockTypesIn(pageRoot(page))).toEqual(['Container', 'IconBox']);

  // The icon box follows it in (selected with the arrows), then Alt+↑ reorders inside.
  await page.keyboard.press('End');
  await expect(page.getByTestId('editor:settings')).toContainText('Icon box');
  await page.keyboard.press('Alt+ArrowRight');
  await expect
    .poll(() => blockTypesIn(containerChildren(page, 0)))
    .toEqual(['QuoteBlock', 'IconBox']);
  await page.keyboard.press('Alt+ArrowUp');
  await expect
    .poll(() => blockTypesIn(containerChildren(page, 0)))
    .toEqual(['IconBox', 'QuoteBlock']);
  await expect(announcement).toHaveText(/moved to position 1 of 2 in Container/);

  // Alt+←: out again, just after the container; the buttons do the same.
  await page.keyboard.press('Alt+ArrowLeft');
  await expect.poll(() => blockTypesIn(pageRoot(page))).toEqual(['Container', 'IconBox']);
  await expect(announcement).toHaveText(/moved out of its container, position 2 of 2 on the page/);
  await page.getByRole('button', { name: /Move into the container above/ }).click();
  await expect
    .poll(() => blockTypesIn(containerChildren(page, 0)))
    .toEqual(['QuoteBlock', 'IconBox']);

  // Undo takes the moves back one by one.
  await page.getByTestId('editor:undo').click();
  await expect.poll(() => blockTypesIn(pageRoot(page))).toEqual(['Container', 'IconBox']);
});
