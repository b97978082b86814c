import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SITE_FOOTER_PATH } from '@lumo/block-schema';
import { startFakeApi, unusedPortUrl, type FakeApiReply } from '@/test/fake-api';
import { siteFooterTag } from '@/lib/api/site-footer';
import { SiteFooter } from './site-footer';

// The api's seeded footers: the storefront renders exactly what the api publishes.
const seedFolder = join(__dirname, '../../../../api/seed-content/site-footer');
const seededFooter = (store: string) =>
  JSON.parse(readFileSync(join(seedFolder, `${store}.json`), 'utf8')) as {
    blocks: { props: Record<string, unknown> }[];
  };

function footerReply(store: string, content: unknown = seededFooter(store)): FakeApiReply {
  return {
    body: {
      data: {
        siteFooter: {
          uid: `footer-${store}`,
          store_code: store,
          path: SITE_FOOTER_PATH,
          title: 'Site footer',
          content,
          version: 2,
          published_at: '2026-11-23T10:00:00.000Z',
          is_preview: false,
        },
      },
    },
  };
}

let reply: (store: string) => FakeApiReply = (store) => footerReply(store);
let api: Awaited<ReturnType<typeof startFakeApi>>;

beforeAll(async () => {
  api = await startFakeApi((request) => reply(String(request.headers.store)));
  process.env.API_URL = api.url;
});
afterEach(() => {
  reply = (store) => footerReply(store);
  api.requests.length = 0;
  vi.useRealTimers();
});
afterAll(async () => {
  delete process.env.API_URL;
  await api.close();
});

async function render(storeView: 'uk' | 'gr' | 'ch' | 'us', now?: Date) {
  return renderToStaticMarkup(await SiteFooter({ storeView, now }));
}

/** The number of <footer> elements: each is the page's contentinfo landmark outside <main>. */
const footerElements = (html: string) => html.match(/<footer\b/g)?.length ?? 0;

describe('SiteFooter', () => {
  it("renders the store view's published footer page with the blocks renderer", async () => {
    const html = await render('uk', new Date('2030-05-01T12:00:00Z'));
    expect(html).toContain('data-footer-source="page"');
    expect(html).toContain('data-testid="block:Footer"');
    expect(html).toContain('Need a hand?');
    expect(html).toContain('© 2030 Lumo. All rights reserved.');
    expect(html).toContain('href="/terms-and-conditions"');
    expect(footerElements(html)).toBe(1);
    // One call, carrying the footer's own store view and its cache tag.
    expect(api.requests).toHaveLength(1);
    expect(api.requests[0]!.headers.store).toBe('uk');
    expect(JSON.parse(api.requests[0]!.body).query).toContain('siteFooter');
  });

  it("loads every footer image lazily: none competes with the page's own first image", async () => {
    const images = (await render('uk')).match(/<img\b[^>]*>/g) ?? [];
    expect(images.length).toBeGreaterThan(5);
    for (const image of images) {
      expect(image).toContain('loading="lazy"');
      expect(image).not.toContain('fetchPriority');
    }
  });

  it('renders the Greek footer on /gr with Greek store view links', async () => {
    const html = await render('gr', new Date('2030-05-01T12:00:00Z'));
    expect(html).toContain('Χρειάζεστε βοήθεια;');
    expect(html).toContain('© 2030 Lumo. Με την επιφύλαξη παντός δικαιώματος.');
    expect(html).toContain('href="/gr/contacts"');
    expect(html).toContain('aria-label="Επιλέξτε χώρα"');
    // The Footer block's own UI words come from the Greek translations too.
    expect(html).toContain('aria-label="Υποσέλιδο"');
    expect(html).toMatch(/<a href="\/gr" hrefLang="el-GR" aria-current="true">Ελλάδα<\/a>/);
  });

  it("takes the copyright year from the render's clock", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-01-01T00:30:00Z'));
    expect(await render('uk')).toContain('© 2031 Lumo. All rights reserved.');
    reply = () => ({ status: 500, body: 'down' });
    expect(await render('uk')).toContain('© 2031 Lumo. All rights reserved.');
  });

  it('shows the minimal footer (copyright, legal links) when the api fails', async () => {
    reply = () => ({ status: 500, body: 'Internal Server Error' });
    const html = await render('us', new Date('2032-03-03T12:00:00Z'));
    expect(html).toContain('data-footer-source="fallback"');
    expect(html).toContain('data-testid="footer:fallback"');
    expect(html).toContain('© 2032 Lumo. All rights reserved.');
    for (const path of ['contacts', 'terms-and-conditions', 'terms-of-service', 'privacy-policy']) {
      expect(html).toContain(`href="/us/${path}"`);
    }
    expect(footerElements(html)).toBe(1);
  });

  it('shows the minimal footer when the api reports an error or cannot be reached', async () => {
    reply = () => ({ body: { errors: [{ message: 'Database unavailable' }], data: null } });
    expect(await render('ch', new Date('2032-03-03T12:00:00Z'))).toContain(
      '© 2032 Lumo. Alle Rechte vorbehalten.',
    );
    process.env.API_URL = await unusedPortUrl();
    try {
      const html = await render('gr', new Date('2032-03-03T12:00:00Z'));
      expect(html).toContain('data-testid="footer:fallback"');
      expect(html).toContain('href="/gr/privacy-policy"');
      expect(html).toContain('Πολιτική απορρήτου');
    } finally {
      process.env.API_URL = api.url;
    }
  });

  it('shows the minimal footer when the store view has no footer page', async () => {
    reply = () => ({ body: { data: { siteFooter: null } } });
    const html = await render('uk', new Date('2033-01-01T12:00:00Z'));
    expect(html).toContain('data-testid="footer:fallback"');
    expect(html).toContain('© 2033 Lumo. All rights reserved.');
  });

  it('shows the minimal footer when the page is no valid footer (no Footer block)', async () => {
    const withoutFooter = { ...seededFooter('uk'), blocks: [] };
    reply = (store) => footerReply(store, withoutFooter);
    const html = await render('uk', new Date('2033-01-01T12:00:00Z'));
    expect(html).toContain('data-testid="footer:fallback"');
    expect(footerElements(html)).toBe(1);
  });

  it("tags the footer's fetch with the footer page's builder-page tag (publish expires it)", () => {
    expect(siteFooterTag('gr')).toBe('builder-page:gr:/~site-footer');
  });
});
