import { describe, expect, it } from 'vitest';
import type { ChainRow } from './url-rewrite-repository';
import { normaliseLookupPath, resolvePath } from './url-rewrite-rules';

const row = (overrides: Partial<ChainRow>): ChainRow => ({
  askedPath: 'a',
  hop: 0,
  storeView: 'uk',
  entityType: 'custom',
  entityId: 0,
  requestPath: 'a',
  targetPath: null,
  redirectType: 0,
  ...overrides,
});

describe('lookup paths', () => {
  it.each([
    ['/recycling', 'recycling'],
    ['recycling', 'recycling'],
    ['recycling/', 'recycling'],
    ['//devices///compact//', 'devices/compact'],
    ['/devices/compact?utm_source=x&a=b', 'devices/compact'],
    ['/faq#answer', 'faq'],
    ['  /Why-Lumo  ', 'Why-Lumo'],
    ['/', ''],
    ['', ''],
  ])('reads %j as %j', (url, path) => {
    expect(normaliseLookupPath(url)).toBe(path);
  });
});

describe('redirect chains', () => {
  it('answers the last target of a chain, 301 only when every hop is permanent', () => {
    const chain = [
      row({ requestPath: 'a', askedPath: 'a', hop: 0, redirectType: 301, targetPath: '/b' }),
      row({ requestPath: 'b', askedPath: 'a', hop: 1, redirectType: 301, targetPath: '/c' }),
    ];
    expect(resolvePath('a', chain)).toMatchObject({ rewriteType: 301, rewriteUrl: '/c' });
    const temporary = [chain[0]!, { ...chain[1]!, redirectType: 302 }];
    expect(resolvePath('a', temporary)).toMatchObject({ rewriteType: 302, rewriteUrl: '/c' });
  });

  it('resolves a chain that is still redirecting after five hops to nothing', () => {
    const loop = [0, 1, 2, 3, 4, 5].map((hop) =>
      row({
        hop,
        requestPath: hop % 2 ? 'b' : 'a',
        redirectType: 301,
        targetPath: hop % 2 ? '/a' : '/b',
      }),
    );
    expect(resolvePath('a', loop)).toEqual({ kind: 'none' });
  });

  it('prefers the row of the exact path over its lower-case twin', () => {
    const rows = [
      row({ requestPath: 'Promo', askedPath: 'Promo', targetPath: '/exact' }),
      row({ requestPath: 'promo', askedPath: 'promo', targetPath: '/lower' }),
    ];
    expect(resolvePath('Promo', rows)).toMatchObject({ rewriteUrl: '/exact' });
    expect(resolvePath('PROMO', rows)).toMatchObject({ rewriteUrl: '/lower' });
  });
});
