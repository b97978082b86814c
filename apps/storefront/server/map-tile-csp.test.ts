import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../next.config';
import { hardenResponse, mapTileImageSource, withImageSource } from './http-hardening.mjs';

function imgSrc(policy: string | null): string[] {
  const found = (policy ?? '').split('; ').find((entry) => entry.startsWith('img-src '));
  return found ? found.split(' ').slice(1) : [];
}

/** The CSP a page is sent with, through the same hardening as server.mjs. */
async function servedPolicy(env: Record<string, string>): Promise<string | null> {
  const server = createServer((request, response) => {
    hardenResponse(request, response, { env });
    response.setHeader('content-security-policy', contentSecurityPolicy());
    response.end('<p>page</p>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/storelocator`);
    await response.text();
    return response.headers.get('content-security-policy');
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

describe('map tiles in the Content-Security-Policy (ADR 0028)', () => {
  it('names no tile host while MAP_TILE_URL is not set', async () => {
    expect(mapTileImageSource({})).toBeNull();
    expect(imgSrc(await servedPolicy({}))).toEqual(["'self'", 'data:', 'blob:', 'https:']);
  });

  it('allows images from the configured tile server, also a plain-http one', async () => {
    const env = { MAP_TILE_URL: 'http://tiles.internal:8080/{z}/{x}/{y}.png' };
    expect(mapTileImageSource(env)).toBe('http://tiles.internal:8080');
    const policy = await servedPolicy(env);
    expect(imgSrc(policy)).toContain('http://tiles.internal:8080');
    // Nothing else widens: scripts and frames stay as they were.
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy?.match(/tiles\.internal/g)).toHaveLength(1);
  });

  it('ignores a template that is not an http(s) URL', () => {
    expect(mapTileImageSource({ MAP_TILE_URL: 'javascript:alert(1)//{z}{x}{y}' })).toBeNull();
    expect(mapTileImageSource({ MAP_TILE_URL: 'not a url' })).toBeNull();
  });

  it('adds a source once and only to img-src', () => {
    const policy = "default-src 'self'; img-src 'self'; media-src 'self'";
    const once = withImageSource(policy, 'https://tile.example');
    expect(withImageSource(once, 'https://tile.example')).toBe(once);
    expect(once).toBe("default-src 'self'; img-src 'self' https://tile.example; media-src 'self'");
  });
});
