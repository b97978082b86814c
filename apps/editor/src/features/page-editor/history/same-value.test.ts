import { describe, expect, it } from 'vitest';
import { changedKeys, sameValue } from './same-value';

describe('sameValue', () => {
  it('compares objects and lists by value, not identity', () => {
    expect(sameValue({ url: '/a.webp', alt: '' }, { url: '/a.webp', alt: '' })).toBe(true);
    expect(sameValue([{ a: 1 }, { b: [2] }], [{ a: 1 }, { b: [2] }])).toBe(true);
    expect(sameValue({ url: '/a.webp' }, { url: '/b.webp' })).toBe(false);
    expect(sameValue([1, 2], [2, 1])).toBe(false);
    expect(sameValue({ a: undefined }, {})).toBe(true);
    expect(sameValue([], {})).toBe(false);
  });
});

describe('changedKeys', () => {
  it('names only the keys whose values differ', () => {
    const image = { url: '/a.webp', alt: 'A' };
    expect(
      changedKeys({ title: 'T', image, gone: 1 }, { title: 'T', image: { ...image } }),
    ).toEqual({ set: [], removed: ['gone'] });
    expect(changedKeys({ title: 'T', image }, { title: 'U', image: { ...image } })).toEqual({
      set: ['title'],
      removed: [],
    });
  });
});
