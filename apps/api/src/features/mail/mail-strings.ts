import type { StoreViewCode } from '@lumo/block-schema';
import de from './locales/de.json';
import el from './locales/el.json';
import en from './locales/en.json';

/** The mail texts of one language: a section per kind plus `common`. English is the reference. */
export type MailStrings = typeof en;
export type MailLanguage = 'en' | 'el' | 'de';

export const MAIL_STRINGS: Record<MailLanguage, MailStrings> = { en, el, de };

/** uk, ie, eu, ca and us read English mails, gr Greek, ch German. */
export const MAIL_LANGUAGE_OF: Record<StoreViewCode, MailLanguage> = {
  uk: 'en',
  ie: 'en',
  eu: 'en',
  ca: 'en',
  us: 'en',
  gr: 'el',
  ch: 'de',
};

/** `{{name}}` placeholders filled from `values`; a missing value leaves the text without it. */
export function interpolate(text: string, values: Record<string, string | undefined>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => values[name] ?? '');
}
