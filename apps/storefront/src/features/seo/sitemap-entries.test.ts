import { describe, expect, it } from 'vitest';
import type { BuilderPageResult, StorefrontBuilderPage } from '@/lib/api/builder-pages';
import { buildSitemap } from './sitemap-entries';

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
