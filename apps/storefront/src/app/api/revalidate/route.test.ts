import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const revalidateTag = vi.fn();
vi.mock('next/cache', () => ({ revalidateTag }));

const { POST } = await import('./route');
const { siteFooterTag } = await import('@/lib/api/site-footer');
const { createPageCache } = await import('../../../../server/page-cache.mjs');

const SECRET = 'publish-secret-123';

function notify(body: unknown, secret: string | null = SECRET) {
  return POST(
    new Request('http://shop.test/api/revalidate', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(secret === null ? {} : { 'x-revalidate-secret': secret }),
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
}

beforeEach(() => {
  process.env.REVALIDATE_SECRET = SECRET;
});

afterEach(() => {
  delete process.env.REVALIDATE_SECRET;
  delete process.env.DATA_DIR;
  revalidateTag.mockClear();
});

describe('POST /api/revalidate', () => {
  it('expires the published page of that store view and path at once', async () => {
    const response = await notify({ storeView: 'gr', path: '/what-is-vaping' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ revalidated: true });
    expect(revalidateTag).toHaveBeenCalledExactlyOnceWith('builder-page:gr:/what-is-vaping', {
      expire: 0,
    });
  });

  it('expires the not-found page, which every 404 of the store view shows', async () => {
    await notify({ storeView: 'uk', path: '/not-found' });
    expect(revalidateTag).toHaveBeenCalledWith('builder-page:uk:/not-found', { expire: 0 });
  });

  it("expires the site footer's tag, which every cached page of the store view carries", async () => {
    const response = await notify({ storeView: 'gr', path: '/~site-footer' });
    expect(response.status).toBe(200);
    expect(revalidateTag).toHaveBeenCalledExactlyOnceWith(siteFooterTag('gr'), { expire: 0 });
  });

  it('refuses a wrong or missing secret with 401', async () => {
    expect((await notify({ storeView: 'uk', path: '/' }, 'guess')).status).toBe(401);
    expect((await notify({ storeView: 'uk', path: '/' }, null)).status).toBe(401);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('refuses every call when no secret is configured', async () => {
    delete process.env.REVALIDATE_SECRET;
    process.env.DATA_DIR = mkdtempSync(join(tmpdir(), 'lumo-no-secret-'));
    try {
      expect((await notify({ storeView: 'uk', path: '/' }, '')).status).toBe(401);
    } finally {
      rmSync(process.env.DATA_DIR, { recursive: true, force: true });
    }
  });

  it('reads the secret the api wrote into the data folder', async () => {
    delete process.env.REVALIDATE_SECRET;
    const dataDir = mkdtempSync(join(tmpdir(), 'lumo-secret-'));
    process.env.DATA_DIR = dataDir;
    try {
      writeFileSync(join(dataDir, 'revalidate-secret'), 'from-file\n');
      expect((await notify({ storeView: 'ie', path: '/' }, 'from-file')).status).toBe(200);
      expect((await notify({ storeView: 'ie', path: '/' }, SECRET)).status).toBe(401);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it.each([
    ['not JSON', '{storeView'],
    ['an unknown store view', { storeView: 'fr', path: '/' }],
    ['a path with forbidden characters', { storeView: 'uk', path: '/<script>' }],
    ['a missing path', { storeView: 'uk' }],
  ])('answers 400 to %s', async (_case, body) => {
    const response = await notify(body);
    expect(response.status).toBe(400);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it("empties server.mjs's page cache (ADR 0044), and only for an accepted announcement", async () => {
    // How a flush reaches it is tested in server/page-cache.test.ts; here: that one comes.
    const cache = createPageCache({ ttlMs: 60_000 });
    try {
      expect((await notify({ storeView: 'uk', path: '/' }, 'guess')).status).toBe(401);
      expect(cache.generation).toBe(0);
      expect((await notify({ storeView: 'uk', path: '/' })).status).toBe(200);
      expect(cache.generation).toBe(1);
    } finally {
      cache.close();
    }
  });
});
