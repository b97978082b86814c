/** @vitest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { acceptConsent } from '../consent/consent';
import {
  analyticsListName,
  resetAnalyticsForTests,
  startAnalytics,
  track,
  type AnalyticsSettings,
} from './analytics';

const BASE = 'https://analytics.test';

function settings(overrides: Partial<AnalyticsSettings> = {}): AnalyticsSettings {
  return {
    account_id: 'G-TEST123',
    container_id: '',
    type: 'GA4',
    anonymize: true,
    experiments: false,
    cookie_restriction_mode: true,
    current_website: 1,
    cookie_name: 'cookieConsent',
    list_names: {
      catalog: 'Product List',
      crosssell: 'Cart',
      upsell: 'Upsell',
      related: 'Related',
      search: 'Search Results',
      promotions: 'Promotions',
    },
    ...overrides,
  };
}

function api(answer: AnalyticsSettings | 'fail') {
  return vi.fn(async () =>
    answer === 'fail'
      ? Promise.reject(new TypeError('blocked by the browser'))
      : Response.json({ data: { analyticsSettings: answer } }),
  ) as unknown as typeof fetch;
}

type TestWindow = Window & { dataLayer?: unknown[]; gtag?: unknown };
const scripts = () => [...document.querySelectorAll('script')].map((script) => script.src);
const events = () =>
  ((window as TestWindow).dataLayer ?? [])
    .map((entry) => Array.from(entry as ArrayLike<unknown>))
    .filter((args) => args[0] === 'event')
    .map((args) => args[1]);

describe('analytics (SPEC §7, §8)', () => {
  beforeEach(() => {
    resetAnalyticsForTests();
    localStorage.clear();
    document.head.innerHTML = '';
    document.documentElement.className = '';
    delete (window as TestWindow).dataLayer;
    delete (window as TestWindow).gtag;
  });
  afterEach(() => vi.restoreAllMocks());

  it('loads nothing when no id is configured (the default)', async () => {
    const start = await startAnalytics({
      storeView: 'uk',
      scriptBaseUrl: BASE,
      fetchImpl: api(settings({ account_id: '' })),
    });
    expect(start).toBe('not-configured');
    expect(scripts()).toEqual([]);
  });

  it('under cookie restriction mode, loads gtag.js only after consent and sends the queued page_view', async () => {
    track('page_view', { page_path: '/' });
    const start = await startAnalytics({
      storeView: 'uk',
      scriptBaseUrl: BASE,
      fetchImpl: api(settings()),
    });
    expect(start).toBe('waiting-for-consent');
    expect(scripts()).toEqual([]);
    await acceptConsent();
    expect(scripts()).toEqual([`${BASE}/gtag/js?id=G-TEST123`]);
    expect(events()).toEqual(['page_view']);
    track('add_to_cart', {
      items: [{ item_id: 'SKU1', item_list_name: analyticsListName('catalog') }],
    });
    expect(events()).toEqual(['page_view', 'add_to_cart']);
    const config = ((window as TestWindow).dataLayer ?? [])
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .find((args) => args[0] === 'config');
    expect(config).toEqual(['config', 'G-TEST123', { anonymize_ip: true, send_page_view: false }]);
  });

  it('loads at once when the store view does not restrict cookies', async () => {
    const start = await startAnalytics({
      storeView: 'uk',
      scriptBaseUrl: BASE,
      fetchImpl: api(settings({ cookie_restriction_mode: false })),
    });
    expect(start).toBe('loaded');
    expect(scripts()).toHaveLength(1);
  });

  it('pushes GA4 ecommerce events into a tag-manager container data layer', async () => {
    localStorage.setItem('cookieConsent', JSON.stringify({ accepted: true, at: 'x' }));
    await startAnalytics({
      storeView: 'uk',
      scriptBaseUrl: BASE,
      fetchImpl: api(settings({ type: 'TAG_MANAGER', container_id: 'GTM-ABC1', account_id: '' })),
    });
    expect(scripts()).toEqual([`${BASE}/gtm.js?id=GTM-ABC1`]);
    track('begin_checkout', { value: 12 });
    expect((window as TestWindow).dataLayer).toEqual(
      expect.arrayContaining([
        { ecommerce: null },
        { event: 'begin_checkout', ecommerce: { value: 12 } },
      ]),
    );
  });

  it('ignores failures silently (SPEC §8 "Analytics failure")', async () => {
    const error = vi.spyOn(console, 'error');
    const log = vi.spyOn(console, 'log');
    expect(
      await startAnalytics({ storeView: 'uk', scriptBaseUrl: BASE, fetchImpl: api('fail') }),
    ).toBe('failed');
    expect(() => track('share', { method: 'x' })).not.toThrow();
    expect(error).not.toHaveBeenCalled();
    expect(log).not.toHaveBeenCalled();
    expect(scripts()).toEqual([]);
  });
});
