import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeApi, unusedPortUrl } from '@/test/fake-api';
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

async function render(storeView: 'us' | 'ch' | 'eu' | 'ca') {
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

  it('renders nothing when the storeConfig call fails (SPEC §8)', async () => {
    expect(await render('ch')).toBe('');
    expect(await render('eu')).toBe('');
  });

  it('renders nothing when the api cannot be reached (SPEC §8)', async () => {
    process.env.API_URL = await unusedPortUrl();
    try {
      expect(await render('us')).toBe('');
    } finally {
      process.env.API_URL = api.url;
    }
  });
});
