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

test('one history: undo and redo mix block edits, the page title and page settings', async ({
  page,
}) => {
  await openNewPage(page, 'ie', `/e2e-one-history-${Date.now()}`, 'One history');
  await addSecondaryHero(page);
  const heroText = canvas(page).getByTestId('block:HeroSecondary');
  const mainText = page.getByTestId('field:mainText');
  const colour = page.getByTestId('field:mainTextColor');
  const title = page.getByTestId('editor:title');
  const settingsDialog = page.getByRole('dialog', { name: 'Page settings' });
  const description = settingsDialog.getByTestId('field:meta.description');
  const noIndex = settingsDialog.getByTestId('field:meta.noIndex');
  const pause = () => page.waitForTimeout(PAUSE_BETWEEN_EDITS_MS);

  // Six edits, alternating between the block (settings open) and the page.
  await mainText.fill('Block edit one');
  await pause();
  await title.fill('Page title two');
  await pause();
  await colour.fill('#00ff00');
  await colour.press('Enter');
  await pause();
  await page.getByTestId('editor:page-settings').click();
  await description.fill('Search text four');
  await pause();
  await noIndex.click();
  await pause();
  await page.keyboard.press('Escape');
  await expect(settingsDialog).toBeHidden();
  await mainText.fill('Block edit six');
  await expect(heroText).toContainText('Block edit six');
  await pause();

  // The block's settings are still open; undo six times, each step exactly one edit back.
  await expect(page.getByTestId('field:backgroundImage')).toBeVisible();
  await undoButton(page).click(); // 6: block text
  await expect(mainText).toHaveValue('Block edit one');
  await expect(title).toHaveValue('Page title two');
  await page.keyboard.press('Control+z'); // 5: no-index
  await page.keyboard.press('Control+z'); // 4: search description
  await expect(colour).toHaveValue('#00ff00');
  await page.getByTestId('editor:page-settings').click();
  await expect(description).toHaveValue('');
  await expect(noIndex).not.toBeChecked();
  await page.keyboard.press('Escape');
  await expect(settingsDialog).toBeHidden();
  await undoButton(page).click(); // 3: colour
  await expect(colour).toHaveValue('#ffffff');
  await expect(title).toHaveValue('Page title two');
  await undoButton(page).click(); // 2: page title
  await expect(title).toHaveValue('One history');
  await expect(mainText).toHaveValue('Block edit one');
  await undoButton(page).click(); // 1: block text
  await expect(mainText).toHaveValue('What is vaping?');
  await pause();
  await expect(redoButton(page)).toBeEnabled();

  // Redo all six, in order, with the settings still open.
  await redoButton(page).click(); // 1
  await expect(mainText).toHaveValue('Block edit one');
  await expect(title).toHaveValue('One history');
  await page.keyboard.press('Control+Shift+z'); // 2
  await expect(title).toHaveValue('Page title two');
  await page.keyboard.press('Control+y'); // 3
  await expect(colour).toHaveValue('#00ff00');
  await redoButton(page).click(); // 4
  await redoButton(page).click(); // 5
  await page.getByTestId('editor:page-settings').click();
  await expect(description).toHaveValue('Search text four');
  await expect(noIndex).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(settingsDialog).toBeHidden();
  await redoButton(page).click(); // 6
  await expect(mainText).toHaveValue('Block edit six');
  await expect(heroText).toContainText('Block edit six');
  await pause();
  await expect(redoButton(page)).toBeDisabled();

  // What is saved is what the editor shows: the redone title reaches the draft.
  await expect(page.getByText('Saved', { exact: true })).toBeVisible({ timeout: 20_000 });
  await page.reload();
  await expect(page.getByTestId('editor:title')).toHaveValue('Page title two');
});
