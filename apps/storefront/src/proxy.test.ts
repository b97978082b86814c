import { afterEach, describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';
import { proxy } from './proxy';

function run(url: string, headers: Record<string, string> = {}) {
  return proxy(new NextRequest(url, { headers }));
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('proxy', () => {
  it('rewrites a prefixed path to the internal store view route and names the store view', () => {
    const response = run('http://shop.test/gr/devices?colour=teal');
    expect(response.headers.get('x-middleware-rewrite')).toBe(
      'http://shop.test/gr/devices?colour=teal',
    );
    expect(response.headers.get('x-middleware-request-x-lumo-store-view')).toBe('gr');
  });

  it('rewrites unprefixed paths into the uk store view', () => {
    const response = run('http://shop.test/');
    expect(response.headers.get('x-middleware-rewrite')).toBe('http://shop.test/uk');
    expect(response.headers.get('x-middleware-request-x-lumo-store-view')).toBe('uk');
  });

  it('overwrites a store view header sent by the client', () => {
    const response = run('http://shop.test/devices', { 'x-lumo-store-view': 'us' });
    expect(response.headers.get('x-middleware-request-x-lumo-store-view')).toBe('uk');
  });

  it('proxies media to the api named by API_URL at request time', () => {
    vi.stubEnv('API_URL', 'http://api.internal:4100/');
    const response = run('http://shop.test/media/hero.webp?w=640');
    expect(response.headers.get('x-middleware-rewrite')).toBe(
      'http://api.internal:4100/media/hero.webp?w=640',
    );
    vi.stubEnv('API_URL', 'https://shop.example/api');
    expect(run('http://shop.test/media/a.mp4').headers.get('x-middleware-rewrite')).toBe(
      'https://shop.example/api/media/a.mp4',
    );
  });

  it('serves the block gallery in production only when enabled', () => {
    vi.stubEnv('NODE_ENV', 'production');
    expect(run('http://shop.test/__blocks').headers.get('x-middleware-rewrite')).toBe(
      'http://shop.test/uk/__blocks',
    );
    vi.stubEnv('ENABLE_BLOCK_GALLERY', '1');
    expect(run('http://shop.test/__blocks').headers.get('x-middleware-rewrite')).toBe(
      'http://shop.test/block-gallery',
    );
  });
});
