import { and, asc, desc, eq, isNotNull, lte, max } from 'drizzle-orm';
import type { PublishedPage, StoreViewCode } from '@lumo/block-schema';
import type { Database } from '../../db/database';
import {
  builderPages,
  builderPageVersions,
  type BuilderPageRow,
  type BuilderPageVersionRow,
} from '../../db/schema';
import { notFoundError } from '../../errors';
import { decodeUid } from '../../uid';

export type BuilderPageChanges = Partial<Omit<typeof builderPages.$inferInsert, 'id'>>;
export type NewBuilderPageVersionRow = typeof builderPageVersions.$inferInsert;

/**
 * Every query on builder_pages and builder_page_versions. No rules live here: callers decide
 * what a missing row or a conflict means. `transaction` hands out a repository bound to one
 * transaction, so the same methods serve inside and outside of it.
 */
export class BuilderPageRepository {
  constructor(private readonly db: Database) {}

  transaction<T>(work: (repository: BuilderPageRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new BuilderPageRepository(tx)));
  }

  // ---- pages ---------------------------------------------------------------------------------

  async findByLocation(
    storeView: StoreViewCode,
    path: string,
    options: { lock?: boolean } = {},
  ): Promise<BuilderPageRow | undefined> {
    const query = this.db
      .select()
      .from(builderPages)
      .where(and(eq(builderPages.storeView, storeView), eq(builderPages.path, path)));
    const [row] = options.lock ? await query.for('update') : await query;
    return row;
  }

  async findById(
    id: number,
    options: { lock?: boolean } = {},
  ): Promise<BuilderPageRow | undefined> {
    const query = this.db.select().from(builderPages).where(eq(builderPages.id, id));
    const [row] = options.lock ? await query.for('update') : await query;
    return row;
  }

  /** The page of a GraphQL uid; Magento's no-such-entity error when there is none. */
  async requireByUid(uid: string, options: { lock?: boolean } = {}): Promise<BuilderPageRow> {
    const id = decodeUid(uid);
    const row = id === null ? undefined : await this.findById(id, options);
    if (!row) throw notFoundError(`No builder page with uid ${uid}.`);
    return row;
  }

  /** Every page, or one store view's, by store view and path. */
  list(storeView?: StoreViewCode): Promise<BuilderPageRow[]> {
    return this.db
      .select()
      .from(builderPages)
      .where(storeView ? eq(builderPages.storeView, storeView) : undefined)
      .orderBy(asc(builderPages.storeView), asc(builderPages.path));
  }

  /** A new page with `content` as its draft (revision 1); undefined when the location is taken. */
  async insertPage(page: {
    storeView: StoreViewCode;
    path: string;
    content: PublishedPage;
    updatedBy: string | null;
    now: Date;
  }): Promise<BuilderPageRow | undefined> {
    const [row] = await this.db
      .insert(builderPages)
      .values({
        storeView: page.storeView,
        path: page.path,
        title: page.content.title,
        draftContent: page.content,
        draftRevision: 1,
        updatedAt: page.now,
        updatedBy: page.updatedBy,
        createdAt: page.now,
      })
      .onConflictDoNothing()
      .returning();
    return row;
  }

  async update(id: number, changes: BuilderPageChanges): Promise<BuilderPageRow | undefined> {
    const [row] = await this.db
      .update(builderPages)
      .set(changes)
      .where(eq(builderPages.id, id))
      .returning();
    return row;
  }

  /** Deletes the page; its versions go with it (foreign key cascade). */
  async delete(id: number): Promise<void> {
    await this.db.delete(builderPages).where(eq(builderPages.id, id));
  }

  /** Ids of pages whose scheduled publish time is at or before `now`. */
  async dueForPublishing(now: Date): Promise<number[]> {
    const rows = await this.db
      .select({ id: builderPages.id })
      .from(builderPages)
      .where(
        and(isNotNull(builderPages.scheduledPublishAt), lte(builderPages.scheduledPublishAt, now)),
      );
    return rows.map((row) => row.id);
  }

  // ---- versions ------------------------------------------------------------------------------

  /** Newest first. */
  versionsOf(pageId: number): Promise<BuilderPageVersionRow[]> {
    return this.db
      .select()
      .from(builderPageVersions)
      .where(eq(builderPageVersions.pageId, pageId))
      .orderBy(desc(builderPageVersions.version));
  }

  async version(pageId: number, version: number): Promise<BuilderPageVersionRow | undefined> {
    const [row] = await this.db
      .select()
      .from(builderPageVersions)
      .where(and(eq(builderPageVersions.pageId, pageId), eq(builderPageVersions.version, version)));
    return row;
  }

  /** The highest version number of the page; 0 before its first publish. */
  async latestVersionNumber(pageId: number): Promise<number> {
    const [latest] = await this.db
      .select({ version: max(builderPageVersions.version) })
      .from(builderPageVersions)
      .where(eq(builderPageVersions.pageId, pageId));
    return latest?.version ?? 0;
  }

  async insertVersion(
    values: NewBuilderPageVersionRow,
  ): Promise<BuilderPageVersionRow | undefined> {
    const [row] = await this.db.insert(builderPageVersions).values(values).returning();
    return row;
  }
}
