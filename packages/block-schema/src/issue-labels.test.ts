import { describe, expect, it } from 'vitest';
import { formatPageIssues, validatePage, FORMAT_VERSION, type BlockNode } from './page';
import { heroBanner } from './blocks/hero-banner';
import { flavourGrid, DEFAULT_FLAVOUR_ITEMS } from './blocks/flavour-grid';
import { heroSecondary } from './blocks/hero-secondary';

function pageWith(blocks: BlockNode[], title = 'A page') {
  return { formatVersion: FORMAT_VERSION, storeView: 'uk', path: '/a', title, blocks };
}

function issuesText(blocks: BlockNode[], title?: string): string {
  const result = validatePage(pageWith(blocks, title));
  if (result.ok) throw new Error('expected the page to be refused');
  return formatPageIssues(result.issues);
}

describe('issues are named by the labels an editor sees', () => {
  it('names a missing hero image "Background image", not backbgroundImage.url', () => {
    const text = issuesText([
      {
        id: 'hero-1',
        type: 'HeroBanner',
        version: heroBanner.version,
        props: { ...heroBanner.example, backbgroundImage: { url: '', alt: '' } },
      },
    ]);
    expect(text).toBe('Hero banner › Background image: an image is required');
  });

  it('names list items by position: "Flavours > item 3 > Flavour image"', () => {
    const items = DEFAULT_FLAVOUR_ITEMS.map((item, index) =>
      index === 2 ? { ...item, imageUrl: { url: '', alt: '' }, text: '' } : item,
    );
    const text = issuesText([
      { id: 'grid', type: 'FlavourGrid', version: flavourGrid.version, props: { items } },
    ]);
    expect(text.split('\n')).toEqual([
      'Flavour grid › Flavours > item 3 > Flavour image: an image is required',
      // The message already names the field: it is not said twice.
      'Flavour grid › Flavours > item 3 > Flavour name is required',
    ]);
  });

  it("names a select inside a list item, and the page's own fields", () => {
    const text = issuesText([
      {
        id: 'hero-2',
        type: 'HeroSecondary',
        version: heroSecondary.version,
        props: {
          ...heroSecondary.example,
          buttonItems: [{ buttonText: 'Go', buttonLink: '/go', buttonVariant: 'loud' }],
        },
      },
    ]);
    expect(text).not.toMatch(/buttonItems|buttonVariant|\.0\./);
    expect(text).toMatch(/^Secondary hero › Buttons > item 1 > Button style must be one of/m);
    expect(issuesText([], ' ')).toBe('Page › Title: a page needs a title');
  });
});
