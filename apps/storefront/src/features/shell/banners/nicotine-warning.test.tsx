import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeApi, unusedPortUrl } from '@/test/fake-api';
import { FALLBACK_NICOTINE_WARNINGS, STORE_VIEW_CODES } from '@lumo/block-schema';
// Test only: the storefront never imports the api app at run time.
import { nicotineWarningOf } from '../../../../../api/src/features/store/market-data';
import { NicotineWarning } from './nicotine-warning';

const WARNINGS: Record<string, string> = {
  us: 'WARNING: This product contains nicotine. Nicotine is an addictive chemical.',
};

let api: Awaited<ReturnType<typeof startFakeApi>>;

beforeAll(async () => {
  api = await startFakeApi((request) => {
    const store = String(request.headers.store);
    if (store === 'ch') return { status: 500, body: 'Internal Server Error' };
    if (store === 'eu') return { body: { errors: [{ message: 'Store is closed' }], data: null } };
    return {
      body: {
        data: { storeConfig: { store_code: store, nicotine_warning: WARNINGS[store] ?? null } },
      },
    };
  });
  process.env.API_URL = api.url;
});
afterAll(async () => {
  delete process.env.API_URL;
  await api.close();
});

async function render(storeView: 'uk' | 'gr' | 'us' | 'ch' | 'eu' | 'ca') {
  const element = await NicotineWarning({ storeView });
  return element ? renderToStaticMarkup(element) : '';
}

describe('NicotineWarning', () => {
  it("shows the store view's market warning", async () => {
    const html = await render('us');
    expect(html).toContain('data-testid="header:nicotine-warning"');
    expect(html).toContain(WARNINGS.us);
  });

  it('renders nothing for a market without a warning', async () => {
    expect(await render('ca')).toBe('');
  });

  it("shows the market's static warning when the storeConfig call fails", async () => {
    expect(await render('ch')).toContain(FALLBACK_NICOTINE_WARNINGS.ch);
    expect(await render('eu')).toContain(FALLBACK_NICOTINE_WARNINGS.eu);
  });

  it('never loses the warning when the api cannot be reached (uk, gr, us)', async () => {
    process.env.API_URL = await unusedPortUrl();
    try {
      for (const storeView of ['uk', 'gr', 'us'] as const) {
        const html = await render(storeView);
        expect(html, storeView).toContain('data-testid="header:nicotine-warning"');
        expect(html, storeView).toContain(FALLBACK_NICOTINE_WARNINGS[storeView]);
      }
    } finally {
      process.env.API_URL = api.url;
    }
  });
});

describe('FALLBACK_NICOTINE_WARNINGS', () => {
  it("is the api's market data for every store view (they cannot drift apart)", () => {
    for (const code of STORE_VIEW_CODES) {
      expect(FALLBACK_NICOTINE_WARNINGS[code], code).toBe(nicotineWarningOf(code));
    }
  });
});
