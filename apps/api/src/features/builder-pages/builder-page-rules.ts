import { isDeepStrictEqual } from 'node:util';
import {
  SITE_FOOTER_PATH,
  formatPageIssues,
  isSiteFooterPath,
  normalisePagePath,
  siteFooterIssues,
  validatePage,
  type PageIssue,
  type PageValidation,
  type PublishedPage,
  type StoreViewCode,
} from '@lumo/block-schema';
import type { BuilderPageRow } from '../../db/schema';
import { alreadyExistsError, inputError, notFoundError } from '../../errors';

/**
 * The builder-page rules shared by the service, publishing and the scheduler, with the errors
 * an editor sees when one is broken. No queries here.
 */

export const PUBLISH_REFUSED_PREFIX = 'The page cannot be published:';

export function publishRefusedMessage(issues: PageIssue[]): string {
  return `${PUBLISH_REFUSED_PREFIX}\n${formatPageIssues(issues)}`;
}

export function publishRefused(issues: PageIssue[]) {
  return inputError(publishRefusedMessage(issues), { issues });
}

/**
 * validatePage, plus the site footer's own rules at its reserved location (only footer and
 * notice blocks, exactly one Footer block; @lumo/block-schema site-footer.ts). Every way to make
 * a page live (publish, restore, schedule, seed) goes through this.
 */
export function validatePublishable(content: unknown): PageValidation {
  const validation = validatePage(content);
  if (!validation.ok || !isSiteFooterPath(validation.page.path)) return validation;
  const issues = siteFooterIssues(validation.page);
  return issues.length > 0 ? { ok: false, issues } : validation;
}

/** Validation of the whole page; refused with every issue (nothing is stored). */
export function validForPublish(content: unknown): PublishedPage {
  const validation = validatePublishable(content);
  if (!validation.ok) throw publishRefused(validation.issues);
  return validation.page;
}

/**
 * The site footer's location is reserved: its page is never moved, copied, deleted, and no other
 * page moves or is copied there (it is created once per store view, by the seed or an editor).
 */
export function checkNotSiteFooter(path: string, action: 'moved' | 'copied' | 'deleted'): void {
  if (isSiteFooterPath(path)) {
    throw inputError(`The site footer cannot be ${action}; edit and publish it instead.`);
  }
}

export function checkNotSiteFooterTarget(path: string): void {
  if (isSiteFooterPath(path)) {
    throw inputError(
      `${SITE_FOOTER_PATH} is the site footer's reserved location; choose another path.`,
    );
  }
}

/** Content sent with an input must be for the input's store view and path. */
export function checkLocation(
  content: PublishedPage,
  storeView: StoreViewCode,
  path: string,
): void {
  if (content.storeView !== storeView || normalisePagePath(content.path) !== path) {
    throw inputError(
      `The page content is for ${content.path} in store view ${content.storeView}, not ${path} in ${storeView}.`,
    );
  }
}

/** An edit based on an older draft revision than the stored one is a DRAFT_CONFLICT. */
export function checkRevision(row: BuilderPageRow, baseRevision: number): void {
  if (baseRevision < row.draftRevision) {
    throw alreadyExistsError(
      `This page was changed by ${row.updatedBy ?? 'another editor'} at ${hhmm(row.updatedAt)}; reload to get their changes.`,
      {
        code: 'DRAFT_CONFLICT',
        revision: row.draftRevision,
        updated_by: row.updatedBy,
        updated_at: row.updatedAt.toISOString(),
      },
    );
  }
}

/**
 * Is `page` what `stored` (a jsonb value read back) already holds? jsonb keeps neither key order
 * nor `undefined` properties nor -0, so the page is compared in the form it would be stored in.
 */
export function sameStoredContent(stored: unknown, page: PublishedPage): boolean {
  return isDeepStrictEqual(stored, JSON.parse(JSON.stringify(page)));
}

export function pageExists(storeView: StoreViewCode, path: string) {
  return alreadyExistsError(`A page already exists at ${path} in store view ${storeView}.`);
}

export function pageGone(storeView: StoreViewCode, path: string) {
  return notFoundError(
    `There is no page at ${path} in store view ${storeView} any more (moved or deleted by another editor?). Reload the page list.`,
  );
}

export function isUniqueViolation(error: unknown): boolean {
  const candidate = error as { code?: string; cause?: { code?: string } };
  return candidate?.code === '23505' || candidate?.cause?.code === '23505';
}

function hhmm(date: Date): string {
  return `${date.toISOString().slice(11, 16)} UTC`;
}
