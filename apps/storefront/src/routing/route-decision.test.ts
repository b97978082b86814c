import { describe, expect, it } from 'vitest';
import type { RouteLookup, RouteLookupOutcome } from '@/lib/api/route-lookup';
import {
  decideFallback,
  decideRoute,
  switchTarget,
  type RouteDecisionInput,
} from './route-decision';

function found(route: Partial<RouteLookup>): RouteLookupOutcome {
  return {
    kind: 'found',
    route: {
      entityType: 'product',
      entityId: 1,
      rewriteUrl: null,
      rewriteType: 0,
      disabled: false,
      hreflang: [],
      ...route,
    },
  };
}

function decide(lookup: RouteLookupOutcome, overrides: Partial<RouteDecisionInput> = {}) {
  return decideRoute({ storeView: 'gr', path: '/x', builderPage: 'missing', lookup, ...overrides });
}

describe('decideRoute: SPEC §2.4 decision table', () => {
  it('lets a builder page win over anything the lookup says', () => {
    expect(
      decide(found({ rewriteType: 301, rewriteUrl: '/y' }), { builderPage: 'exists' }),
    ).toEqual({
      kind: 'builder-page',
    });
  });

  it.each(['product', 'category', 'cms-page', 'faq'] as const)(
    'renders a %s with its id',
    (type) => {
      expect(decide(found({ entityType: type, entityId: 8 }))).toMatchObject({
        kind: 'entity',
        entityType: type,
        entityId: 8,
      });
    },
  );

  it('switches content to a custom rewrite URL (id 0 is normal for custom)', () => {
    expect(
      decide(found({ entityType: 'custom', entityId: 0, rewriteUrl: 'search?q=mint' })),
    ).toEqual({
      kind: 'content-switch',
      target: { path: '/search', search: '?q=mint' },
      via: 'custom-rewrite',
    });
  });

  it.each([301, 302] as const)(
    'redirects rewrite type %i to the prefixed rewrite URL',
    (status) => {
      expect(decide(found({ rewriteType: status, rewriteUrl: '/new-url' }))).toEqual({
        kind: 'redirect',
        status,
        location: '/gr/new-url',
      });
    },
  );

  it('redirects to external https URLs, never other schemes or protocol-relative URLs', () => {
    expect(decide(found({ rewriteType: 302, rewriteUrl: 'https://help.example/a' }))).toEqual({
      kind: 'redirect',
      status: 302,
      location: 'https://help.example/a',
    });
    for (const rewriteUrl of [
      'http://help.example/',
      'javascript:alert(1)',
      '//evil.example',
      '/\\evil',
    ]) {
      expect(decide(found({ rewriteType: 301, rewriteUrl })), rewriteUrl).toEqual({
        kind: 'fallback',
        lookupFailed: false,
      });
    }
  });

  it('never redirects a path to itself', () => {
    expect(decide(found({ rewriteType: 301, rewriteUrl: '/x/' }))).toMatchObject({
      kind: 'fallback',
    });
  });

  it.each([
    ['disabled', found({ disabled: true })],
    ['zero id', found({ entityId: 0 })],
    ['missing id', found({ entityId: null })],
    ['unknown type', found({ entityType: null })],
    ['no match', { kind: 'none' } as const],
  ])('falls back for %s', (_name, lookup) => {
    expect(decide(lookup)).toEqual({ kind: 'fallback', lookupFailed: false });
  });

  it('falls back, marked as a failure, when the lookup failed', () => {
    expect(decide({ kind: 'error', message: 'down' })).toEqual({
      kind: 'fallback',
      lookupFailed: true,
    });
  });

  it('leaves the page to decide when the builder page question went unanswered and nothing matched', () => {
    expect(decide({ kind: 'none' }, { builderPage: 'unknown' })).toEqual({ kind: 'unknown' });
  });
});

describe('decideFallback', () => {
  const routes = [{ path: '/x', target: '/devices?sort=price' }];

  it('shows a configured custom route matching the original path', () => {
    expect(decideFallback('/x', { kind: 'fallback', lookupFailed: true }, routes)).toEqual({
      kind: 'content-switch',
      target: { path: '/devices', search: '?sort=price' },
      via: 'custom-route',
    });
  });

  it('answers 404 without one, but never during an api failure', () => {
    expect(decideFallback('/y', { kind: 'fallback', lookupFailed: false }, routes)).toEqual({
      kind: 'not-found',
    });
    expect(decideFallback('/y', { kind: 'fallback', lookupFailed: true }, [])).toEqual({
      kind: 'unknown',
    });
  });
});

describe('switchTarget', () => {
  it('refuses the internal 404 route and control characters', () => {
    expect(switchTarget('/~not-found', '/x')).toBeUndefined();
    expect(switchTarget('/a\nb', '/x')).toBeUndefined();
  });
});
