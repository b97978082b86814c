import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTENT_LINKS, STORE_VIEWS, normalisePagePath } from '@lumo/block-schema';
import { ROUTE_ALIASES, findAliasRedirect } from './route-aliases';

describe('route aliases', () => {
  it('send /what-is-vaping to /what-is-vapor with 302 in every store view, keeping the prefix', () => {
    const locations = STORE_VIEWS.map((view) => [
      view.code,
      findAliasRedirect(view.code, '/what-is-vaping'),
    ]);
    expect(Object.fromEntries(locations)).toEqual({
      uk: { location: '/what-is-vapor', status: 302 },
      ie: { location: '/ie/what-is-vapor', status: 302 },
      gr: { location: '/gr/what-is-vapor', status: 302 },
      eu: { location: '/eu/what-is-vapor', status: 302 },
      ca: { location: '/ca/what-is-vapor', status: 302 },
      ch: { location: '/ch/what-is-vapor', status: 302 },
      us: { location: '/us/what-is-vapor', status: 302 },
    });
  });

  it('match whole paths only', () => {
    expect(findAliasRedirect('uk', '/what-is-vapor')).toBeUndefined();
    expect(findAliasRedirect('uk', '/what-is-vaping/more')).toBeUndefined();
    expect(findAliasRedirect('uk', '/what-is-vaping-2')).toBeUndefined();
    expect(findAliasRedirect('uk', '/')).toBeUndefined();
  });

  it('cover the SPEC §2.6 default content link that has no page of its own', () => {
    expect(DEFAULT_CONTENT_LINKS).toContain('/what-is-vaping');
    expect(ROUTE_ALIASES.map((alias) => alias.from)).toContain('/what-is-vaping');
  });

  it('are normalised paths that never lead to another alias (no chains or loops)', () => {
    const sources = new Set(ROUTE_ALIASES.map((alias) => alias.from));
    expect(sources.size).toBe(ROUTE_ALIASES.length);
    for (const alias of ROUTE_ALIASES) {
      expect(normalisePagePath(alias.from)).toBe(alias.from);
      expect(normalisePagePath(alias.to)).toBe(alias.to);
      expect(sources.has(alias.to), `${alias.to} is itself an alias`).toBe(false);
    }
  });
});
