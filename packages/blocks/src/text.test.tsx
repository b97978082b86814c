import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  BLOCK_DEFINITIONS,
  BUILDER_BLOCK_ERROR_MESSAGE,
  howToUse,
  notFoundLinks,
  type BlockNode,
} from '@lumo/block-schema';
import { BuilderPage } from './render-page';
import {
  BLOCK_TEXT_KEYS,
  blockTextPlaceholders,
  completeBlockText,
  DEFAULT_BLOCK_TEXT,
  formatBlockText,
  type BlockText,
  type BlockTextKey,
} from './text';
import { exampleNode, pageOf, TEST_NOW } from './test/fixtures';

/** Every key marked, placeholders kept: what a translation looks like to the blocks. */
const MARKED: BlockText = Object.fromEntries(
  BLOCK_TEXT_KEYS.map((key) => [
    key,
    `«${key}»${blockTextPlaceholders(DEFAULT_BLOCK_TEXT[key])
      .map((name) => ` {{${name}}}`)
      .join('')}`,
  ]),
) as BlockText;

function everyExample(): BlockNode[] {
  return [
    ...BLOCK_DEFINITIONS.map((definition, position) =>
      exampleNode(definition, `example-${position}`),
    ),
    // Variants the examples do not show: a link list without a title, an external video.
    exampleNode(notFoundLinks, 'links-untitled', { title: '' }),
    exampleNode(howToUse, 'external-video', {
      items: [
        {
          text: '',
          poster: { url: '/media/poster.webp', alt: '', width: 1280, height: 720 },
          movie: { url: '', poster: '' },
          movieExternalUrl: 'https://vimeo.com/1',
        },
      ],
    }),
  ];
}

function html(text?: Partial<BlockText>, blocks = everyExample()): string {
  return renderToString(<BuilderPage page={pageOf(blocks)} now={TEST_NOW} text={text} />);
}

describe('block UI strings (ADR 0019)', () => {
  it('renders the English defaults without a text record (the editor and tests)', () => {
    const markup = html();
    expect(markup).toContain('Download the video');
    expect(markup).toContain('aria-label="Popular links"');
    expect(markup).toContain('Watch the video');
  });

  it('writes every UI string it shows from the text record, none in English', () => {
    const english = html();
    const translated = html(MARKED);
    const shown = BLOCK_TEXT_KEYS.filter((key) => translated.includes(`«${key}»`));
    // Every string the examples show in English (as a whole attribute value or text node) is
    // replaced by the record's.
    for (const key of BLOCK_TEXT_KEYS) {
      const value = DEFAULT_BLOCK_TEXT[key];
      const tail = value.split(/\{\{\s*\w+\s*\}\}/).pop() ?? value;
      const patterns =
        tail === value ? [`"${value}"`, `>${value}<`, ` ${value}<`] : [`${tail}"`, `>${tail}<`];
      if (patterns.some((pattern) => english.includes(pattern))) {
        expect(shown, key).toContain(key);
        for (const pattern of patterns) expect(translated, key).not.toContain(pattern);
      }
    }
    expect(shown.length).toBeGreaterThanOrEqual(12);
  });

  it('fills placeholders and keeps unknown ones', () => {
    expect(formatBlockText('{{flavour}}: Nikotinstärken', { flavour: 'Minze' })).toBe(
      'Minze: Nikotinstärken',
    );
    expect(formatBlockText('{{ other }} x', {})).toBe('{{ other }} x');
  });

  it('keeps the English default for a missing or blank translation', () => {
    const text = completeBlockText({ closeVideo: 'Κλείσιμο βίντεο', warning: '  ' });
    expect(text.closeVideo).toBe('Κλείσιμο βίντεο');
    expect(text.warning).toBe(DEFAULT_BLOCK_TEXT.warning);
  });

  it('shows the block error in the page language', () => {
    const broken: BlockNode = { id: 'x', type: 'HeroBanner', version: 1, props: { title: 3 } };
    expect(html(undefined, [broken])).toContain(BUILDER_BLOCK_ERROR_MESSAGE);
    const greek = html({ blockError: 'Σφάλμα μπλοκ' }, [broken]);
    expect(greek).toContain('Σφάλμα μπλοκ');
    expect(greek).not.toContain(BUILDER_BLOCK_ERROR_MESSAGE);
  });

  it('has a key type for every default', () => {
    const keys: BlockTextKey[] = BLOCK_TEXT_KEYS;
    expect(keys).toEqual(Object.keys(DEFAULT_BLOCK_TEXT));
  });
});
