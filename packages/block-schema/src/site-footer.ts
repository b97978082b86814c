import type { BlockGroup } from './define-block';
import type { BlockNode, PageIssue } from './page';
import { getBlockDefinition } from './registry';
import { SITE_FOOTER_PATH } from './store-views';

/**
 * The site-wide footer (issue 11, SPEC §2.2 "Footer"): one builder page per store view at the
 * reserved, non-routable location SITE_FOOTER_PATH. Every storefront page of the store view shows
 * its published version below the page; editors change it like any page (ADR 0022).
 */
export const SITE_FOOTER_TITLE = 'Site footer';

/** Block groups the site footer may hold: the Footer block and notices (warnings, age notice). */
export const SITE_FOOTER_BLOCK_GROUPS: readonly BlockGroup[] = ['Footer', 'Notices'];

/** The block type that renders the footer landmark; the site footer holds exactly one. */
export const SITE_FOOTER_BLOCK_TYPE = 'Footer';

export const SITE_FOOTER_ONE_FOOTER_MESSAGE =
  'The site footer needs exactly one Footer block (it is the footer of every page)';

export function isSiteFooterPath(path: string): boolean {
  return path === SITE_FOOTER_PATH;
}

/** True when blocks of this type may be placed in the site footer. */
export function allowedInSiteFooter(type: string): boolean {
  const definition = getBlockDefinition(type);
  return definition !== undefined && SITE_FOOTER_BLOCK_GROUPS.includes(definition.group);
}

/**
 * What stops a page from being the site footer: blocks of other groups (a hero or a product grid
 * has no place below every page) and anything but exactly one Footer block. [] when it fits.
 */
export function siteFooterIssues(page: { blocks: readonly BlockNode[] }): PageIssue[] {
  const issues: PageIssue[] = [];
  page.blocks.forEach((block, index) => {
    if (!allowedInSiteFooter(block.type)) {
      const label = getBlockDefinition(block.type)?.label ?? block.type;
      issues.push({
        blockId: block.id,
        blockType: block.type,
        path: ['blocks', index],
        message: `${label} cannot be placed in the site footer; it takes only ${SITE_FOOTER_BLOCK_GROUPS.join(' and ')} blocks`,
      });
    }
  });
  const footers = page.blocks.filter((block) => block.type === SITE_FOOTER_BLOCK_TYPE).length;
  if (footers !== 1) {
    issues.push({ path: ['blocks'], message: SITE_FOOTER_ONE_FOOTER_MESSAGE });
  }
  return issues;
}
