import { describe, expect, it } from 'vitest';
import type { BuilderPageResult, StorefrontBuilderPage } from '@/lib/api/builder-pages';
import { buildSitemap, type PageLookup } from './sitemap-entries';

function found(overrides: Partial<StorefrontBuilderPage> = {}): BuilderPageResult {
  return {
    kind: 'found',
    page: {
      noIndex: false,
      publishedAt: '2026-11-20T08:00:00.000Z',
      ...overrides,
    } as StorefrontBuilderPage,
  };
}

describe('buildSitemap', () => {
  it('lists every store view home page, even when the api is down', async () => {
    const entries = await buildSitemap('https://shop.test', async () => ({
      kind: 'unavailable',
      reason: 'network',
      message: 'down',
    }));
    expect(entries.map((entry) => entry.url)).toEqual([
      'https://shop.test/',
      'https://shop.test/gr',
      'https://shop.test/ie',
      'https://shop.test/eu',
      'https://shop.test/ca',
      'https://shop.test/ch',
      'https://shop.test/us',
    ]);
    expect(entries[0]?.alternates?.languages).toMatchObject({ 'el-GR': 'https://shop.test/gr' });
  });

  it('adds published, indexable marketing pages with their publish date', async () => {
    const entries = await buildSitemap('https://shop.test', async (storeView, path) => {
      if (storeView === 'ie' && path === '/what-is-vapor') return found();
      if (storeView === 'uk' && path === '/recycling') return found({ noIndex: true });
      return { kind: 'missing' };
    });
    const marketing = entries.filter((entry) => entry.priority !== 1);
    expect(marketing).toEqual([
      {
        url: 'https://shop.test/ie/what-is-vapor',
        changeFrequency: 'weekly',
        priority: 0.7,
        lastModified: '2026-11-20T08:00:00.000Z',
      },
    ]);
  });
});

describe('buildSitemap with the catalogue', () => {
  const missing: PageLookup = async () => ({ kind: 'missing' });

  it('adds every store view categories, products and CMS pages with its prefix', async () => {
    const entries = await buildSitemap('https://shop.test', missing, {
      categories: async (storeView) => (storeView === 'gr' ? ['/eliquids'] : []),
      products: async (storeView) =>
        storeView === 'gr' ? ['/eliquids/peppermint.html', '/devices/compact'] : [],
      cmsPages: async (storeView) => (storeView === 'uk' ? ['/recycling'] : []),
    });
    const urls = entries.filter((entry) => entry.priority !== 1);
    expect(urls).toEqual([
      { url: 'https://shop.test/recycling', changeFrequency: 'monthly', priority: 0.5 },
      { url: 'https://shop.test/gr/eliquids', changeFrequency: 'daily', priority: 0.8 },
      {
        url: 'https://shop.test/gr/eliquids/peppermint.html',
        changeFrequency: 'daily',
        priority: 0.6,
      },
      { url: 'https://shop.test/gr/devices/compact', changeFrequency: 'daily', priority: 0.6 },
    ]);
  });

  it('keeps the rest when a source fails, and lists a URL once', async () => {
    const entries = await buildSitemap(
      'https://shop.test',
      async (storeView, path) =>
        storeView === 'uk' && path === '/recycling' ? found() : { kind: 'missing' },
      {
        categories: async () => {
          throw new Error('api down');
        },
        products: async (storeView) => (storeView === 'us' ? ['/devices/compact'] : []),
        cmsPages: async (storeView) => (storeView === 'uk' ? ['/recycling'] : []),
      },
    );
    const urls = entries.map((entry) => entry.url);
    expect(urls.filter((url) => url === 'https://shop.test/recycling')).toHaveLength(1);
    expect(urls).toContain('https://shop.test/us/devices/compact');
    expect(urls).toHaveLength(7 + 2);
  });
});
