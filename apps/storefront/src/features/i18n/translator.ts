import { createInstance, type TFunction } from 'i18next';
import {
  FALLBACK_LANGUAGE,
  TRANSLATION_NAMESPACE,
  translationLanguageOf,
  type TranslationLanguage,
} from './languages';
import { loadTranslationResource } from './load-resources';

export type Translate = TFunction<typeof TRANSLATION_NAMESPACE>;

export interface TranslatorOptions {
  /** Called with each key a language lacks (SPEC §7: reported only in debug mode). */
  onMissingKey?: (language: string, key: string) => void;
}

/**
 * An i18next instance for one language, holding only that language and the fallback. Strings
 * render on the server; browser components receive the strings they show from their server
 * parent (ADR 0019), so no translation library ships to the browser.
 */
export async function createTranslator(
  language: TranslationLanguage,
  options: TranslatorOptions = {},
): Promise<Translate> {
  const languages: TranslationLanguage[] =
    language === FALLBACK_LANGUAGE ? [language] : [language, FALLBACK_LANGUAGE];
  const resources = Object.fromEntries(
    await Promise.all(
      languages.map(async (lng) => [
        lng,
        { [TRANSLATION_NAMESPACE]: await loadTranslationResource(lng) },
      ]),
    ),
  );
  const instance = createInstance();
  await instance.init({
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: languages,
    ns: [TRANSLATION_NAMESPACE],
    defaultNS: TRANSLATION_NAMESPACE,
    resources,
    // Strings go into React text nodes, which escape them already.
    interpolation: { escapeValue: false },
    returnNull: false,
    saveMissing: Boolean(options.onMissingKey),
    missingKeyHandler: options.onMissingKey
      ? (lngs, _namespace, key) => options.onMissingKey?.(lngs.join(','), key)
      : undefined,
  });
  return instance.getFixedT(language, TRANSLATION_NAMESPACE);
}

export { translationLanguageOf };
