import { describe, expect, it } from 'vitest';
import { applyHeadAlternative, parseHeadAlternatives } from './alternative-head';

describe('alternative head blocks (SPEC §2.1)', () => {
  it('reads entries by normalised path and skips those that do not fit', () => {
    const heads = parseHeadAlternatives(
      JSON.stringify([
        { path: '/search/', title: 'Search the shop', noIndex: true },
        { path: '//evil.example', title: 'x' },
        { path: '/faq', title: 'x'.repeat(256) },
        { path: '/faq', description: 'Answers' },
        { path: '/faq', description: 'A second entry for the same path is ignored' },
        'not an entry',
      ]),
    );
    expect([...heads.keys()]).toEqual(['/search', '/faq']);
    expect(heads.get('/faq')?.description).toBe('Answers');
  });

  it('gives no entries for text that is not a JSON list, or too long', () => {
    expect(parseHeadAlternatives('<p>oops</p>').size).toBe(0);
    expect(parseHeadAlternatives('{"path":"/"}').size).toBe(0);
    expect(parseHeadAlternatives(`[${'{"path":"/a"},'.repeat(20_000)}{"path":"/b"}]`).size).toBe(0);
  });

  it('replaces only the fields the entry gives, and noIndex keeps links followed', () => {
    const own = {
      title: { absolute: 'Lumo | Search' },
      description: 'Own',
      alternates: { canonical: '/search' },
    };
    expect(applyHeadAlternative(own, undefined)).toBe(own);
    expect(applyHeadAlternative(own, { path: '/search', noIndex: true })).toEqual({
      ...own,
      robots: { index: false, follow: true },
    });
    expect(applyHeadAlternative(own, { path: '/search', title: 'Find a flavour' })).toMatchObject({
      title: { absolute: 'Lumo | Find a flavour' },
      description: 'Own',
    });
  });
});
