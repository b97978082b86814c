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
  /**
   * Called with each key the language lacks: keys no language has, and keys shown in the
   * fallback's English instead (SPEC §7: reported only in debug mode, see missing-keys.ts).
   */
  onMissingKey?: (language: string, key: string) => void;
}

let reporterCount = 0;

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
  const onMissingKey = options.onMissingKey;
  const postProcess: string[] = [];
  if (onMissingKey && language !== FALLBACK_LANGUAGE) {
    // A key this language lacks but English has resolves without a "missing" event: report
    // it when the string actually came from another language.
    reporterCount += 1;
    const name = `lumoReportFallback${reporterCount}`;
    instance.use({
      type: 'postProcessor',
      name,
      process(value: string, _key: string | string[], processOptions: unknown) {
        const resolved = (
          processOptions as { i18nResolved?: { usedLng?: string; exactUsedKey?: string } }
        ).i18nResolved;
        if (resolved?.usedLng && resolved.usedLng !== language && resolved.exactUsedKey) {
          onMissingKey(language, resolved.exactUsedKey);
        }
        return value;
      },
    });
    postProcess.push(name);
  }
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
    saveMissing: Boolean(onMissingKey),
    // Reported against the language asked for (i18next names the fallback it would save to).
    missingKeyHandler: onMissingKey
      ? (_lngs, _namespace, key) => onMissingKey(language, key)
      : undefined,
    postProcess: postProcess.length ? postProcess : undefined,
    postProcessPassResolved: postProcess.length > 0,
  });
  return instance.getFixedT(language, TRANSLATION_NAMESPACE);
}

export { translationLanguageOf };
