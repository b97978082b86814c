import { STORE_VIEW_CODES, type StoreViewCode } from '@lumo/block-schema';
import { sql, type SQL } from 'drizzle-orm';
import { cmsPages, faqCategories, faqQuestions, type CmsPageRow } from '../../db/schema';
import { toCmsPage, type CmsPageResult } from './cms-mappers';
import type { CmsRepository } from './cms-repository';
import { effectiveRows } from './cms-rules';

/**
 * What route lookups need from the CMS (url-rewrites feature): where pages and FAQ questions are
 * visible (as SQL, run with the catalogue's in one statement), and the page a lookup resolved.
 */

/**
 * Route lookups' statement of where pages and FAQ questions are shown, to run in one statement
 * with the catalogue's (catalogVisibility): (kind, id, store_view) rows, kind 'cms-page' or
 * 'faq', one per store view where the entity is shown. A page is shown where the effective row
 * of its identifier (the store view's own row, else the all-store-views row, as effectiveRows)
 * is active; a question everywhere when it and its category are active. Null without ids.
 */
export function cmsVisibility(
  pageIds: readonly number[],
  questionIds: readonly number[],
): SQL | null {
  const codes = sql`ARRAY[${sql.join(
    STORE_VIEW_CODES.map((code) => sql`${code}`),
    sql`, `,
  )}]::text[]`;
  const ids = (values: readonly number[]) =>
    sql`ARRAY[${sql.join(
      values.map((value) => sql`${value}`),
      sql`, `,
    )}]::int[]`;
  const parts: SQL[] = [];
  if (pageIds.length > 0) {
    parts.push(sql`SELECT 'cms-page' AS kind, p.id, v.code AS store_view
      FROM ${cmsPages} p CROSS JOIN unnest(${codes}) AS v(code)
      WHERE p.id = ANY(${ids(pageIds)}) AND (
        SELECT e.is_active FROM ${cmsPages} e
        WHERE e.identifier = p.identifier AND (e.store_view = v.code OR e.store_view IS NULL)
        ORDER BY e.store_view IS NULL, e.id LIMIT 1
      )`);
  }
  if (questionIds.length > 0) {
    parts.push(sql`SELECT 'faq' AS kind, q.id, v.code AS store_view
      FROM ${faqQuestions} q JOIN ${faqCategories} c ON c.id = q.category_id
      CROSS JOIN unnest(${codes}) AS v(code)
      WHERE q.id = ANY(${ids(questionIds)}) AND q.is_active AND c.is_active`);
  }
  return parts.length ? sql.join(parts, sql` UNION ALL `) : null;
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
