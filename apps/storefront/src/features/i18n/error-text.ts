import en from './locales/en/errors.json';
import type { TranslationLanguage } from './languages';

/**
 * The words of the two boundaries Next.js renders as client components with no server parent to
 * hand them strings (the store's error.tsx and not-found.tsx): the `errors` area. English (the
 * fallback) is bundled; another language is its own small chunk, loaded only when a boundary
 * shows in that language, so no page's first load carries it. No i18next (ADR 0019).
 */
export type ErrorText = typeof en;

export const ENGLISH_ERROR_TEXT: ErrorText = en;

/**
 * The translation language of each store view (its locale's language; tested against
 * @lumo/block-schema, which client modules may not import).
 */
export const STORE_VIEW_LANGUAGES: Readonly<Record<string, TranslationLanguage>> = {
  uk: 'en',
  gr: 'el',
  ie: 'en',
  eu: 'en',
  ca: 'en',
  ch: 'de',
  us: 'en',
};

export function errorLanguageOf(storeView: string | string[] | undefined): TranslationLanguage {
  const code = Array.isArray(storeView) ? storeView[0] : storeView;
  return (code && STORE_VIEW_LANGUAGES[code]) || 'en';
}

export async function loadErrorText(language: TranslationLanguage): Promise<ErrorText> {
  switch (language) {
    case 'el':
      return (await import('./locales/el/errors.json')).default;
    case 'de':
      return (await import('./locales/de/errors.json')).default;
    case 'fr':
      return (await import('./locales/fr/errors.json')).default;
    case 'en':
      return en;
  }
}
