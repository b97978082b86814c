import { describe, expect, it } from 'vitest';
import {
  formatDay,
  formatOrderDate,
  historyHref,
  pageLinks,
  parseHistoryQuery,
  parseIntervalDays,
  parseOrderNumber,
  savedCardOf,
  statusFilter,
} from './order-rules';

describe('order history URL state', () => {
  it('reads the page and status of the URL, defaults for anything else', () => {
    expect(parseHistoryQuery({})).toEqual({ page: 1, status: null });
    expect(parseHistoryQuery({ page: '3', status: 'complete' })).toEqual({
      page: 3,
      status: 'complete',
    });
    expect(parseHistoryQuery({ page: '-2', status: 'shipped' })).toEqual({ page: 1, status: null });
    expect(parseHistoryQuery({ page: ['2', '5'], status: ['canceled'] })).toEqual({
      page: 2,
      status: 'canceled',
    });
    expect(parseHistoryQuery({ page: '0' }).page).toBe(1);
    expect(parseHistoryQuery({ page: '99999' }).page).toBe(1);
    expect(parseHistoryQuery({ page: '5000' }).page).toBe(1000);
  });

  it('writes the state back without defaults, so a filter link starts at page 1', () => {
    const base = '/gr/dashboard/order-history';
    expect(historyHref(base, { page: 1, status: null })).toBe(base);
    expect(historyHref(base, { page: 2, status: null })).toBe(`${base}?page=2`);
    expect(historyHref(base, { page: 3, status: 'pending' })).toBe(`${base}?status=pending&page=3`);
    const href = historyHref(base, { page: 4, status: 'processing' });
    const parsed = parseHistoryQuery(Object.fromEntries(new URL(href, 'http://x').searchParams));
    expect(parsed).toEqual({ page: 4, status: 'processing' });
  });

  it('filters by status with an eq condition, and not at all for all orders (SPEC §3.4)', () => {
    expect(statusFilter('complete')).toEqual({ status: { eq: 'complete' } });
    expect(statusFilter(null)).toBeUndefined();
  });

  it('links the first, last and neighbouring pages with gaps', () => {
    expect(pageLinks(1, 1)).toEqual([]);
    expect(pageLinks(1, 3)).toEqual([1, 2, 3]);
    expect(pageLinks(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageLinks(10, 10)).toEqual([1, null, 9, 10]);
  });
});

describe('order numbers from a URL', () => {
  it('accepts the api numbers and refuses anything else', () => {
    expect(parseOrderNumber('000000012')).toBe('000000012');
    expect(parseOrderNumber('UK-100%2D2')).toBe('UK-100-2');
    expect(parseOrderNumber('../etc')).toBeNull();
    expect(parseOrderNumber('%E0%A4%A')).toBeNull();
    expect(parseOrderNumber('1'.repeat(33))).toBeNull();
    expect(parseOrderNumber(undefined)).toBeNull();
  });
});

describe('dates', () => {
  it("shows an order's date in the store view's locale", () => {
    expect(formatOrderDate('en-GB', '2026-03-04 23:30:00')).toBe('4 Mar 2026');
    expect(formatOrderDate('de-DE', '2026-03-04T10:00:00Z')).toBe('04.03.2026');
    expect(formatOrderDate('en-GB', 'not a date')).toBe('not a date');
    expect(formatDay('en-GB', '2026-12-01')).toBe('1 Dec 2026');
  });
});

describe('saved cards', () => {
  it("reads Vault's details: brand, last four, expiry", () => {
    expect(savedCardOf('{"type":"VI","maskedCC":"1111","expirationDate":"12/2030"}')).toEqual({
      brand: 'VI',
      lastFour: '1111',
      expiry: '12/2030',
    });
    expect(savedCardOf('{"maskedCC":"4444333322221111"}').lastFour).toBe('1111');
    expect(savedCardOf('not json')).toEqual({ brand: '', lastFour: '', expiry: '' });
    expect(savedCardOf(null)).toEqual({ brand: '', lastFour: '', expiry: '' });
  });
});

describe('autoship intervals', () => {
  it('takes 7 to 90 days only', () => {
    expect(parseIntervalDays(30)).toBe(30);
    expect(parseIntervalDays('14')).toBe(14);
    expect(parseIntervalDays(6)).toBeNull();
    expect(parseIntervalDays(91)).toBeNull();
    expect(parseIntervalDays(7.5)).toBeNull();
    expect(parseIntervalDays('x')).toBeNull();
  });
});
