import type { StoreViewCode } from '@lumo/block-schema';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { urlRewrites, type UrlRewriteRow } from '../../db/schema';

export type UrlRewriteEntityType = UrlRewriteRow['entityType'];
export type NewUrlRewriteRow = typeof urlRewrites.$inferInsert;

/** Redirects followed from one asked path before the chain counts as a loop. */
export const MAX_REDIRECT_HOPS = 5;

/** One row of a matched chain: hop 0 is the asked path's own row, hop n the n-th redirect followed. */
export interface ChainRow {
  askedPath: string;
  hop: number;
  storeView: StoreViewCode;
  entityType: UrlRewriteEntityType;
  entityId: number;
  requestPath: string;
  targetPath: string | null;
  redirectType: number;
}

/** A serving (redirect_type 0) row of a matched entity in another store view (hreflang). */
export interface AlternateRow {
  storeView: StoreViewCode;
  entityType: UrlRewriteEntityType;
  entityId: number;
  requestPath: string;
  id: number;
}

export interface LookupRows {
  chains: ChainRow[];
  alternates: AlternateRow[];
}

interface RawLookupRow extends Record<string, unknown> {
  kind: 'chain' | 'alternate';
  asked_path: string | null;
  hop: number | null;
  id: number;
  store_view: StoreViewCode;
  entity_type: UrlRewriteEntityType;
  entity_id: number;
  request_path: string;
  target_path: string | null;
  redirect_type: number;
}

/**
 * Every query on url_rewrites. The catalogue writes its own rows (product, category); the CMS
 * feature writes cms-page, faq and custom rows through `insertMissing`.
 */
export class UrlRewriteRepository {
  constructor(private readonly db: Database) {}

  /**
   * All an answer needs for a batch of paths, in ONE query: the rows of the asked paths in the
   * store view, the redirects they lead to (followed up to MAX_REDIRECT_HOPS, so a loop in the data
   * ends), and for hreflang the one serving row per other store view of each served path's
   * entity that hreflang uses: the same path if the entity has it there, else its oldest row.
   * `paths` are the candidate request paths (each asked path as given and lower-cased).
   */
  async lookup(storeView: StoreViewCode, paths: readonly string[]): Promise<LookupRows> {
    if (paths.length === 0) return { chains: [], alternates: [] };
    const candidates = sql`ARRAY[${sql.join(
      paths.map((path) => sql`${path}`),
      sql`, `,
    )}]::text[]`;
    // Both drivers (node-postgres, PGlite) answer a raw query with `{ rows }`.
    const result = (await this.db.execute(sql`
      WITH RECURSIVE chain AS (
        SELECT r.id, r.store_view, r.entity_type, r.entity_id, r.request_path, r.target_path,
               r.redirect_type, r.request_path AS asked_path, 0 AS hop
        FROM url_rewrites r
        WHERE r.store_view = ${storeView} AND r.request_path = ANY(${candidates})
        UNION ALL
        SELECT n.id, n.store_view, n.entity_type, n.entity_id, n.request_path, n.target_path,
               n.redirect_type, c.asked_path, c.hop + 1
        FROM chain c
        JOIN url_rewrites n
          ON n.store_view = c.store_view
         AND n.redirect_type <> 0
         AND n.request_path IN (
               btrim(split_part(c.target_path, '?', 1), '/'),
               lower(btrim(split_part(c.target_path, '?', 1), '/'))
             )
        WHERE c.redirect_type <> 0 AND c.target_path LIKE '/%' AND c.hop < ${MAX_REDIRECT_HOPS}
      )
      SELECT 'chain' AS kind, asked_path, hop, id, store_view, entity_type, entity_id, request_path,
             target_path, redirect_type
      FROM chain
      UNION ALL
      SELECT 'alternate' AS kind, NULL, NULL, a.id, a.store_view, a.entity_type, a.entity_id,
             a.request_path, a.target_path, a.redirect_type
      FROM (
        SELECT DISTINCT entity_type, entity_id, request_path FROM chain
        WHERE hop = 0 AND redirect_type = 0 AND entity_type IN ('product', 'category', 'faq')
      ) served
      CROSS JOIN LATERAL (
        SELECT DISTINCT ON (x.store_view) x.*
        FROM url_rewrites x
        WHERE x.entity_type = served.entity_type AND x.entity_id = served.entity_id
          AND x.redirect_type = 0 AND x.store_view <> ${storeView}
        ORDER BY x.store_view, (x.request_path = served.request_path) DESC, x.id
      ) a
    `)) as unknown as { rows: RawLookupRow[] };
    const chains: ChainRow[] = [];
    const alternates: AlternateRow[] = [];
    for (const row of result.rows) {
      if (row.kind === 'chain') {
        chains.push({
          askedPath: row.asked_path ?? row.request_path,
          hop: Number(row.hop ?? 0),
          storeView: row.store_view,
          entityType: row.entity_type,
          entityId: Number(row.entity_id),
          requestPath: row.request_path,
          targetPath: row.target_path,
          redirectType: Number(row.redirect_type),
        });
      } else {
        alternates.push({
          storeView: row.store_view,
          entityType: row.entity_type,
          entityId: Number(row.entity_id),
          requestPath: row.request_path,
          id: Number(row.id),
        });
      }
    }
    return { chains, alternates };
  }

  /** Inserts rows whose (store view, path) is free; a taken path keeps its row. Returns how many. */
  async insertMissing(rows: readonly NewUrlRewriteRow[]): Promise<number> {
    if (rows.length === 0) return 0;
    const inserted = await this.db
      .insert(urlRewrites)
      .values([...rows])
      .onConflictDoNothing({ target: [urlRewrites.storeView, urlRewrites.requestPath] })
      .returning({ id: urlRewrites.id });
    return inserted.length;
  }

  async findByPath(
    storeView: StoreViewCode,
    requestPath: string,
  ): Promise<UrlRewriteRow | undefined> {
    const [row] = await this.db
      .select()
      .from(urlRewrites)
      .where(and(eq(urlRewrites.storeView, storeView), eq(urlRewrites.requestPath, requestPath)));
    return row;
  }

  /** Rows at these paths (any store view) that serve another kind of entity than `kinds`. */
  async pathsTakenByOthers(
    paths: readonly string[],
    kinds: readonly UrlRewriteEntityType[],
  ): Promise<UrlRewriteRow[]> {
    if (paths.length === 0) return [];
    return this.db
      .select()
      .from(urlRewrites)
      .where(
        and(
          inArray(urlRewrites.requestPath, [...new Set(paths)]),
          notInArray(urlRewrites.entityType, [...kinds]),
        ),
      );
  }

  /** Rows of some entities of one type (tests, and the CMS seed's own bookkeeping). */
  async findForEntities(
    entityType: UrlRewriteEntityType,
    ids: readonly number[],
  ): Promise<UrlRewriteRow[]> {
    if (ids.length === 0) return [];
    return this.db
      .select()
      .from(urlRewrites)
      .where(and(eq(urlRewrites.entityType, entityType), inArray(urlRewrites.entityId, [...ids])));
  }
}
