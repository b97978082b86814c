import { expect, test, type Page } from '@playwright/test';
import { env, skipAgeBarrier } from './support';

/**
 * The storefront's client platform (issue 11, ADR 0021): the cookie bar and consent-gated
 * analytics, POST /frontend-config and POST /last-cache-clean, and the cache clean a changed stamp
 * triggers. The stack runs with ANALYTICS_SETTINGS naming a GA4 id for uk (scripts/e2e.mjs); the
 * analytics host is routed to a fake gtag.js that reports each event to a fake collector.
 */

const ANALYTICS_SCRIPT = /^https:\/\/www\.googletagmanager\.com\/gtag\/js/;
const COLLECTOR = /^https:\/\/region1\.google-analytics\.com\/g\/collect/;

/** gtag.js stand-in: sends every `event` command of the data layer to the collector. */
const FAKE_GTAG = `(() => {
  const send = (args) => {
    if (args && args[0] === 'event') {
      fetch('https://region1.google-analytics.com/g/collect?en=' + encodeURIComponent(args[1]), { method: 'POST', mode: 'no-cors' });
    }
  };
  const layer = (window.dataLayer = window.dataLayer || []);
  layer.forEach(send);
  const push = layer.push.bind(layer);
  layer.push = (...items) => { items.forEach(send); return push(...items); };
})();`;

interface AnalyticsTraffic {
  scripts: string[];
  events: string[];
}

async function recordAnalytics(page: Page): Promise<AnalyticsTraffic> {
  const traffic: AnalyticsTraffic = { scripts: [], events: [] };
  await page.route(ANALYTICS_SCRIPT, (route) => {
    traffic.scripts.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: FAKE_GTAG });
  });
  await page.route(COLLECTOR, (route) => {
    traffic.events.push(new URL(route.request().url()).searchParams.get('en') ?? '');
    return route.fulfill({ status: 204, body: '' });
  });
  return traffic;
}

test.describe('client platform', () => {
  test('cookie bar, then analytics only after consent; the bar stays gone after a reload', async ({
    page,
  }) => {
    await skipAgeBarrier(page);
    const traffic = await recordAnalytics(page);
    const settingsAsked = page.waitForResponse(
      (response) =>
        response.url().endsWith('/graphql') &&
        (response.request().postData() ?? '').includes('analyticsSettings'),
    );
    await page.goto(`${env.storefront}/`);
    const bar = page.getByTestId('header:cookie-bar');
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('link')).toHaveAttribute('href', '/privacy-policy');
    // Fixed to the bottom: it covers content instead of moving it.
    expect(await bar.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');

    // The platform has started (it asked for the analytics settings) and loaded nothing.
    expect((await settingsAsked).status()).toBe(200);
    await page.waitForLoadState('networkidle');
    expect(traffic.scripts).toEqual([]);
    expect(traffic.events).toEqual([]);

    await page.getByTestId('cookie-bar:accept').click();
    await expect(bar).toBeHidden();
    await expect
      .poll(() => traffic.scripts)
      .toEqual(['https://www.googletagmanager.com/gtag/js?id=G-E2ETEST1']);
    await expect.poll(() => traffic.events).toContain('page_view');

    await page.reload();
    await expect(page.locator('html')).toHaveClass(/has-cookie-consent/);
    await expect(page.getByTestId('header:cookie-bar')).toBeHidden();
    // Consent is remembered: analytics loads on the next page without asking.
    await expect.poll(() => traffic.scripts.length).toBe(2);
  });

  test('POST /frontend-config answers every SPEC §3.6 field', async ({ request }) => {
    const response = await request.post(`${env.storefront}/frontend-config`, {
      data: { storeView: 'gr' },
    });
    expect(response.status()).toBe(200);
    const config = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(config).sort()).toEqual(
      [
        'rootCategory',
        'storeId',
        'countryId',
        'recaptchaSiteKey',
        'credentialsPolicy',
        'storeViewConfiguration',
        'hrefLangsEnabled',
        'isMarketingPopupEnabled',
        'timeInSecToShowMarketingPopup',
        'showNicotineWarningBanner',
        'nicotineWarningBannerPosition',
      ].sort(),
    );
    expect(config).toMatchObject({
      countryId: 'GR',
      credentialsPolicy: 'include',
      storeViewConfiguration: expect.objectContaining({ gr: { lang: 'el-GR', pathPrefix: '/gr' } }),
    });
    expect(typeof config.storeId).toBe('number');
    const unknown = await request.post(`${env.storefront}/frontend-config`, {
      data: { storeView: 'xx' },
    });
    expect(unknown.status()).toBe(400);
  });

  test('POST /last-cache-clean answers a stamp', async ({ request }) => {
    const response = await request.post(`${env.storefront}/last-cache-clean`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/plain/);
    expect((await response.text()).trim()).not.toBe('');
  });

  test('a changed stamp cleans the local caches and reloads the page', async ({ page }) => {
    await skipAgeBarrier(page);
    let stamp = 'stamp-1';
    let checks = 0;
    await page.route('**/last-cache-clean', (route) => {
      checks += 1;
      return route.fulfill({ contentType: 'text/plain', body: stamp });
    });
    await page.goto(`${env.storefront}/`);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('last-cache-clean')))
      .toBe('stamp-1');

    await page.evaluate(() => {
      localStorage.setItem('apollo-cache-persist', '{}');
      localStorage.setItem('persist:redux-root', '{}');
      localStorage.setItem('keep-me', '1');
      (window as unknown as { beforeClean: boolean }).beforeClean = true;
    });
    stamp = 'stamp-2';
    const checksBefore = checks;
    // Coming back online runs the check (SPEC §4): the new stamp cleans and reloads the page.
    await page.context().setOffline(true);
    await page.context().setOffline(false);
    await expect
      .poll(async () => {
        try {
          return await page.evaluate(() =>
            Boolean((window as unknown as { beforeClean?: boolean }).beforeClean),
          );
        } catch {
          return 'navigating';
        }
      })
      .toBe(false);
    expect(checks).toBeGreaterThan(checksBefore);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('last-cache-clean')))
      .toBe('stamp-2');
    const left = await page.evaluate(() => ({
      apollo: localStorage.getItem('apollo-cache-persist'),
      redux: localStorage.getItem('persist:redux-root'),
      kept: localStorage.getItem('keep-me'),
    }));
    expect(left).toEqual({ apollo: null, redux: null, kept: '1' });
  });
});
