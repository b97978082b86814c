import type { TranslationLanguage } from './languages';
import type { PluralTemplates } from './fill-template';
import type { Translate } from './translator';

/**
 * The plural forms of `key` (`key_one`, `key_other`, ...) for a client island, placeholders
 * kept: the island picks the form with Intl.PluralRules (formatPlural) without i18next.
 */
export function pluralTemplates(
  t: Translate,
  language: TranslationLanguage,
  key: string,
): PluralTemplates {
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const templates: Partial<Record<Intl.LDMLPluralRule, string>> = {};
  for (const category of categories) templates[category] = t(`${key}_${category}`);
  return { ...templates, other: templates.other ?? t(`${key}_other`) };
}
