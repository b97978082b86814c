import { STORE_VIEW_CODES, type StoreViewCode } from '@lumo/block-schema';
import type { CmsPageRow } from '../../db/schema';
import { toCmsPage, type CmsPageResult } from './cms-mappers';
import type { CmsRepository } from './cms-repository';
import { effectiveRows, pageStoreViews } from './cms-rules';

/**
 * What route lookups need from the CMS (url-rewrites feature): where pages and FAQ questions are
 * visible, and the page a lookup resolved. One query per call.
 */

/** For each page id: the store views where its identifier serves an active page. */
export async function cmsPageStoreViews(
  repository: CmsRepository,
  ids: readonly number[],
): Promise<Map<number, Set<StoreViewCode>>> {
  if (ids.length === 0) return new Map();
  return pageStoreViews(ids, await repository.pageRowsSharingIdentifier(ids));
}

/** For each question id: every store view when it can be shown (the FAQ is shared), else none. */
export async function faqQuestionStoreViews(
  repository: CmsRepository,
  ids: readonly number[],
): Promise<Map<number, Set<StoreViewCode>>> {
  const result = new Map<number, Set<StoreViewCode>>(ids.map((id) => [id, new Set()]));
  if (ids.length === 0) return result;
  for (const row of await repository.faqQuestionsByIds(ids)) {
    if (row.isActive && row.categoryActive) result.set(row.id, new Set(STORE_VIEW_CODES));
  }
  return result;
}

/**
 * The active row a store view serves for a page named by identifier or by id (the id of any row
 * of the identifier: the store view's own row wins over the all-store-views one).
 */
export async function servedPageRow(
  repository: CmsRepository,
  storeView: StoreViewCode,
  page: { id?: number | null; identifier?: string | null },
): Promise<CmsPageRow | undefined> {
  const identifier =
    page.identifier ??
    (page.id != null ? (await repository.pageById(page.id))?.identifier : undefined);
  if (!identifier) return undefined;
  const row = effectiveRows(await repository.pagesFor(storeView, [identifier]), storeView).get(
    identifier,
  );
  return row?.isActive ? row : undefined;
}

/** The CmsPage route() answers for a lookup's page id, or undefined. */
export async function cmsPageForRoute(
  repository: CmsRepository,
  storeView: StoreViewCode,
  id: number,
): Promise<CmsPageResult | undefined> {
  const row = await servedPageRow(repository, storeView, { id });
  return row && toCmsPage(row);
}
