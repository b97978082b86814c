import { spawn } from 'node:child_process';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { FALLBACK_NICOTINE_WARNINGS } from '../packages/block-schema/src/store-views';
import {
  env,
  freePort,
  logIntoEditor,
  expectServerHtmlToContain,
  serverHtml,
  skipAgeBarrier,
} from './support';

// The shopper has answered the age barrier (ADR 0020); its own spec is e2e/shell.spec.ts.
test.beforeEach(async ({ page }) => {
  await skipAgeBarrier(page);
});

test('an editor changes the home hero title, publishes, and shoppers get it in the server HTML', async ({
  page,
}) => {
  const newTitle = `Made for adult smokers ${Date.now()}`;

  const before = await serverHtml('/');
  expect(before.status).toBe(200);
  expect(before.html).not.toContain(newTitle);

  await logIntoEditor(page);
  await page.goto(`${env.editor}/edit/uk/`);
  // The canvas lives in an iframe (so the blocks' media queries apply): select through the layers.
  await page.getByTestId('layer:home-hero').click();
  const titleField = page.getByTestId('field:title');
  await expect(titleField).toHaveValue(/.+/);
  await titleField.fill(newTitle);
  // The canvas shows the change before anything is published.
  await expect(
    page.frameLocator('iframe').first().getByTestId('block:HeroBanner').getByText(newTitle),
  ).toBeVisible();
  await page.getByTestId('editor:publish').click();

  await expectServerHtmlToContain('/', newTitle);
  // Other store views keep their own home page.
  expect((await serverHtml('/gr')).html).not.toContain(newTitle);
});

test('every store view serves its home page on the server, and an unknown path is a 404', async () => {
  for (const prefix of ['', '/gr', '/ie', '/eu', '/ca', '/ch', '/us']) {
    const { status, html } = await serverHtml(prefix || '/');
    expect(status, `home of "${prefix || 'uk'}"`).toBe(200);
    expect(html).toContain('data-testid="block:HeroBanner"');
  }
  expect((await serverHtml('/no-such-page-here')).status).toBe(404);
});

// ADR 0009: the storefront's HTTP hardening, checked against the real production server.
test.describe('storefront HTTP hardening', () => {
  const storefrontDir = path.resolve(__dirname, '../apps/storefront');

  test('security headers, no internal headers, 400 for malformed URLs, read-only /media', async () => {
    const home = await fetch(new URL('/', env.storefront), { redirect: 'manual' });
    expect(home.status).toBe(200);
    const csp = home.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("form-action 'self'");
    expect(home.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(home.headers.get('permissions-policy')).toContain('camera=()');
    // SPEC §2.1: redirects default to 302, a trailing slash included (Next.js alone sends 308).
    const trailing = await fetch(new URL('/gr/what-is-vapor/?utm_source=x', env.storefront), {
      redirect: 'manual',
    });
    expect(trailing.status).toBe(302);
    expect(trailing.headers.get('location')).toBe('/gr/what-is-vapor?utm_source=x');
    for (const pagePath of ['/', '/gr/devices', '/no-such-page-here']) {
      const response = await fetch(new URL(pagePath, env.storefront), { redirect: 'manual' });
      const internal = [...response.headers.keys()].filter((name) =>
        /^x-(middleware|nextjs)-/.test(name),
      );
      expect(internal, pagePath).toEqual([]);
    }

    for (const malformed of ['/%ff', '/%C0%AF', '/gr/%E0%A4%A']) {
      expect((await fetch(`${env.storefront}${malformed}`)).status, malformed).toBe(400);
    }

    for (const method of ['POST', 'PUT', 'DELETE']) {
      const response = await fetch(new URL('/media/upload', env.storefront), {
        method,
        body: 'not an upload',
      });
      expect(response.status, method).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, HEAD');
    }
  });

  test('with the api down, a page answers 503 with Retry-After and keeps the nicotine warning', async () => {
    // A second storefront from the same build whose API_URL points at a closed port.
    const [port, closedApiPort] = await Promise.all([freePort(), freePort()]);
    const storefront = spawn(process.execPath, ['server.mjs'], {
      cwd: storefrontDir,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        API_URL: `http://127.0.0.1:${closedApiPort}`,
      },
      stdio: 'ignore',
    });
    try {
      const origin = `http://127.0.0.1:${port}`;
      await expect
        .poll(
          () =>
            fetch(`${origin}/robots.txt`).then(
              (r) => r.status,
              () => 0,
            ),
          {
            timeout: 30_000,
          },
        )
        .toBe(200);
      // Paths no earlier test rendered, so their page is not in the shared data cache.
      const unique = `outage-${Date.now()}`;
      for (const [storeView, prefix] of [
        ['uk', ''],
        ['gr', '/gr'],
        ['us', '/us'],
      ] as const) {
        const response = await fetch(`${origin}${prefix}/${unique}`, { redirect: 'manual' });
        const html = await response.text();
        expect(response.status, storeView).toBe(503);
        expect(response.headers.get('retry-after'), storeView).toBe('30');
        expect(html, storeView).toContain('data-testid="page-unavailable"');
        expect(html, storeView).toContain('data-testid="header:nicotine-warning"');
        expect(html, storeView).toContain(FALLBACK_NICOTINE_WARNINGS[storeView]);
      }
      // Media cannot be read either: a gateway error to retry, not a server fault (500).
      const media = await fetch(`${origin}/media/hero-home.webp`);
      expect(media.status).toBe(502);
      expect(media.headers.get('retry-after')).toBe('30');
    } finally {
      storefront.kill('SIGTERM');
    }
  });
});
