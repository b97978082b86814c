import { describe, expect, it } from 'vitest';
import type { RouteLookup } from '@/lib/api/route-lookup';
import { cachedPageQuery, cachedRouteSearch } from './cached-pages';
import type { RouteDecision } from './route-decision';

const route: RouteLookup = {
  entityType: 'product',
  entityId: 1,
  rewriteUrl: null,
  rewriteType: 0,
  disabled: false,
  hreflang: [],
};
const entity = (entityType: 'product' | 'category' | 'cms-page' | 'faq'): RouteDecision => ({
  kind: 'entity',
  entityType,
  entityId: 1,
  route: { ...route, entityType },
});
const query = (search: string) => new URLSearchParams(search);

describe('cachedPageQuery', () => {
  it('serves a builder page from one entry whatever the query', () => {
    expect(cachedPageQuery({ kind: 'builder-page' }, 'GET', query('a=1&utm_source=x'))).toBe('');
    expect(cachedPageQuery({ kind: 'builder-page' }, 'HEAD', query(''))).toBe('');
  });

  it('never caches a form post, a redirect, a 404 decision or an unknown answer', () => {
    expect(cachedPageQuery({ kind: 'builder-page' }, 'POST', query(''))).toBeNull();
    expect(cachedPageQuery({ kind: 'unknown' }, 'GET', query(''))).toBeNull();
    expect(cachedPageQuery({ kind: 'not-found' }, 'GET', query(''))).toBeNull();
    expect(
      cachedPageQuery({ kind: 'redirect', status: 301, location: '/x' }, 'GET', query('')),
    ).toBeNull();
  });

  it('gives every spelling of one listing state the same canonical query', () => {
    const spellings = [
      'sort=price_asc&flavour=Peppermint&strength=12.0&utm_campaign=spring',
      'strength=12&flavour=peppermint&sort=price_asc&gclid=abc',
      'flavour=peppermint&flavour=menthol&strength=12&sort=price_asc&page=1&q=ignored',
    ];
    for (const spelling of spellings) {
      expect(cachedPageQuery(entity('category'), 'GET', query(spelling)), spelling).toBe(
        'flavour=peppermint&strength=12&sort=price_asc',
      );
    }
    // What the listing cannot parse it ignores, so it is the plain category.
    expect(cachedPageQuery(entity('category'), 'GET', query('sort=cheapest&page=x'))).toBe('');
    expect(cachedPageQuery(entity('category'), 'GET', query('sort=position'))).toBe('');
    expect(cachedPageQuery(entity('category'), 'GET', query('page=3'))).toBe('page=3');
  });

  it('keys a product by its variant choice, sorted, and renders odd queries per request', () => {
    expect(cachedPageQuery(entity('product'), 'GET', query('strength=12&flavour=mint'))).toBe(
      'flavour=mint&strength=12',
    );
    expect(cachedPageQuery(entity('product'), 'GET', query('utm_medium=mail'))).toBe('');
    expect(cachedPageQuery(entity('product'), 'GET', query('colour=%3Cb%3E'))).toBeNull();
    expect(cachedPageQuery(entity('product'), 'GET', query('Colour=teal'))).toBeNull();
    const many = Array.from({ length: 7 }, (_, index) => `option${index}=a`).join('&');
    expect(cachedPageQuery(entity('product'), 'GET', query(many))).toBeNull();
  });

  it('ignores the query of CMS pages and FAQ questions', () => {
    expect(cachedPageQuery(entity('cms-page'), 'GET', query('x=1'))).toBe('');
    expect(cachedPageQuery(entity('faq'), 'GET', query('x=1'))).toBe('');
  });
});

describe('cachedRouteSearch', () => {
  it("keeps only Next.js's _rsc parameter", () => {
    expect(cachedRouteSearch(query('_rsc=1a2b&utm_source=x'))).toBe('?_rsc=1a2b');
    expect(cachedRouteSearch(query('flavour=mint'))).toBe('');
  });
});
