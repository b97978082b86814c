import { createServer, type AddressInfo } from 'node:net';
import { expect, type Locator, type Page } from '@playwright/test';
import { isHydrated } from '../packages/blocks/src/deferred-island';

/** URLs and editor credentials set by scripts/e2e.mjs. */
export const env = {
  api: required('E2E_API_URL'),
  storefront: required('E2E_STOREFRONT_URL'),
  editor: required('E2E_EDITOR_URL'),
  editorEmail: required('E2E_EDITOR_EMAIL'),
  editorPassword: required('E2E_EDITOR_PASSWORD'),
};

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the e2e tests with "npm run test:e2e"`);
  return value;
}

export async function logIntoEditor(page: Page): Promise<void> {
  await page.goto(env.editor);
  await page.getByTestId('login:email').fill(env.editorEmail);
  await page.getByTestId('login:password').fill(env.editorPassword);
  await page.getByTestId('login:submit').click();
  await expect(page.getByTestId('login:submit')).toHaveCount(0);
}

/** The storefront's server HTML for a path, as a shopper's first response (no script ran). */
export async function serverHtml(path: string): Promise<{ status: number; html: string }> {
  const response = await fetch(new URL(path, env.storefront), { redirect: 'manual' });
  return { status: response.status, html: await response.text() };
}

/** Polls the server HTML until it contains a text (publishes reach the storefront within seconds). */
export async function expectServerHtmlToContain(path: string, text: string): Promise<void> {
  await expect
    .poll(async () => (await serverHtml(path)).html.includes(text), {
      timeout: 15_000,
      message: `${path} should contain "${text}"`,
    })
    .toBe(true);
}

/** A port nothing listens on yet (for a process a test starts itself). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * The shopper has already told the age barrier (SPEC §2.2) they are old enough for every market:
 * localStorage `ageBarrier` holds the highest age confirmed (`{ "confirmedAge": 21 }`), and a store
 * view asks again only when its minimum age is above it. Call before the first navigation.
 */
export async function skipAgeBarrier(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.localStorage.setItem('ageBarrier', JSON.stringify({ confirmedAge: 21 }));
  });
}

/**
 * Waits until React has hydrated the element and committed it (the check the islands' held
 * clicks use, run in the page). Islands load their code after the page (ADR
 * 0052): a click before that takes the no-JavaScript path (a link is followed, a form posted),
 * so a test of the JavaScript path waits for this first.
 */
export async function hydrated(element: Locator): Promise<Locator> {
  await expect.poll(() => element.evaluate(isHydrated)).toBe(true);
  return element;
}
