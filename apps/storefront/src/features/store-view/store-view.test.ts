import { getStoreView } from '@lumo/block-schema';
import { describe, expect, it } from 'vitest';
import { pagePathFromSegments, parseStoreViewParam, storeBodyClassNames } from './store-view';

describe('store view helpers', () => {
  it('accepts only known store view codes as the route param', () => {
    expect(parseStoreViewParam('gr')).toBe('gr');
    expect(parseStoreViewParam('api')).toBeUndefined();
    expect(parseStoreViewParam(undefined)).toBeUndefined();
  });

  it('builds the page path from catch-all segments', () => {
    expect(pagePathFromSegments(undefined)).toBe('/');
    expect(pagePathFromSegments(['devices', 'compact'])).toBe('/devices/compact');
  });

  it('gives GR its own font class and every store its lower-cased country class', () => {
    expect(storeBodyClassNames(getStoreView('uk'))).toBe('ls-body font-lumo gb');
    expect(storeBodyClassNames(getStoreView('gr'))).toBe('ls-body font-lumo-greek gr');
    expect(storeBodyClassNames(getStoreView('eu'))).toBe('ls-body font-lumo eu');
  });
});
