import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test, expect, type Page } from '@playwright/test';
import { env, hydrated, skipAgeBarrier } from './support';

/**
 * Issue 15 / ADR 0040: every storefront and editor response carries a Content-Security-Policy,
 * frame-ancestors, nosniff and a Referrer-Policy; pages get a fresh script nonce per response
 * (also the ones Next.js serves from its cache) and no 'unsafe-inline' for scripts. Pages still
 * hydrate with zero policy violations, a script injected without the nonce does not run, and
 * cookies are Secure behind TLS.
 */

/** The deployment's nonce template (server.mjs generated it into the e2e data folder). */
const TEMPLATE = readFileSync(
  path.join(process.env.E2E_DATA_DIR ?? '', 'csp-nonce-template'),
  'utf8',
).trim();

function directive(policy: string, name: string): string[] {
  const found = policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));
  return found ? found.split(/\s+/).slice(1) : [];
}

/** Checks the headers every response has; returns the script nonce of the policy, if any. */
function expectSecurityHeaders(headers: Headers, label: string): string | undefined {
  const policy = headers.get('content-security-policy') ?? '';
  expect(policy, `${label}: Content-Security-Policy`).not.toBe('');
  expect(directive(policy, 'frame-ancestors'), `${label}: frame-ancestors`).not.toEqual([]);
  const scripts = directive(policy, 'script-src');
  expect(scripts, `${label}: script-src`).not.toContain("'unsafe-inline'");
  expect(headers.get('x-content-type-options'), `${label}: nosniff`).toBe('nosniff');
  expect(headers.get('referrer-policy'), `${label}: Referrer-Policy`).toBeTruthy();
  return scripts.find((source) => source.startsWith("'nonce-"))?.slice(7, -1);
}

/**
 * Every <script> of the page's HTML is either data (JSON-LD), one of the shop's two inline
 * scripts (allowed by hash) or carries exactly this response's nonce.
 */
function expectScriptsCarryNonce(html: string, nonce: string, label: string) {
  expect(html, `${label}: the template never reaches a browser`).not.toContain(TEMPLATE);
  const tags = html.match(/<script\b[^>]*>/g) ?? [];
  expect(tags.length, `${label}: scripts`).toBeGreaterThan(0);
  for (const tag of tags) {
    if (tag.includes('application/ld+json')) continue;
    if (tag === '<script>') continue; // the hashed inline scripts (checked in the browser below)
    expect(tag, label).toContain(`nonce="${nonce}"`);
  }
}

/** Collects the page's `securitypolicyviolation` events from the first script on. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const record = window as unknown as { __cspViolations: string[] };
    record.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      record.__cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return () =>
    page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

const PAGES: { label: string; path: string; status: number }[] = [
  { label: 'cached builder page', path: '/', status: 200 },
  { label: 'category', path: '/accessories', status: 200 },
  { label: 'product', path: '/eliquids/peppermint', status: 200 },
  { label: 'per-request page (search)', path: '/search?q=peppermint', status: 200 },
  { label: 'not found (cached 404)', path: '/eliquids/no-such-flavour', status: 404 },
  { label: 'not found (store view)', path: '/zz/nothing/here', status: 404 },
  // app/global-not-found.tsx: prerendered at build without a nonce, but rendered per request.
  { label: 'global not found', path: '/api/unknown', status: 404 },
  { label: 'checkout', path: '/checkout/cart', status: 200 },
  { label: 'account sign-in', path: '/login', status: 200 },
  { label: 'block gallery', path: '/__blocks', status: 200 },
];

test.describe('storefront responses', () => {
  test('every kind of page: headers, a nonce per response on every script, no template', async () => {
    for (const { label, path: pagePath, status } of PAGES) {
      const nonces = new Set<string>();
      // Twice: the second answer of a cached page comes from the cache and needs its own nonce.
      for (let round = 0; round < 2; round += 1) {
        const response = await fetch(new URL(pagePath, env.storefront));
        expect(response.status, label).toBe(status);
        const nonce = expectSecurityHeaders(response.headers, label);
        expect(nonce, `${label}: nonce in script-src`).toMatch(/^[A-Za-z0-9_-]{32,}$/);
        expect(response.headers.get('etag'), `${label}: no shared ETag`).toBeNull();
        expectScriptsCarryNonce(await response.text(), nonce!, label);
        nonces.add(nonce!);
      }
      expect(nonces.size, `${label}: a fresh nonce per response`).toBe(2);
    }
  });

  test('RSC payloads, static files, the /graphql forwarder, media and redirects carry the headers', async () => {
    const rsc = await fetch(new URL('/accessories', env.storefront), { headers: { rsc: '1' } });
    expect(rsc.headers.get('content-type')).toContain('text/x-component');
    expectSecurityHeaders(rsc.headers, 'RSC payload');
    expect(await rsc.text()).not.toContain(TEMPLATE);

    const home = await (await fetch(new URL('/', env.storefront))).text();
    const asset = /src="(\/_next\/static\/[^"]+\.js)"/.exec(home)?.[1];
    expect(asset).toBeTruthy();
    const script = await fetch(new URL(asset!, env.storefront));
    expect(script.status).toBe(200);
    expectSecurityHeaders(script.headers, 'static asset');

    const graphql = await fetch(new URL('/graphql', env.storefront), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ storeConfig { store_code } }' }),
    });
    expect(graphql.status).toBe(200);
    expectSecurityHeaders(graphql.headers, '/graphql forwarder');

    const image = /(\/media\/[^"?\s)]+\.(?:webp|png|jpe?g|svg))/.exec(home)?.[1];
    expect(image, 'the home page shows a media file').toBeTruthy();
    const media = await fetch(new URL(image!, env.storefront));
    expect(media.status).toBe(200);
    expectSecurityHeaders(media.headers, 'media');

    for (const [label, target] of [
      ['repeated slashes (302)', '//accessories'],
      ['malformed path (400)', '/%ff'],
    ] as const) {
      const answer = await fetch(`${env.storefront}${target}`, { redirect: 'manual' });
      expectSecurityHeaders(answer.headers, label);
    }
  });

  test('pages hydrate and work with zero violations; a script injected without the nonce does not run', async ({
    page,
  }) => {
    await skipAgeBarrier(page);
    const violations = await recordViolations(page);
    const rscAnswers: { policy: string; status: number }[] = [];
    page.on('response', (response) => {
      if (response.request().headers()['rsc'] === '1') {
        rscAnswers.push({
          policy: response.headers()['content-security-policy'] ?? '',
          status: response.status(),
        });
      }
    });

    await page.goto('/');
    // The cookie bar's button works only once React has hydrated the page.
    await page.getByTestId('cookie-bar:accept').click();
    await expect(page.getByTestId('header:cookie-bar')).toBeHidden();
    // The consent check before paint is an inline script allowed by its hash: it still runs.
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/has-cookie-consent/);
    expect(await violations(), '/').toEqual([]);

    // A client-side navigation fetches an RSC payload, which gets its own headers too.
    await page.goto('/accessories');
    const card = page.getByTestId('catalog:product-card').first();
    await card.getByRole('link').first().click();
    await expect(page).not.toHaveURL(/\/accessories$/);
    await expect(page.getByTestId('cart:add-button').first()).toBeVisible();
    await page.getByTestId('cart:add-button').first().click();
    await expect(page.getByTestId('header:minicart-count')).toHaveText('1');
    expect(await violations(), 'category, then product by client navigation').toEqual([]);

    for (const path of ['/search?q=peppermint', '/login', '/zz/nothing/here']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await violations(), path).toEqual([]);
    }
    // The gallery's frames below the fold are lazy: unloaded, they keep Playwright's networkidle
    // (which waits for every frame) from ever firing. Its sign of life is its code running: the
    // gallery sizes its first frame (as reported or measured) from the 480 px default.
    await page.goto('/__blocks');
    await expect(page.locator('iframe.ls-gallery-frame').first()).not.toHaveAttribute(
      'height',
      '480',
    );
    expect(await violations(), '/__blocks').toEqual([]);
    expect(rscAnswers.length).toBeGreaterThan(0);
    for (const answer of rscAnswers) {
      expect(directive(answer.policy, 'script-src').join(' ')).toMatch(/'nonce-/);
    }

    // Injected markup cannot know the nonce: its script is blocked and reported.
    await page.goto('/');
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.append(script);
      const handler = document.createElement('div');
      handler.innerHTML = '<img src="data:," onerror="window.__injected = true">';
      document.body.append(handler);
      await new Promise((resolve) => setTimeout(resolve, 200));
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    expect((await violations()).some((entry) => entry.startsWith('script-src'))).toBe(true);
  });
});

test.describe('cookies behind TLS', () => {
  test('storefront cookies are Secure when the trusted proxy says https, and still work over http', async ({
    browser,
  }) => {
    // The session marker is set by the proxy for a request with a session but no marker.
    const marker = async (headers: Record<string, string>) =>
      (
        await fetch(new URL('/', env.storefront), {
          headers: { cookie: 'customer_token=e2e-not-a-real-token', ...headers },
        })
      ).headers.getSetCookie();
    expect((await marker({ 'x-forwarded-proto': 'https' })).join('\n')).toMatch(
      /customer_session=[^\n]*; Secure/i,
    );
    expect((await marker({})).join('\n')).not.toMatch(/Secure/i);

    // A guest cart: its cookie is set by a server action.
    const context = await browser.newContext({
      baseURL: env.storefront,
      extraHTTPHeaders: { 'x-forwarded-proto': 'https' },
    });
    const page = await context.newPage();
    await skipAgeBarrier(page);
    const setCookies: string[] = [];
    page.on('response', async (response) => {
      for (const { name, value } of await response.headersArray()) {
        if (name.toLowerCase() === 'set-cookie') setCookies.push(value);
      }
    });
    await page.goto('/accessories');
    const add = page.getByTestId('catalog:product-card').first().getByTestId('cart:add-button');
    await (await hydrated(add)).click();
    await expect(page.getByTestId('header:minicart-count')).toHaveText('1');
    // The cart id and its token-free marker (ADR 0059) both.
    const cart = setCookies.filter((cookie) => /^(has_)?cart_/.test(cookie));
    expect(cart.length).toBeGreaterThanOrEqual(2);
    for (const cookie of cart) expect(cookie).toMatch(/;\s*Secure/i);
    await context.close();
  });

  test('the editor session cookie is Secure behind TLS and not over plain http', async () => {
    const signIn = async (headers: Record<string, string>) =>
      (
        await fetch(`${env.editor}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify({
            query:
              'mutation($e: String!, $p: String!) { generateEditorToken(email: $e, password: $p) { token } }',
            variables: { e: env.editorEmail, p: env.editorPassword },
          }),
        })
      ).headers.get('set-cookie') ?? '';
    expect(await signIn({ 'x-forwarded-proto': 'https' })).toMatch(/editor_token=.*; Secure/i);
    expect(await signIn({})).not.toMatch(/Secure/i);
  });
});

test.describe('editor responses', () => {
  test('index, assets, the api behind it and 404s carry the headers; the app loads without violations', async ({
    page,
  }) => {
    const index = await fetch(env.editor);
    expectSecurityHeaders(index.headers, 'editor index');
    const html = await index.text();
    expect(html).not.toMatch(/<script>(?!<\/script>)/);
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset).toBeTruthy();
    expectSecurityHeaders((await fetch(`${env.editor}${asset}`)).headers, 'editor asset');
    expectSecurityHeaders((await fetch(`${env.editor}/assets/missing.js`)).headers, 'editor 404');
    const graphql = await fetch(`${env.editor}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ storeConfig { store_code } }' }),
    });
    expectSecurityHeaders(graphql.headers, 'editor /graphql');

    const violations = await recordViolations(page);
    await page.goto(env.editor);
    await expect(page.getByTestId('login:email')).toBeVisible();
    expect(await violations()).toEqual([]);
  });
});
