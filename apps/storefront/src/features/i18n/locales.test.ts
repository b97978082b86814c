import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BLOCK_TEXT_KEYS, blockTextPlaceholders, DEFAULT_BLOCK_TEXT } from '@lumo/blocks';
import { FALLBACK_LANGUAGE, TRANSLATION_LANGUAGES } from './languages';
import { loadTranslationResource } from './load-resources';

/**
 * Every language has exactly the English keys, no empty strings, the same placeholders, and a
 * form for each of its plural categories. Generic over the locale folders and their area files,
 * so every helper's area (shell.json, footer.json, ...) is held to it as soon as it exists.
 */
const LOCALES = join(dirname(fileURLToPath(import.meta.url)), 'locales');
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') flat.set(path, value);
    else for (const [inner, text] of flatten(value, path)) flat.set(inner, text);
  }
  return flat;
}

function areaFiles(language: string): string[] {
  return readdirSync(join(LOCALES, language))
    .filter((file) => file.endsWith('.json'))
    .sort();
}

function strings(language: string): Map<string, string> {
  const all = new Map<string, string>();
  for (const file of areaFiles(language)) {
    const area = file.replace(/\.json$/, '');
    const tree = JSON.parse(readFileSync(join(LOCALES, language, file), 'utf8')) as Tree;
    for (const [key, value] of flatten(tree, area)) all.set(key, value);
  }
  return all;
}

/** Keys with their plural suffix removed: the key set every language must share. */
function baseKeys(flat: Map<string, string>): string[] {
  return [...new Set([...flat.keys()].map((key) => key.replace(PLURAL_SUFFIX, '')))].sort();
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)(?:\s*,[^}]*)?\s*\}\}/g)]
    .map((match) => match[1] as string)
    .sort();
}

const english = strings(FALLBACK_LANGUAGE);
const OTHERS = TRANSLATION_LANGUAGES.filter((language) => language !== FALLBACK_LANGUAGE);

describe('translation resources', () => {
  it('have one folder per language, each with the same area files', () => {
    expect(
      readdirSync(LOCALES, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
        .sort(),
    ).toEqual([...TRANSLATION_LANGUAGES].sort());
    for (const language of OTHERS) {
      expect(areaFiles(language), language).toEqual(areaFiles(FALLBACK_LANGUAGE));
    }
  });

  it('register every area file in their index.ts', async () => {
    for (const language of TRANSLATION_LANGUAGES) {
      const resource = await loadTranslationResource(language);
      expect(Object.keys(resource).sort(), language).toEqual(
        areaFiles(language).map((file) => file.replace(/\.json$/, '')),
      );
    }
  });

  it.each(OTHERS)('%s has exactly the English keys', (language) => {
    expect(baseKeys(strings(language))).toEqual(baseKeys(english));
  });

  it.each([...TRANSLATION_LANGUAGES])('%s has no empty strings', (language) => {
    const empty = [...strings(language)].filter(([, text]) => text.trim() === '');
    expect(empty).toEqual([]);
  });

  it.each([...TRANSLATION_LANGUAGES])(
    '%s has a form for each of its plural categories',
    (language) => {
      const flat = strings(language);
      const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      const plurals = [...new Set([...flat.keys()].filter((key) => PLURAL_SUFFIX.test(key)))].map(
        (key) => key.replace(PLURAL_SUFFIX, ''),
      );
      for (const key of new Set(plurals)) {
        for (const category of categories) {
          if (category === 'zero' && !flat.has(`${key}_zero`)) continue;
          expect(flat.has(`${key}_${category}`), `${language}: ${key}_${category}`).toBe(true);
        }
      }
    },
  );

  it.each(OTHERS)('%s uses the same placeholders as English', (language) => {
    const flat = strings(language);
    const englishPlaceholders = (key: string) => {
      const base = key.replace(PLURAL_SUFFIX, '');
      // A plural form may leave out {{count}} ("one" in words); the other placeholders stay.
      return placeholders(english.get(key) ?? english.get(`${base}_other`) ?? '');
    };
    for (const [key, text] of flat) {
      const expected = englishPlaceholders(key);
      const actual = placeholders(text);
      if (PLURAL_SUFFIX.test(key)) {
        expect(
          actual.filter((name) => name !== 'count'),
          `${language}: ${key}`,
        ).toEqual(expected.filter((name) => name !== 'count'));
      } else {
        expect(actual, `${language}: ${key}`).toEqual(expected);
      }
    }
  });

  it('hold every block UI string with the blocks package’s English and placeholders', () => {
    for (const key of BLOCK_TEXT_KEYS) {
      expect(english.get(`blocks.${key}`), key).toBe(DEFAULT_BLOCK_TEXT[key]);
      for (const language of OTHERS) {
        expect(placeholders(strings(language).get(`blocks.${key}`) ?? '')).toEqual(
          blockTextPlaceholders(DEFAULT_BLOCK_TEXT[key]).sort(),
        );
      }
    }
    expect(baseKeys(english).filter((key) => key.startsWith('blocks.'))).toEqual(
      BLOCK_TEXT_KEYS.map((key) => `blocks.${key}`).sort(),
    );
  });

  it('are Greek in Greek: no Greek string is left in English', () => {
    const greek = strings('el');
    const untranslated = [...greek].filter(
      ([key, text]) =>
        text === english.get(key) && /[a-z]{3}/i.test(text.replace(/\{\{[^}]*\}\}/g, '')),
    );
    expect(untranslated).toEqual([]);
  });
});
