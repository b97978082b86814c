import { BUILDER_BLOCK_ERROR_MESSAGE } from '@lumo/block-schema';

/**
 * The UI strings blocks write themselves (accessible names, video fallbacks, the block error):
 * never an editor's content. The blocks package stays free of any translation library (it runs
 * in React Server Components, on the editor's canvas and in tests): the storefront fills this
 * record from its `blocks` translation area for the store view's language (ADR 0019), and
 * everyone else gets these English defaults.
 *
 * Placeholders use i18next's `{{name}}` syntax, filled by `formatBlockText`.
 */
export const DEFAULT_BLOCK_TEXT = {
  /** SPEC §8 'Failed page-builder block' (copied exactly). */
  blockError: BUILDER_BLOCK_ERROR_MESSAGE,
  videoLabel: 'Video',
  downloadVideo: 'Download the video',
  watchVideo: 'Watch the video',
  opensInNewTab: '(opens in a new tab)',
  closeVideo: 'Close video',
  popularLinks: 'Popular links',
  suggestedProducts: 'Suggested products',
  ourPromises: 'Our promises',
  nicotineStrengths: '{{flavour}}: nicotine strengths',
  footerNavigation: 'Footer',
  socialMedia: 'Social media',
  paymentMethods: 'Payment methods',
  warning: 'Warning',
  closeWarning: 'Close warning',
  ageRestriction: 'Age restriction',
  features: 'Features',
} as const;

export type BlockTextKey = keyof typeof DEFAULT_BLOCK_TEXT;

/** One string per key; serialisable, so it crosses into client components. */
export type BlockText = Readonly<Record<BlockTextKey, string>>;

export const BLOCK_TEXT_KEYS = Object.keys(DEFAULT_BLOCK_TEXT) as BlockTextKey[];

/**
 * A complete record from a partial one (a translation that lacks a key keeps the English
 * default; an empty string counts as missing, so no accessible name is ever blank).
 */
export function completeBlockText(text?: Partial<Record<BlockTextKey, string>>): BlockText {
  if (!text) return DEFAULT_BLOCK_TEXT;
  const complete = { ...DEFAULT_BLOCK_TEXT } as Record<BlockTextKey, string>;
  for (const key of BLOCK_TEXT_KEYS) {
    const value = text[key];
    if (typeof value === 'string' && value.trim()) complete[key] = value;
  }
  return complete;
}

/** '{{flavour}}: nicotine strengths' + { flavour: 'Mint' } -> 'Mint: nicotine strengths'. */
export function formatBlockText(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) =>
    Object.prototype.hasOwnProperty.call(values, name) ? (values[name] ?? '') : placeholder,
  );
}

/** The `{{name}}` placeholders of a template, in order. */
export function blockTextPlaceholders(template: string): string[] {
  return [...template.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] as string);
}
