import { describe, expect, it } from 'vitest';
import type { BlockNode } from '@lumo/block-schema';
import { heroBlock } from '../test/hero-block';
import { exportFileName, readDraftContent, readPageFile, toPageDocument } from './page-document';

const validHero = heroBlock('hero-1');

function exported(blocks: BlockNode[], overrides: Record<string, unknown> = {}): string {
  return JSON.stringify({
    ...toPageDocument(
      'gr',
      '/somewhere-else',
      { title: 'Landing', meta: { description: '', image: '', noIndex: false } },
      blocks,
    ),
    ...overrides,
  });
}

describe('page file import', () => {
  it('accepts a valid page and rewrites its store view and path to the current page', () => {
    const result = readPageFile(exported([validHero]), 'uk', '/offers');
    expect(result.kind).toBe('valid');
    if (result.kind !== 'valid') return;
    expect(result.page.title).toBe('Landing');
    expect(result.page.blocks).toEqual([validHero]);
  });

  it('lists every problem of a file that is not a page', () => {
    const result = readPageFile(
      JSON.stringify({ formatVersion: 7, title: '', blocks: 'x' }),
      'uk',
      '/',
    );
    expect(result.kind).toBe('invalid');
    if (result.kind !== 'invalid') return;
    const paths = result.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['formatVersion', 'title', 'blocks']));
    expect(readPageFile('{oops', 'uk', '/').kind).toBe('invalid');
  });

  it('reports blocks that are not ready to publish but still allows importing them', () => {
    const heroWithoutImage = {
      ...validHero,
      props: { ...validHero.props, backbgroundImage: { url: '', alt: '' } },
    };
    const result = readPageFile(exported([heroWithoutImage]), 'uk', '/');
    expect(result.kind).toBe('incomplete');
    if (result.kind !== 'incomplete') return;
    expect(result.issues[0]).toMatchObject({
      blockId: 'hero-1',
      path: ['backbgroundImage', 'url'],
    });
  });

  it('gives blocks with a repeated id a new one', () => {
    const result = readPageFile(exported([validHero, validHero]), 'uk', '/');
    expect(result.kind).toBe('valid');
    if (result.kind !== 'valid') return;
    expect(result.page.blocks[0]!.id).toBe('hero-1');
    expect(result.page.blocks[1]!.id).not.toBe('hero-1');
  });
});

describe('draft content', () => {
  it('opens an empty draft as an empty page with the draft title', () => {
    expect(readDraftContent({}, 'About')).toEqual({
      ok: true,
      page: { title: 'About', meta: { description: '', image: '', noIndex: false }, blocks: [] },
    });
  });

  it('refuses content that is not in the page format', () => {
    expect(readDraftContent({ blocks: [{ nope: true }] }, 'x').ok).toBe(false);
  });

  it('names export files after store view and path', () => {
    expect(exportFileName('uk', '/')).toBe('uk-home.json');
    expect(exportFileName('gr', '/about-vaping/faq')).toBe('gr-about-vaping-faq.json');
  });
});
