import { describe, expect, it, vi } from 'vitest';
import {
  announceRouteChange,
  applyRouteChange,
  parseRouteChange,
  routeChangeChannel,
} from './route-change-channel';

describe('route change announcements between storefront processes', () => {
  it('reads a well-formed announcement', () => {
    expect(parseRouteChange(JSON.stringify({ storeView: 'ie', path: '/summer-sale' }))).toEqual({
      storeView: 'ie',
      path: '/summer-sale',
    });
  });

  it('ignores what another Redis client may publish on the channel', () => {
    for (const message of [
      'not json',
      'null',
      JSON.stringify({ storeView: 'xx', path: '/' }),
      JSON.stringify({ storeView: 'ie' }),
      JSON.stringify({ storeView: 'ie', path: '/<script>' }),
      JSON.stringify({ storeView: 'ie', path: `/${'a'.repeat(5000)}` }),
    ]) {
      expect(parseRouteChange(message), message.slice(0, 40)).toBeNull();
    }
  });

  it('uses one channel per shop (CACHE_KEY_PREFIX)', () => {
    expect(routeChangeChannel({})).toBe('lumo:storefront:route-changed');
    expect(routeChangeChannel({ CACHE_KEY_PREFIX: 'staging' })).toBe(
      'staging:storefront:route-changed',
    );
  });

  it('needs no Redis without REDIS_URL (one process: nothing to tell)', async () => {
    delete process.env.REDIS_URL;
    await expect(announceRouteChange({ storeView: 'ie', path: '/' })).resolves.toBeUndefined();
  });
});

describe('an announcement from another process', () => {
  it("empties this process's page cache in server.mjs (ADR 0044)", async () => {
    const { onPageCacheFlush } = await import('../../../server/page-cache-flush.mjs');
    const flushed = vi.fn();
    const unregister = onPageCacheFlush(flushed);
    try {
      applyRouteChange('not json');
      expect(flushed).not.toHaveBeenCalled();
      applyRouteChange(JSON.stringify({ storeView: 'ie', path: '/summer-sale' }));
      expect(flushed).toHaveBeenCalledOnce();
    } finally {
      unregister();
    }
  });
});
