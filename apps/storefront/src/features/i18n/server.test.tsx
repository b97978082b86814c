import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { STORE_VIEWS } from '@lumo/block-schema';
import { BLOCK_TEXT_KEYS, BuilderPage, DEFAULT_BLOCK_TEXT } from '@lumo/blocks';
import { errorLanguageOf, loadErrorText, STORE_VIEW_LANGUAGES } from './error-text';
import { translationLanguageOf } from './languages';
import { renderTemplate } from './render-template';
import { formatPlural } from './fill-template';
import { getBlockText, getTranslator } from './server';

describe('store view translations', () => {
  it('give the blocks their UI strings in the store view’s language', async () => {
    const greek = await getBlockText('gr');
    expect(greek.downloadVideo).toBe('Λήψη του βίντεο');
    expect(greek.nicotineStrengths).toBe('{{flavour}}: περιεκτικότητες σε νικοτίνη');
    expect((await getBlockText('ch')).closeVideo).toBe('Video schliessen');
    expect(await getBlockText('uk')).toEqual(DEFAULT_BLOCK_TEXT);
    for (const key of BLOCK_TEXT_KEYS) expect(greek[key]).not.toBe(`blocks.${key}`);
  });

  it('render a Greek block page with Greek UI strings', async () => {
    const html = renderToString(
      <BuilderPage
        page={{
          formatVersion: 1,
          storeView: 'gr',
          path: '/',
          title: 'x',
          meta: { description: '', image: '', noIndex: false },
          blocks: [{ id: 'broken', type: 'HeroBanner', version: 1, props: { title: 3 } }],
        }}
        now="2030-01-01T00:00:00.000Z"
        text={await getBlockText('gr')}
      />,
    );
    expect(html).toContain('Σφάλμα μπλοκ σελίδας');
  });

  it('speak Greek on /gr, German on /ch and English elsewhere', async () => {
    expect((await getTranslator('gr'))('catalog.sort.sortBy')).toBe('Ταξινόμηση κατά');
    expect((await getTranslator('ch'))('catalog.sort.sortBy')).toBe('Sortieren nach');
    expect((await getTranslator('us'))('catalog.sort.sortBy')).toBe('Sort by');
    expect((await getTranslator('gr'))('catalog.listing.count', { count: 1 })).toBe('1 προϊόν');
    expect((await getTranslator('gr'))('catalog.listing.count', { count: 3 })).toBe('3 προϊόντα');
  });

  it('name the client boundaries’ language for every store view as @lumo/block-schema does', async () => {
    for (const view of STORE_VIEWS) {
      expect(STORE_VIEW_LANGUAGES[view.code], view.code).toBe(translationLanguageOf(view.locale));
    }
    expect(errorLanguageOf(['ch'])).toBe('de');
    expect(errorLanguageOf(undefined)).toBe('en');
    expect(errorLanguageOf('nowhere')).toBe('en');
    expect((await loadErrorText(errorLanguageOf('gr'))).notFoundHeading).toBe(
      'Η σελίδα δεν βρέθηκε',
    );
    expect((await loadErrorText('de')).tryAgain).toBe('Erneut versuchen');
  });

  it('put elements into translated sentences and pick plural forms without i18next', () => {
    expect(
      renderToString(
        <p>{renderTemplate('Μήπως εννοούσατε {{suggestion}};', { suggestion: <a>x</a> })}</p>,
      ),
    ).toBe('<p>Μήπως εννοούσατε <a>x</a>;</p>');
    const low = { one: 'Απομένει μόνο {{count}}', other: 'Απομένουν μόνο {{count}}' };
    expect(formatPlural(low, 'el-GR', 1)).toBe('Απομένει μόνο 1');
    expect(formatPlural(low, 'el-GR', 4)).toBe('Απομένουν μόνο 4');
  });
});
