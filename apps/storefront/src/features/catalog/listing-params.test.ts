import { describe, expect, it } from 'vitest';
import {
  applyListingChange,
  listingHref,
  listingQueryString,
  MAX_PAGE,
  MAX_SEARCH_LENGTH,
  toProductFilter,
  toProductSort,
} from './listing-params';
import { parseListingState } from './listing-state-parser';

const fromQuery = (query: string) =>
  parseListingState(Object.fromEntries(new URLSearchParams(query)));

describe('listing state in the URL', () => {
  it('reads filters, sort and page, and writes the same URL back', () => {
    const query =
      '?flavour=peppermint&strength=12&price=10_20&device=pod-kit&sort=price_asc&page=2';
    const state = fromQuery(query);
    expect(state).toEqual({
      filters: { flavour: 'peppermint', strength: '12', price: '10_20', device: 'pod-kit' },
      sort: 'price_asc',
      page: 2,
      q: '',
    });
    expect(listingQueryString(state, 'position')).toBe(query);
  });

  it('writes parameters in one order, so each state has one URL', () => {
    expect(
      listingQueryString(fromQuery('page=3&sort=name&strength=6&flavour=banoffee'), 'position'),
    ).toBe('?flavour=banoffee&strength=6&sort=name&page=3');
  });

  it('leaves the default sort and page 1 out of the URL', () => {
    expect(listingQueryString(fromQuery('sort=position&page=1'), 'position')).toBe('');
    expect(listingHref('/eliquids', fromQuery(''), 'position')).toBe('/eliquids');
  });

  it('ignores unknown and malformed values instead of failing', () => {
    const state = fromQuery(
      'flavour=%3Cscript%3E&strength=lots&price=cheap&sort=random&page=abc&colour=red&device=' +
        'x'.repeat(65),
    );
    expect(state).toEqual({ filters: {}, sort: null, page: 1, q: '' });
  });

  it('keeps the first of repeated parameters and normalises numbers', () => {
    const state = parseListingState({ flavour: ['Peppermint', 'banoffee'], strength: '012' });
    expect(state.filters).toEqual({ flavour: 'peppermint', strength: '12' });
  });

  it('clamps the page between 1 and the last page a listing may have', () => {
    expect(fromQuery('page=0').page).toBe(1);
    expect(fromQuery('page=-4').page).toBe(1);
    expect(fromQuery('page=2.7').page).toBe(1);
    expect(fromQuery('page=99999999').page).toBe(MAX_PAGE);
  });

  it(`bounds the search words to ${MAX_SEARCH_LENGTH} characters and tidies spaces`, () => {
    expect(fromQuery(`q=${'a'.repeat(500)}`).q).toHaveLength(MAX_SEARCH_LENGTH);
    expect(fromQuery('q=%20%20mango%20%20%20mango%20').q).toBe('mango mango');
  });

  it('starts again at page 1 when a filter or the sort changes, not when the page does', () => {
    const state = fromQuery('flavour=peppermint&page=3');
    expect(applyListingChange(state, { filter: { param: 'strength', value: '18' } }).page).toBe(1);
    expect(applyListingChange(state, { sort: 'name' }).page).toBe(1);
    expect(applyListingChange(state, { page: 4 }).page).toBe(4);
    expect(listingHref('/eliquids', state, 'position', { clearFilters: true })).toBe('/eliquids');
    expect(
      listingHref('/eliquids', state, 'position', { filter: { param: 'flavour', value: null } }),
    ).toBe('/eliquids');
  });

  it('keeps the search words in every link of a search page', () => {
    const state = fromQuery('q=mint&flavour=peppermint');
    expect(listingHref('/gr/search', state, 'relevance', { page: 2 })).toBe(
      '/gr/search?q=mint&flavour=peppermint&page=2',
    );
  });
});

describe('the api request of a listing state', () => {
  it('turns the choices into the SDL filter and sort', () => {
    const state = fromQuery('flavour=peppermint&strength=12&price=10_*&device=pod');
    expect(toProductFilter(state, { category_uid: { eq: 'MTA=' } })).toEqual({
      category_uid: { eq: 'MTA=' },
      flavour: { eq: 'peppermint' },
      nicotine_strength: { eq: '12' },
      device_type: { eq: 'pod' },
      price: { from: '10' },
    });
    expect(toProductFilter(fromQuery('price=*_5')).price).toEqual({ to: '5' });
    expect(toProductSort('price_desc')).toEqual({ price: 'DESC' });
    expect(toProductSort('position')).toEqual({ position: 'ASC' });
  });
});
