import { randomBytes } from 'node:crypto';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { env, skipAgeBarrier } from './support';

/**
 * Age verification on the dashboard and TRS forms (issue 12, ADR 0027), with the api's local
 * test provider (lastname "Refused" fails, an adult passes) and CAPTCHA test verifier.
 * Customers register and sign in through the api's GraphQL; the test sets the storefront's
 * httpOnly customer_token cookie as the storefront's login does.
 */

const PASSWORD = 'Vape-Safe-2026';

async function apiCall(store: string, query: string, variables: Record<string, unknown>) {
  const response = await fetch(`${env.api}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', store },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { data?: Record<string, any>; errors?: unknown[] }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** Registers in ie (no email confirmation) and returns the customer's token. */
async function registeredToken(firstname: string, lastname: string): Promise<string> {
  const email = `e2e-age-${randomBytes(5).toString('hex')}@lumo.test`;
  const created = await apiCall(
    'ie',
    `mutation ($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }`,
    {
      input: {
        firstname,
        lastname,
        email,
        password: PASSWORD,
        date_of_birth: '1990-05-17',
        policy_agreed: true,
      },
    },
  );
  expect(created.errors, JSON.stringify(created.errors)).toBeUndefined();
  const signedIn = await apiCall(
    'ie',
    `mutation ($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }`,
    { email, password: PASSWORD },
  );
  const token = signedIn.data?.generateCustomerToken?.token as string | undefined;
  expect(token, JSON.stringify(signedIn.errors)).toBeTruthy();
  return token!;
}

async function signInAs(context: BrowserContext, token: string): Promise<void> {
  await context.clearCookies();
  await context.addCookies([
    { name: 'customer_token', value: token, url: env.storefront, httpOnly: true, sameSite: 'Lax' },
  ]);
}

async function fillDetails(page: Page, firstname: string, lastname: string): Promise<void> {
  await page.getByLabel('Credit reference agency').check();
  await page.getByLabel('First name').fill(firstname);
  await page.getByLabel('Last name').fill(lastname);
  const birth = page.getByRole('group', { name: 'Date of birth' });
  await birth.getByLabel('Day').fill('17');
  await birth.getByLabel('Month').fill('5');
  await birth.getByLabel('Year').fill('1990');
  await page.getByLabel('Street address').fill('1 Grafton Street');
  await page.getByLabel('Town or city').fill('Dublin');
  await page.getByLabel('Postcode').fill('D02 XY45');
}

test.describe('age verification (dashboard/equifax-verification)', () => {
  test('asks a guest to log in', async ({ page }) => {
    await skipAgeBarrier(page);
    await page.goto('/ie/dashboard/equifax-verification');
    await expect(page.getByRole('heading', { level: 1, name: 'Age verification' })).toBeVisible();
    await expect(page.getByText('Please log in to verify your age.')).toBeVisible();
  });

  test('an adult passes and is not asked again; the surname Refused fails', async ({
    page,
    context,
  }) => {
    await skipAgeBarrier(page);
    await signInAs(context, await registeredToken('Ada', 'Lovelace'));
    await page.goto('/ie/dashboard/equifax-verification');
    await expect(page.getByText('You have 5 attempts left today.')).toBeVisible();
    // The account's details are filled in: the check is of the account holder.
    await expect(page.getByLabel('First name')).toHaveValue('Ada');
    const birth = page.getByRole('group', { name: 'Date of birth' });
    await expect(birth.getByLabel('Day')).toHaveValue('17');
    await expect(birth.getByLabel('Month')).toHaveValue('05');
    await expect(birth.getByLabel('Year')).toHaveValue('1990');
    await fillDetails(page, 'Ada', 'Lovelace');
    await page.getByRole('button', { name: 'Verify my age' }).click();
    await expect(page.getByTestId('age-verification-pass')).toContainText("You're verified");
    await page.reload();
    await expect(page.getByTestId('age-verification-verified')).toContainText(
      'Your age is verified',
    );
    await expect(page.getByRole('button', { name: 'Verify my age' })).toHaveCount(0);

    await signInAs(context, await registeredToken('Bob', 'Refused'));
    await page.goto('/ie/dashboard/equifax-verification');
    await fillDetails(page, 'Bob', 'Refused');
    await page.getByRole('button', { name: 'Verify my age' }).click();
    await expect(page.getByTestId('age-verification-fail')).toContainText(
      'We could not verify your age',
    );
    await page.reload();
    await expect(page.getByText('You have 4 attempts left today.')).toBeVisible();
  });

  test("refuses someone else's details, naming the field", async ({ page, context }) => {
    await skipAgeBarrier(page);
    await signInAs(context, await registeredToken('Carol', 'Smith'));
    await page.goto('/ie/dashboard/equifax-verification');
    await fillDetails(page, 'Ada', 'Smith');
    await page.getByRole('button', { name: 'Verify my age' }).click();
    await expect(page.getByText('The details must be those of the account holder.')).toBeVisible();
    await expect(page.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
  });
});

test.describe('TRS forms (/trs/{formCode})', () => {
  test('a retailer registers: errors on the form, then the confirmation page', async ({ page }) => {
    await page.goto('/trs/retailer');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Retailer registration' }),
    ).toBeVisible();
    // SPEC §2.2: no header, footer or age barrier on the TRS page.
    await expect(page.locator('header')).toHaveCount(0);
    await expect(page.locator('footer')).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // The cookie bar is fixed over the bottom of the page: the visitor answers it first.
    await page.getByTestId('cookie-bar:accept').click();

    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('This is a required field.').first()).toBeVisible();
    await page.getByLabel('Company name').fill('Corner Shop Ltd');
    await page.getByLabel('Contact name').fill('Sam Shop');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Type of shop').selectOption('vape');
    await page.getByLabel('I confirm the business sells only to adults').check();
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('Enter a valid email address.')).toBeVisible();

    await page.getByLabel('Email').fill(`e2e-trs-${randomBytes(4).toString('hex')}@lumo.test`);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/trs\/register\/confirm\/?$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Thank you for registering' }),
    ).toBeVisible();
  });

  test('an unknown form code is a 404', async ({ page }) => {
    const response = await page.goto('/trs/no-such-form');
    expect(response?.status()).toBe(404);
  });
});
