import de from './locales/de/errors.json';
import el from './locales/el/errors.json';
import en from './locales/en/errors.json';
import fr from './locales/fr/errors.json';
import type { TranslationLanguage } from './languages';

/**
 * The words of the two boundaries Next.js renders as client components with no server parent to
 * hand them strings (the store's error.tsx and not-found.tsx): the `errors` area of every
 * language, a few hundred bytes, bundled as plain data. No i18next in the browser (ADR 0019).
 */
export type ErrorText = typeof en;

const ERROR_TEXT: Readonly<Record<TranslationLanguage, ErrorText>> = { de, el, en, fr };

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

export function errorTextOf(storeView: string | string[] | undefined): ErrorText {
  const code = Array.isArray(storeView) ? storeView[0] : storeView;
  return ERROR_TEXT[(code && STORE_VIEW_LANGUAGES[code]) || 'en'];
}
