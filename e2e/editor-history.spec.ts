import { test, expect, type Page } from '@playwright/test';
import { canvas, dragWithMouse, openNewPage } from './editor-helpers';

/**
 * Issue 14 points 1 and 2: undo and redo with a block's settings open. Undo must not write a
 * history step of its own (the settings form showing the undone values is no change a person
 * made), so redo stays possible; page title and page settings share the blocks' history.
 */

/** Craft.js merges changes within 600 ms into one undo step; a person pauses between edits. */
const PAUSE_BETWEEN_EDITS_MS = 700;

const undoButton = (page: Page) => page.getByTestId('editor:undo');
const redoButton = (page: Page) => page.getByTestId('editor:redo');

async function addSecondaryHero(page: Page) {
  await dragWithMouse(
    page,
    page.getByTestId('toolbox:HeroSecondary'),
    canvas(page).getByTestId('canvas-root'),
  );
  await expect(canvas(page).getByTestId('block:HeroSecondary')).toBeVisible();
  // Select it: its settings (an image, colours, a list of buttons) open.
  await canvas(page).getByTestId('block:HeroSecondary').click();
  await expect(page.getByTestId('field:mainText')).toBeVisible();
  await expect(page.getByTestId('field:backgroundImage')).toBeVisible();
  await expect(page.getByTestId('field:buttonItems')).toBeVisible();
  // Craft.js would merge an edit within 600 ms of the drop into the drop's undo step.
  await page.waitForTimeout(PAUSE_BETWEEN_EDITS_MS);
}

test('redo works with the settings of a block with image, list and colour fields open', async ({
  page,
}) => {
  await openNewPage(page, 'ie', `/e2e-redo-${Date.now()}`, 'Redo with settings open');
  await addSecondaryHero(page);
  const heroText = canvas(page).getByTestId('block:HeroSecondary');
  const mainText = page.getByTestId('field:mainText');
  const colour = page.getByTestId('field:mainTextColor');
  const buttons = page.locator('[data-testid^="field:buttonItems."][data-testid$=":item"]');
  const buttonsBefore = await buttons.count();

  // Three edits by hand, each its own undo step.
  await mainText.fill('First words');
  await expect(heroText).toContainText('First words');
  await page.waitForTimeout(PAUSE_BETWEEN_EDITS_MS);
  await colour.fill('#ff0000');
  await colour.press('Enter');
  await page.waitForTimeout(PAUSE_BETWEEN_EDITS_MS);
  await page.getByTestId('field:buttonItems:add').click();
  await expect(buttons).toHaveCount(buttonsBefore + 1);
  await page.waitForTimeout(PAUSE_BETWEEN_EDITS_MS);

  // Undo all three, with the button and with Ctrl+Z; the form follows, redo becomes possible.
  await undoButton(page).click();
  await expect(buttons).toHaveCount(buttonsBefore);
  await expect(redoButton(page)).toBeEnabled();
  await page.keyboard.press('Control+z');
  await expect(colour).toHaveValue('#ffffff');
  await expect(redoButton(page)).toBeEnabled();
  await page.keyboard.press('Control+z');
  await expect(mainText).toHaveValue('What is vaping?');
  await expect(heroText).not.toContainText('First words');
  // Settle: a form that reported the undone values back would have written a step by now.
  await page.waitForTimeout(PAUSE_BETWEEN_EDITS_MS);
  await expect(redoButton(page)).toBeEnabled();

  // Redo all three: with the button, Ctrl+Shift+Z and Ctrl+Y.
  await redoButton(page).click();
  await expect(mainText).toHaveValue('First words');
  await expect(heroText).toContainText('First words');
  await page.keyboard.press('Control+Shift+z');
  await expect(colour).toHaveValue('#ff0000');
  await page.keyboard.press('Control+y');
  await expect(buttons).toHaveCount(buttonsBefore + 1);
  await page.waitForTimeout(PAUSE_BETWEEN_EDITS_MS);
  await expect(redoButton(page)).toBeDisabled();
  await expect(undoButton(page)).toBeEnabled();

  // Undo once more still goes back exactly one step.
  await undoButton(page).click();
  await expect(buttons).toHaveCount(buttonsBefore);
  await expect(colour).toHaveValue('#ff0000');
});
