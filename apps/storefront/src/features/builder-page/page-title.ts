import { titleAffixes } from '@/config/env';

/** SPEC §2.1: the title used when a page has none. */
export const DEFAULT_PAGE_TITLE = 'e-Liquids, Refills, e-Cigarettes & Vapes';

/** The words of an affix that name something ("Lumo" of "Lumo | "), for comparison. */
function affixWords(affix: string): string {
  return affix
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .toLowerCase();
}

/**
 * The document title: configured prefix + page title (or the SPEC fallback) + suffix. An affix
 * whose words the title already holds is left out, so the brand appears once: "Lumo: pod vape
 * kits" stays as it is rather than becoming "Lumo | Lumo: pod vape kits".
 */
export function composePageTitle(
  pageTitle: string | null | undefined,
  affixes: { prefix: string; suffix: string } = titleAffixes(),
): string {
  const title = pageTitle?.trim() || DEFAULT_PAGE_TITLE;
  const words = ` ${affixWords(title)} `;
  const keep = (affix: string) => {
    const named = affixWords(affix);
    return named === '' || !words.includes(` ${named} `) ? affix : '';
  };
  return `${keep(affixes.prefix)}${title}${keep(affixes.suffix)}`;
}
