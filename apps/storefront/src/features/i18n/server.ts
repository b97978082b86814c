import type { StoreViewCode } from '@lumo/block-schema';
import { getStoreView } from '@lumo/block-schema';
import { BLOCK_TEXT_KEYS, type BlockText } from '@lumo/blocks';
import { i18nMissingKeysUrl, isI18nDebug } from '@/config/env';
import { translationLanguageOf, type TranslationLanguage } from './languages';
import { createMissingKeyReporter } from './missing-keys';
import { createTranslator, type Translate } from './translator';

const translators = new Map<TranslationLanguage, Promise<Translate>>();
let reportMissingKey: ((language: string, key: string) => void) | undefined;

/** In debug mode (I18N_DEBUG=1), one reporter for the process: each key is posted once. */
function missingKeyHandler(): ((language: string, key: string) => void) | undefined {
  if (!isI18nDebug()) return undefined;
  reportMissingKey ??= createMissingKeyReporter({ url: i18nMissingKeysUrl() });
  return reportMissingKey;
}

/** The language of a store view's translations (its locale's language, English otherwise). */
export function languageOfStoreView(storeView: StoreViewCode): TranslationLanguage {
  return translationLanguageOf(getStoreView(storeView).locale);
}

/**
 * The `t` of a store view's language for server components. One instance per language for the
 * process's life: resources are static, and a request loads only its own language.
 */
export function getTranslator(storeView: StoreViewCode): Promise<Translate> {
  return getLanguageTranslator(languageOfStoreView(storeView));
}

export function getLanguageTranslator(language: TranslationLanguage): Promise<Translate> {
  let translator = translators.get(language);
  if (!translator) {
    translator = createTranslator(language, { onMissingKey: missingKeyHandler() });
    translators.set(language, translator);
    translator.catch(() => translators.delete(language));
  }
  return translator;
}

/**
 * The blocks' UI strings (ADR 0019) in a store view's language, from the `blocks` area. Each
 * string keeps its `{{placeholders}}`: the blocks fill them (formatBlockText).
 */
export async function getBlockText(storeView: StoreViewCode): Promise<BlockText> {
  const t = await getTranslator(storeView);
  return Object.fromEntries(BLOCK_TEXT_KEYS.map((key) => [key, t(`blocks.${key}`)])) as Record<
    (typeof BLOCK_TEXT_KEYS)[number],
    string
  > as BlockText;
}

/** Forgets the translators (tests switch debug mode on and off). */
export function resetTranslatorsForTests(): void {
  translators.clear();
  reportMissingKey = undefined;
}

export type { Translate };
