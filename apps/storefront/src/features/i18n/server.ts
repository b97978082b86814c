import type { StoreViewCode } from '@lumo/block-schema';
import { getStoreView } from '@lumo/block-schema';
import { translationLanguageOf, type TranslationLanguage } from './languages';
import { createTranslator, type Translate } from './translator';

const translators = new Map<TranslationLanguage, Promise<Translate>>();

/**
 * The `t` of a store view's language for server components. One instance per language for the
 * process's life: resources are static, and a request loads only its own language.
 */
export function getTranslator(storeView: StoreViewCode): Promise<Translate> {
  const language = translationLanguageOf(getStoreView(storeView).locale);
  let translator = translators.get(language);
  if (!translator) {
    translator = createTranslator(language);
    translators.set(language, translator);
    translator.catch(() => translators.delete(language));
  }
  return translator;
}

export type { Translate };
