import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeApi, unusedPortUrl } from '@/test/fake-api';
import { FALLBACK_NICOTINE_WARNINGS, STORE_VIEW_CODES } from '@lumo/block-schema';
// Test only: the storefront never imports the api app at run time.
import { nicotineWarningOf } from '../../../../../api/src/features/store/market-data';
import { NicotineWarning } from './nicotine-warning';

const WARNINGS: Record<string, string> = {
  us: 'WARNING: This product contains nicotine. Nicotine is an addictive chemical.',
};

let api: Awaited<ReturnType<typeof startFakeApi>>;
/** The CMS blocks the fake api has, or a failure. */
let cmsBlocks: { identifier: string; title: string; content: string }[] | 'fail' = [];
let bannerPosition = 'top';

beforeAll(async () => {
  api = await startFakeApi((request) => {
    const store = String(request.headers.store);
    if (request.body.includes('query CmsBlocks')) {
      if (cmsBlocks === 'fail') return { status: 500, body: 'Internal Server Error' };
      return { body: { data: { cmsBlocks: { items: cmsBlocks } } } };
    }
    if (store === 'ch') return { status: 500, body: 'Internal Server Error' };
    if (store === 'eu') return { body: { errors: [{ message: 'Store is closed' }], data: null } };
    return {
      body: {
        data: {
          storeConfig: {
            store_code: store,
            nicotine_warning: WARNINGS[store] ?? null,
            show_nicotine_warning_banner: true,
            nicotine_warning_banner_position: bannerPosition,
          },
        },
      },
    };
  });
  process.env.API_URL = api.url;
});
afterAll(async () => {
  delete process.env.API_URL;
  await api.close();
});

async function render(
  storeView: 'uk' | 'gr' | 'us' | 'ch' | 'eu' | 'ca',
  placement: 'top' | 'bottom' = 'top',
) {
  const element = await NicotineWarning({ storeView, placement });
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

describe('the nicotine warning banner (CMS block nicotine_warning_banner_block)', () => {
  afterEach(() => {
    cmsBlocks = [];
    bannerPosition = 'top';
  });

  it('shows the rebranding variant, which carries the legal warning, once at the top', async () => {
    cmsBlocks = [
      { identifier: 'nicotine_warning_banner_block', title: 'Plain', content: '<p>plain</p>' },
      {
        identifier: 'nicotine_warning_banner_block_rebranding',
        title: 'New',
        content: `<p><strong>${WARNINGS.us}</strong> For adults who smoke or vape.</p>`,
      },
    ];
    const html = await render('us');
    expect(html).toContain('data-testid="header:nicotine-banner"');
    expect(html).toContain('For adults who smoke or vape.');
    expect(html).not.toContain('plain');
    expect(html.split(WARNINGS.us!).length - 1).toBe(1);
  });

  it('renders nothing on a CMS error (SPEC §8) while the legal warning stays', async () => {
    cmsBlocks = 'fail';
    const html = await render('us');
    expect(html).not.toContain('header:nicotine-banner');
    expect(html).toContain('data-testid="header:nicotine-warning"');
    expect(html).toContain(WARNINGS.us);
  });

  it('puts the banner at the bottom when configured, the legal warning still on top', async () => {
    bannerPosition = 'bottom';
    cmsBlocks = [
      { identifier: 'nicotine_warning_banner_block', title: 'B', content: '<p>Bottom text</p>' },
    ];
    const top = await render('us');
    expect(top).toContain(WARNINGS.us);
    expect(top).not.toContain('Bottom text');
    expect(await render('us', 'bottom')).toContain('Bottom text');
  });
});

describe('FALLBACK_NICOTINE_WARNINGS', () => {
  it("is the api's market data for every store view (they cannot drift apart)", () => {
    for (const code of STORE_VIEW_CODES) {
      expect(FALLBACK_NICOTINE_WARNINGS[code], code).toBe(nicotineWarningOf(code));
    }
  });
});
