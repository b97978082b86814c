import type { ShellBlock, ShellBlocks } from '@/features/shell/shell-blocks';

/**
 * Which nicotine warning parts a page shows (ADR 0020, ADR 0009). Two things meet here:
 * - the market's legal warning (COMPLIANCE.md), a duty that never disappears: from storeConfig,
 *   or the market's static text when storeConfig cannot be read;
 * - SPEC §2.2's nicotine warning banner, the editable CMS block `nicotine_warning_banner_block`
 *   (rebranding variant first), shown when `showNicotineWarningBanner`, at
 *   `nicotineWarningBannerPosition`; on error it renders nothing (SPEC §8).
 * The seeded banner carries the legal warning itself (the api fills its `{nicotineWarning}`), so
 * the plain legal strip is left out only when the banner shown at the top already contains the
 * warning's exact text: the page always has the warning once, in its upper part.
 */
export interface NicotineWarningPlan {
  /** The legal warning strip's text (at the very top), or null. */
  legal: string | null;
  banner: ShellBlock | null;
  position: 'top' | 'bottom';
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** The visible text of a small piece of sanitised HTML (tags dropped, entities decoded). */
export function plainTextOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, body: string) => {
      if (body.startsWith('#x') || body.startsWith('#X')) {
        return String.fromCodePoint(Number.parseInt(body.slice(2), 16));
      }
      if (body.startsWith('#')) return String.fromCodePoint(Number.parseInt(body.slice(1), 10));
      return ENTITIES[body.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

export function planNicotineWarning(input: {
  /** The market's warning: storeConfig's, or the static fallback when storeConfig failed. */
  legalWarning: string | null;
  showBanner: boolean;
  position: 'top' | 'bottom';
  blocks: ShellBlocks;
}): NicotineWarningPlan {
  const banner =
    input.showBanner && input.blocks.kind === 'ok'
      ? input.blocks.blocks.nicotine_warning_banner_block
      : null;
  const visibleBanner = banner && plainTextOf(banner.content) ? banner : null;
  const bannerCarriesWarning =
    visibleBanner !== null &&
    input.position === 'top' &&
    input.legalWarning !== null &&
    plainTextOf(visibleBanner.content).includes(plainTextOf(input.legalWarning));
  return {
    legal: bannerCarriesWarning ? null : input.legalWarning,
    banner: visibleBanner,
    position: input.position,
  };
}
