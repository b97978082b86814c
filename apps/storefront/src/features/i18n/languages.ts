/**
 * The languages the storefront has translations for (i18next resource languages) and how a store
 * view's locale maps onto them. ARCHITECTURE.md: namespace `translations`, fallback `en`.
 */
export const TRANSLATION_NAMESPACE = 'translations';
export const FALLBACK_LANGUAGE = 'en';
export const TRANSLATION_LANGUAGES = ['en', 'el', 'de', 'fr'] as const;
export type TranslationLanguage = (typeof TRANSLATION_LANGUAGES)[number];

/** 'el-GR' -> 'el', 'de-CH' -> 'de', 'en-CA' -> 'en'; anything unknown -> 'en'. */
export function translationLanguageOf(locale: string): TranslationLanguage {
  const language = locale.trim().toLowerCase().split(/[-_]/)[0];
  return (TRANSLATION_LANGUAGES as readonly string[]).includes(language)
    ? (language as TranslationLanguage)
    : FALLBACK_LANGUAGE;
}
