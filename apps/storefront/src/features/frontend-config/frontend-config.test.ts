import { describe, expect, it, vi } from 'vitest';
import type { StorefrontStoreConfig } from '@/lib/api/store-config';
import { handleFrontendConfig } from './frontend-config';
import { FRONTEND_CONFIG_FAILED, loadFrontendConfig } from './load-frontend-config';

const config: StorefrontStoreConfig = {
  storeName: 'Lumo Greece',
  storeId: 2,
  countryId: 'GR',
  locale: 'el-GR',
  currency: 'EUR',
  minimumAge: 18,
  federalVapingRules: false,
  rootCategory: 2,
  hrefLangsEnabled: true,
  nicotineWarning: 'warning',
  isMarketingPopupEnabled: true,
  timeInSecToShowMarketingPopup: 45,
  showNicotineWarningBanner: true,
  nicotineWarningBannerPosition: 'bottom',
  cookieInfoDisabled: '0',
  recaptchaSiteKey: 'site-key',
  extraLanguages: [],
};

function post(body: string | null, headers: Record<string, string> = {}) {
  return new Request('http://shop.test/frontend-config', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
}

describe('POST /frontend-config (SPEC §3.6)', () => {
  it('answers every field of SPEC §3.6 for the store view of the body', async () => {
    const load = vi.fn(async () => config);
    const response = await handleFrontendConfig(post('{"storeView":"gr"}'), load);
    expect(load).toHaveBeenCalledWith('gr');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toEqual({
      rootCategory: 2,
      storeId: 2,
      countryId: 'GR',
      recaptchaSiteKey: 'site-key',
      credentialsPolicy: 'include',
      storeViewConfiguration: expect.objectContaining({
        uk: { lang: 'en-GB', pathPrefix: '' },
        gr: { lang: 'el-GR', pathPrefix: '/gr' },
      }),
      hrefLangsEnabled: true,
      isMarketingPopupEnabled: true,
      timeInSecToShowMarketingPopup: 45,
      showNicotineWarningBanner: true,
      nicotineWarningBannerPosition: 'bottom',
    });
    expect(Object.keys(body.storeViewConfiguration as object)).toHaveLength(7);
  });

  it('takes the Store header when the body names none, and defaults country GB', async () => {
    const load = vi.fn(async () => ({ ...config, countryId: '' }));
    const response = await handleFrontendConfig(post(null, { store: 'CA' }), load);
    expect(load).toHaveBeenCalledWith('ca');
    expect(((await response.json()) as { countryId: string }).countryId).toBe('GB');
  });

  it('refuses unknown store views, non-JSON bodies, large bodies and other origins', async () => {
    const load = vi.fn(async () => config);
    expect((await handleFrontendConfig(post('{"storeView":"xx"}'), load)).status).toBe(400);
    expect((await handleFrontendConfig(post('not json'), load)).status).toBe(400);
    expect((await handleFrontendConfig(post(null, { store: 'zz' }), load)).status).toBe(400);
    expect(
      (await handleFrontendConfig(post(`{"storeView":"${'u'.repeat(2000)}"}`), load)).status,
    ).toBe(400);
    const crossOrigin = post('{}', { origin: 'https://evil.test', host: 'shop.test' });
    expect((await handleFrontendConfig(crossOrigin, load)).status).toBe(403);
    expect(load).not.toHaveBeenCalled();
  });

  it('answers 503 when the api cannot be asked', async () => {
    const response = await handleFrontendConfig(post('{}'), async () => null);
    expect(response.status).toBe(503);
  });
});

describe('loadFrontendConfig (SPEC §8 "Frontend config failure")', () => {
  it("logs exactly 'Frontend config fetching failed' and reports the load as failed", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failures = [
      (() => Promise.reject(new TypeError('offline'))) as typeof fetch,
      (async () => Response.json({ error: 'down' }, { status: 503 })) as typeof fetch,
      (async () => new Response('<html>', { status: 200 })) as typeof fetch,
    ];
    for (const fetchImpl of failures) {
      expect(await loadFrontendConfig('uk', fetchImpl)).toEqual({ ok: false });
    }
    expect(error.mock.calls).toEqual([
      [FRONTEND_CONFIG_FAILED],
      [FRONTEND_CONFIG_FAILED],
      [FRONTEND_CONFIG_FAILED],
    ]);
    expect(FRONTEND_CONFIG_FAILED).toBe('Frontend config fetching failed');
    error.mockRestore();
  });

  it('returns the configuration it was given', async () => {
    const fetchImpl = vi.fn(async () => Response.json({ storeId: 1, countryId: 'GB' }));
    expect(await loadFrontendConfig('uk', fetchImpl as unknown as typeof fetch)).toEqual({
      ok: true,
      config: { storeId: 1, countryId: 'GB' },
    });
    expect(
      JSON.parse(String((fetchImpl.mock.calls[0] as unknown as [string, RequestInit])[1].body)),
    ).toEqual({
      storeView: 'uk',
    });
  });
});
