import type { TranslationLanguage } from './languages';

/** One language's strings: area name -> nested keys (`shell.header.search`). */
export type TranslationResource = Record<string, unknown>;

/**
 * Loads one language's resource. Each language is its own dynamic import, so a bundle holds only
 * the languages it asks for and a request loads only its own language (plus the fallback).
 */
export async function loadTranslationResource(
  language: TranslationLanguage,
): Promise<TranslationResource> {
  switch (language) {
    case 'el':
      return (await import('./locales/el')).default;
    case 'de':
      return (await import('./locales/de')).default;
    case 'fr':
      return (await import('./locales/fr')).default;
    case 'en':
      return (await import('./locales/en')).default;
  }
}
