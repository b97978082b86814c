import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { env, hydrated, serverHtml, skipAgeBarrier } from './support';

/**
 * The header's login dialog (issue 12 "/login (modal where the shop uses it)", ADR 0031): outside
 * federal rules the guest's account link opens /login's form in the shell's modal; the shopper
 * stays on the page. Under federal rules (us) the Login link still goes to the full page.
 */

const PASSWORD = 'Vape-Safe-2026';

/** Registers in ie (no email confirmation) through the api; the browser stays a guest. */
async function registeredEmail(): Promise<string> {
  const email = `e2e-modal-${randomBytes(5).toString('hex')}@lumo.test`;
  const response = await fetch(`${env.api}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', store: 'ie' },
    body: JSON.stringify({
      query: `mutation ($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }`,
      variables: {
        input: {
          firstname: 'Morgan',
          lastname: 'Tester',
          email,
          password: PASSWORD,
          date_of_birth: '1990-05-17',
          policy_agreed: true,
        },
      },
    }),
  });
  const body = (await response.json()) as { errors?: unknown[] };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return email;
}

test.beforeEach(async ({ page }) => {
  await skipAgeBarrier(page);
});

test('ie: the account link opens the login dialog; a wrong password shows there, the right one signs in on the same page', async ({
  page,
}) => {
  const email = await registeredEmail();
  await page.goto('/ie/faq');
  const link = page.getByTestId('header:account-link');
  // Without JavaScript the link is the normal login route.
  await expect(link).toHaveAttribute('href', '/ie/login');
  // The account menu's code loads after the page (ADR 0052): a click before it arrives follows
  // the link to /ie/login (the no-JavaScript path); the dialog is the hydrated link's.
  await (await hydrated(link)).click();

  const dialog = page.getByRole('dialog', { name: 'Login' });
  const form = dialog.getByTestId('account:login-dialog-form');
  await expect(form).toBeVisible();
  await expect(form.getByTestId('field:email')).toBeFocused();
  await expect(dialog.getByTestId('account:login-dialog-forgot-password')).toHaveAttribute(
    'href',
    '/ie/customer/forgotpassword',
  );
  await expect(dialog.getByTestId('account:login-dialog-create-account')).toHaveAttribute(
    'href',
    '/ie/create-account',
  );

  await form.getByTestId('field:email').fill(email);
  await form.getByTestId('field:password').fill('Wrong-Password-99');
  await form.getByRole('button').click();
  await expect(dialog.getByTestId('account:login-dialog-form:errors')).toBeVisible();
  await expect(page).toHaveURL(/\/ie\/faq$/);

  await form.getByTestId('field:password').fill(PASSWORD);
  await form.getByRole('button').click();
  await expect(page.getByTestId('shell:modal')).toHaveCount(0);
  await expect(page.getByTestId('header:my-account')).toHaveText('My Account');
  await expect(page).toHaveURL(/\/ie\/faq$/);
  await expect(page.getByTestId('header:account-link')).toHaveCount(0);

  // The session is the page login's: a reload keeps the customer signed in.
  await page.reload();
  await expect(page.getByTestId('header:my-account')).toBeVisible();
});

test('ie: Escape closes the login dialog and gives focus back to the account link', async ({
  page,
}) => {
  await page.goto('/ie/faq');
  const link = page.getByTestId('header:account-link');
  // As above: before the account menu's code arrives, a click follows the link (ADR 0052).
  await (await hydrated(link)).click();
  await expect(page.getByTestId('account:login-dialog-form')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('shell:modal')).toHaveCount(0);
  await expect(link).toBeFocused();
  await expect(page).toHaveURL(/\/ie\/faq$/);
});

test("the dialog's words are not in every page's HTML", async () => {
  const { html } = await serverHtml('/ie/faq');
  expect(html).not.toContain('Log in with the email address and password of your account.');
});

test('us (federal rules): the guest Login link still goes to /us/login-page', async ({ page }) => {
  await page.goto('/us/');
  await page.getByTestId('header:login').click();
  await expect(page).toHaveURL(/\/us\/login-page$/);
  await expect(page.getByTestId('route:login-page')).toBeVisible();
  await expect(page.getByTestId('shell:modal')).toHaveCount(0);
});
