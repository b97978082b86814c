import { titleAffixes } from '@/config/env';

/** SPEC §2.1: the title used when a page has none. */
export const DEFAULT_PAGE_TITLE = 'e-Liquids, Refills, e-Cigarettes & Vapes';

/** The document title: configured prefix + page title (or the SPEC fallback) + suffix. */
export function composePageTitle(
  pageTitle: string | null | undefined,
  affixes: { prefix: string; suffix: string } = titleAffixes(),
): string {
  const title = pageTitle?.trim() || DEFAULT_PAGE_TITLE;
  return `${affixes.prefix}${title}${affixes.suffix}`;
}
