import { and, asc, desc, eq, isNotNull, lte, max } from 'drizzle-orm';
import { z } from 'zod';
import {
  FORMAT_VERSION,
  formatPageIssues,
  normalisePagePath,
  pagePathSchema,
  storeViewCodeSchema,
  validatePage,
  withStorePrefix,
  type PageIssue,
  type PublishedPage,
  type StoreViewCode,
} from '@lumo/block-schema';
import type {
  BuilderPage,
  BuilderPageDraft,
  BuilderPagePublishOutput,
  BuilderPageSummary,
  BuilderPageVersion,
  BuilderPreviewToken,
} from '@lumo/graphql/server';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import {
  builderPages,
  builderPageVersions,
  type BuilderPageRow,
  type BuilderPageVersionRow,
  type EditorRow,
} from '../../db/schema';
import {
  alreadyExistsError,
  authorizationError,
  inputError,
  notFoundError,
  parseInput,
} from '../../errors';
import type { Logger } from '../../logger';
import { decodeUid, encodeUid } from '../../uid';
import { normaliseDraft } from './draft-content';
import type { PreviewTokens } from './preview-tokens';
import type { RevalidationNotifier } from './revalidation';

export const PUBLISH_REFUSED_PREFIX = 'The page cannot be published:';

const storeCode = storeViewCodeSchema;
const pagePath = pagePathSchema;

const createSchema = z.object({
  store_code: storeCode,
  path: pagePath,
  title: z.string().trim().min(1, 'A page needs a title').max(200),
});
/** The draft revision an edit is based on; 0 for a page that does not exist yet. */
const baseRevision = z
  .number()
  .int()
  .min(0, 'base_revision is 0 for a new page or a draft revision');
const saveSchema = z.object({
  store_code: storeCode,
  path: pagePath,
  content: z.unknown(),
  base_revision: baseRevision,
});
const publishSchema = z.object({
  store_code: storeCode,
  path: pagePath,
  content: z.unknown().optional(),
  base_revision: baseRevision,
});
const scheduleSchema = z.object({
  page_uid: z.string(),
  publish_at: z.iso.datetime({ offset: true, message: 'publish_at must be an ISO 8601 date-time' }),
});
const restoreSchema = z.object({ page_uid: z.string(), version: z.number().int().positive() });
const moveSchema = z.object({ page_uid: z.string(), new_path: pagePath });
const duplicateSchema = z.object({ page_uid: z.string(), store_code: storeCode, path: pagePath });

interface PublishResult {
  page: BuilderPageRow;
  version: BuilderPageVersionRow;
}

/** JSON with object keys sorted: jsonb does not keep key order, so compare canonically. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(
          Object.entries(item as Record<string, unknown>).sort(([a], [b]) =>
            a < b ? -1 : a > b ? 1 : 0,
          ),
        )
      : item,
  );
}

function sameJson(a: unknown, b: unknown): boolean {
  return canonicalJson(a) === canonicalJson(b);
}

function hhmm(date: Date): string {
  return `${date.toISOString().slice(11, 16)} UTC`;
}

/** Stored content always names the row's current store view and path (pages can move). */
function located(content: unknown, row: BuilderPageRow): PublishedPage {
  return {
    ...(content as PublishedPage),
    storeView: row.storeView as StoreViewCode,
    path: row.path,
  };
}

export function emptyPage(storeView: StoreViewCode, path: string, title: string): PublishedPage {
  return {
    formatVersion: FORMAT_VERSION,
    storeView,
    path,
    title,
    meta: { description: '', image: '', noIndex: false },
    blocks: [],
  };
}

export class BuilderPageService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly previewTokens: PreviewTokens,
    private readonly notifier: RevalidationNotifier,
    private readonly logger: Logger,
  ) {}

  // ---- reading -------------------------------------------------------------------------------

  private async findByLocation(
    storeView: StoreViewCode,
    path: string,
    db: Database = this.db,
  ): Promise<BuilderPageRow | undefined> {
    const [row] = await db
      .select()
      .from(builderPages)
      .where(and(eq(builderPages.storeView, storeView), eq(builderPages.path, path)));
    return row;
  }

  private async findByUid(uid: string, db: Database = this.db, lock = false) {
    const id = decodeUid(uid);
    if (id === null) throw notFoundError(`No builder page with uid ${uid}.`);
    const query = db.select().from(builderPages).where(eq(builderPages.id, id));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw notFoundError(`No builder page with uid ${uid}.`);
    return row;
  }

  async pageForUid(uid: string): Promise<BuilderPageRow> {
    return this.findByUid(uid);
  }

  /**
   * The storefront's read: the live version at (store view, path); with a valid preview token
   * for this page, its draft. An unusable token is an error, never a silent draft or fallback.
   */
  async builderPage(
    storeView: StoreViewCode,
    rawPath: string,
    previewToken?: string | null,
  ): Promise<BuilderPage | null> {
    const parsedPath = pagePath.safeParse(rawPath);
    if (previewToken) {
      const check = this.previewTokens.verify(previewToken, this.clock.now());
      if (!check.ok) {
        throw authorizationError(
          check.reason === 'expired'
            ? 'This preview link has expired. Create a new one in the editor.'
            : 'This preview link is not valid.',
        );
      }
      if (!parsedPath.success) throw authorizationError('This preview link is not for this page.');
      const row = await this.findByLocation(storeView, parsedPath.data);
      if (!row || row.id !== check.pageId) {
        throw authorizationError('This preview link is not for this page.');
      }
      return {
        uid: encodeUid(row.id),
        store_code: row.storeView,
        path: row.path,
        title: row.title,
        content: located(row.draftContent, row),
        version: 0,
        published_at: row.publishedAt?.toISOString() ?? null,
        is_preview: true,
      };
    }
    if (!parsedPath.success) return null;
    const row = await this.findByLocation(storeView, parsedPath.data);
    if (!row || row.publishedVersion === null) return null;
    const [version] = await this.db
      .select()
      .from(builderPageVersions)
      .where(
        and(
          eq(builderPageVersions.pageId, row.id),
          eq(builderPageVersions.version, row.publishedVersion),
        ),
      );
    if (!version) return null;
    return {
      uid: encodeUid(row.id),
      store_code: row.storeView,
      path: row.path,
      title: version.title,
      content: located(version.content, row),
      version: version.version,
      published_at: version.publishedAt.toISOString(),
      is_preview: false,
    };
  }

  async list(storeView?: string | null): Promise<BuilderPageSummary[]> {
    const view = storeView ? parseInput(storeCode, storeView) : undefined;
    const rows = await this.db
      .select()
      .from(builderPages)
      .where(view ? eq(builderPages.storeView, view) : undefined)
      .orderBy(asc(builderPages.storeView), asc(builderPages.path));
    return rows.map(toSummary);
  }

  async draft(storeView: string, path: string): Promise<BuilderPageDraft | null> {
    const view = parseInput(storeCode, storeView);
    const parsedPath = parseInput(pagePath, path);
    const row = await this.findByLocation(view, parsedPath);
    return row ? toDraft(row) : null;
  }

  async versions(pageUid: string): Promise<BuilderPageVersion[]> {
    const row = await this.findByUid(pageUid);
    const rows = await this.db
      .select()
      .from(builderPageVersions)
      .where(eq(builderPageVersions.pageId, row.id))
      .orderBy(desc(builderPageVersions.version));
    return rows.map((version) => toVersion(version, row));
  }

  // ---- drafts --------------------------------------------------------------------------------

  async create(actor: EditorRow, input: unknown): Promise<BuilderPageDraft> {
    const data = parseInput(createSchema, input);
    if (await this.findByLocation(data.store_code, data.path)) {
      throw alreadyExistsError(
        `A page already exists at ${data.path} in store view ${data.store_code}.`,
      );
    }
    const row = await this.insertPage(
      data.store_code,
      data.path,
      emptyPage(data.store_code, data.path, data.title),
      actor.name,
    );
    return toDraft(row);
  }

  private async insertPage(
    storeView: StoreViewCode,
    path: string,
    content: PublishedPage,
    updatedBy: string | null,
    db: Database = this.db,
  ): Promise<BuilderPageRow> {
    const now = this.clock.now();
    const [row] = await db
      .insert(builderPages)
      .values({
        storeView,
        path,
        title: content.title,
        draftContent: content,
        draftRevision: 1,
        updatedAt: now,
        updatedBy,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!row)
      throw alreadyExistsError(`A page already exists at ${path} in store view ${storeView}.`);
    return row;
  }

  private checkLocation(content: PublishedPage, storeView: StoreViewCode, path: string): void {
    if (content.storeView !== storeView || normalisePagePath(content.path) !== path) {
      throw inputError(
        `The page content is for ${content.path} in store view ${content.storeView}, not ${path} in ${storeView}.`,
      );
    }
  }

  private checkRevision(row: BuilderPageRow, baseRevision: number): void {
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
   * Stores the working draft; see normaliseDraft. base_revision 0 creates the page (refused with
   * DRAFT_CONFLICT when one exists); a revision requires the page to still be there (not moved or
   * deleted meanwhile) and at that revision.
   */
  async saveDraft(actor: EditorRow, input: unknown): Promise<BuilderPageDraft> {
    const data = parseInput(saveSchema, input);
    const { page } = normaliseDraft(data.content);
    this.checkLocation(page, data.store_code, data.path);
    const row = await this.db.transaction(async (tx) => {
      const existing = await this.lockByLocation(tx, data.store_code, data.path);
      if (!existing) {
        if (data.base_revision) {
          throw pageGone(data.store_code, data.path);
        }
        return this.insertPage(data.store_code, data.path, page, actor.name, tx);
      }
      this.checkRevision(existing, data.base_revision);
      if (sameJson(existing.draftContent, page)) return existing;
      const [updated] = await tx
        .update(builderPages)
        .set({
          draftContent: page,
          title: page.title,
          draftRevision: existing.draftRevision + 1,
          updatedAt: this.clock.now(),
          updatedBy: actor.name,
        })
        .where(eq(builderPages.id, existing.id))
        .returning();
      return updated ?? existing;
    });
    return toDraft(row);
  }

  private async lockByLocation(tx: Database, storeView: StoreViewCode, path: string) {
    const [row] = await tx
      .select()
      .from(builderPages)
      .where(and(eq(builderPages.storeView, storeView), eq(builderPages.path, path)))
      .for('update');
    return row;
  }

  // ---- publishing ----------------------------------------------------------------------------

  /** Validation of the whole page; refused with every issue and nothing stored. */
  private validForPublish(content: unknown): PublishedPage {
    const validation = validatePage(content);
    if (!validation.ok) throw publishRefused(validation.issues);
    return validation.page;
  }

  /** Inside a transaction holding the page row: a new version, made live, draft aligned. */
  private async storeVersion(
    tx: Database,
    row: BuilderPageRow,
    page: PublishedPage,
    publishedBy: string,
    draftChangedBy: string | null,
  ): Promise<PublishResult> {
    const now = this.clock.now();
    const [latest] = await tx
      .select({ version: max(builderPageVersions.version) })
      .from(builderPageVersions)
      .where(eq(builderPageVersions.pageId, row.id));
    const versionNumber = (latest?.version ?? 0) + 1;
    const [version] = await tx
      .insert(builderPageVersions)
      .values({
        pageId: row.id,
        version: versionNumber,
        title: page.title,
        content: page,
        publishedAt: now,
        publishedBy,
      })
      .returning();
    const draftChanged = !sameJson(row.draftContent, page);
    const draftRevision = draftChanged ? row.draftRevision + 1 : row.draftRevision;
    const [updated] = await tx
      .update(builderPages)
      .set({
        draftContent: page,
        title: page.title,
        draftRevision,
        ...(draftChanged ? { updatedAt: now, updatedBy: draftChangedBy ?? publishedBy } : {}),
        publishedVersion: versionNumber,
        publishedAt: now,
        publishedRevision: draftRevision,
        scheduleError: null,
      })
      .where(eq(builderPages.id, row.id))
      .returning();
    if (!version || !updated) throw new Error('Publishing stored no version');
    return { page: updated, version };
  }

  async publish(actor: EditorRow, input: unknown): Promise<BuilderPagePublishOutput> {
    const data = parseInput(publishSchema, input);
    let page: PublishedPage | undefined;
    if (data.content !== undefined && data.content !== null) {
      page = this.validForPublish(data.content);
      this.checkLocation(page, data.store_code, data.path);
    }
    const result = await this.db.transaction(async (tx) => {
      let row = await this.lockByLocation(tx, data.store_code, data.path);
      if (!row) {
        if (!page || data.base_revision) {
          throw pageGone(data.store_code, data.path);
        }
        row = await this.insertPage(data.store_code, data.path, page, actor.name, tx);
      } else {
        this.checkRevision(row, data.base_revision);
      }
      const content = page ?? this.validForPublish(located(row.draftContent, row));
      return this.storeVersion(tx, row, content, actor.name, actor.name);
    });
    this.notifier.pageChanged(result.page.storeView as StoreViewCode, result.page.path);
    return { page: toSummary(result.page), version: toVersion(result.version, result.page) };
  }

  async restore(actor: EditorRow, input: unknown): Promise<BuilderPagePublishOutput> {
    const data = parseInput(restoreSchema, input);
    const result = await this.db.transaction(async (tx) => {
      const row = await this.findByUid(data.page_uid, tx, true);
      const [old] = await tx
        .select()
        .from(builderPageVersions)
        .where(
          and(
            eq(builderPageVersions.pageId, row.id),
            eq(builderPageVersions.version, data.version),
          ),
        );
      if (!old) throw notFoundError(`Version ${data.version} of this page does not exist.`);
      const page = this.validForPublish(located(old.content, row));
      return this.storeVersion(tx, row, page, actor.name, actor.name);
    });
    this.notifier.pageChanged(result.page.storeView as StoreViewCode, result.page.path);
    return { page: toSummary(result.page), version: toVersion(result.version, result.page) };
  }

  async schedule(actor: EditorRow, input: unknown): Promise<BuilderPageSummary> {
    const data = parseInput(scheduleSchema, input);
    const publishAt = new Date(data.publish_at);
    if (publishAt.getTime() <= this.clock.now().getTime()) {
      throw inputError('The publish time must be in the future.');
    }
    const row = await this.findByUid(data.page_uid);
    const [updated] = await this.db
      .update(builderPages)
      .set({ scheduledPublishAt: publishAt, scheduledBy: actor.name, scheduleError: null })
      .where(eq(builderPages.id, row.id))
      .returning();
    return toSummary(updated ?? row);
  }

  async cancelSchedule(pageUid: string): Promise<BuilderPageSummary> {
    const row = await this.findByUid(pageUid);
    const [updated] = await this.db
      .update(builderPages)
      .set({ scheduledPublishAt: null, scheduledBy: null })
      .where(eq(builderPages.id, row.id))
      .returning();
    return toSummary(updated ?? row);
  }

  /**
   * Publishes every page whose scheduled time has come. An invalid draft is not published: the
   * schedule is cleared and the reason kept on the page (schedule_error) and logged.
   * Each page is claimed under a row lock, so several api nodes never publish it twice.
   */
  async publishDuePages(): Promise<{ published: number; failed: number }> {
    const now = this.clock.now();
    const due = await this.db
      .select({ id: builderPages.id })
      .from(builderPages)
      .where(
        and(isNotNull(builderPages.scheduledPublishAt), lte(builderPages.scheduledPublishAt, now)),
      );
    let published = 0;
    let failed = 0;
    for (const { id } of due) {
      const outcome = await this.db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(builderPages)
          .where(eq(builderPages.id, id))
          .for('update');
        if (!row?.scheduledPublishAt || row.scheduledPublishAt.getTime() > now.getTime())
          return null;
        const clear = { scheduledPublishAt: null, scheduledBy: null };
        const validation = validatePage(located(row.draftContent, row));
        if (!validation.ok) {
          const reason = `${PUBLISH_REFUSED_PREFIX}\n${formatPageIssues(validation.issues)}`;
          await tx
            .update(builderPages)
            .set({ ...clear, scheduleError: reason })
            .where(eq(builderPages.id, row.id));
          return { row, error: reason };
        }
        const upToDate =
          row.publishedVersion !== null && row.draftRevision === row.publishedRevision;
        if (upToDate && sameJson(row.draftContent, validation.page)) {
          await tx.update(builderPages).set(clear).where(eq(builderPages.id, row.id));
          return { row, error: null, unchanged: true };
        }
        const by = `${row.scheduledBy ?? 'Scheduler'} (scheduled)`;
        const result = await this.storeVersion(tx, row, validation.page, by, row.updatedBy);
        await tx.update(builderPages).set(clear).where(eq(builderPages.id, row.id));
        return { row: result.page, error: null };
      });
      if (!outcome) continue;
      if (outcome.error) {
        failed += 1;
        this.logger.error('Scheduled publish refused', {
          storeView: outcome.row.storeView,
          path: outcome.row.path,
          reason: outcome.error,
        });
      } else if (!('unchanged' in outcome)) {
        published += 1;
        this.logger.info('Scheduled publish done', {
          storeView: outcome.row.storeView,
          path: outcome.row.path,
        });
        this.notifier.pageChanged(outcome.row.storeView as StoreViewCode, outcome.row.path);
      }
    }
    return { published, failed };
  }

  // ---- moving, copying, deleting -------------------------------------------------------------

  async move(actor: EditorRow, input: unknown): Promise<BuilderPageSummary> {
    const data = parseInput(moveSchema, input);
    const row = await this.findByUid(data.page_uid);
    if (row.path === data.new_path) return toSummary(row);
    const storeView = row.storeView as StoreViewCode;
    if (await this.findByLocation(storeView, data.new_path)) {
      throw alreadyExistsError(
        `A page already exists at ${data.new_path} in store view ${storeView}.`,
      );
    }
    let updated: BuilderPageRow | undefined;
    try {
      [updated] = await this.db
        .update(builderPages)
        .set({
          path: data.new_path,
          draftContent: { ...(row.draftContent as PublishedPage), path: data.new_path },
          updatedAt: this.clock.now(),
          updatedBy: actor.name,
        })
        .where(eq(builderPages.id, row.id))
        .returning();
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw alreadyExistsError(
          `A page already exists at ${data.new_path} in store view ${storeView}.`,
        );
      }
      throw error;
    }
    if (!updated) throw notFoundError(`No builder page with uid ${data.page_uid}.`);
    if (row.publishedVersion !== null) {
      this.notifier.pageChanged(storeView, row.path);
      this.notifier.pageChanged(storeView, updated.path);
    }
    return toSummary(updated);
  }

  async duplicate(actor: EditorRow, input: unknown): Promise<BuilderPageSummary> {
    const data = parseInput(duplicateSchema, input);
    const source = await this.findByUid(data.page_uid);
    if (await this.findByLocation(data.store_code, data.path)) {
      throw alreadyExistsError(
        `A page already exists at ${data.path} in store view ${data.store_code}.`,
      );
    }
    const content = {
      ...(source.draftContent as PublishedPage),
      storeView: data.store_code,
      path: data.path,
    };
    const row = await this.insertPage(data.store_code, data.path, content, actor.name);
    return toSummary(row);
  }

  async delete(pageUid: string): Promise<void> {
    const row = await this.findByUid(pageUid);
    await this.db.delete(builderPages).where(eq(builderPages.id, row.id));
    if (row.publishedVersion !== null) {
      this.notifier.pageChanged(row.storeView as StoreViewCode, row.path);
    }
  }

  async createPreviewToken(pageUid: string): Promise<BuilderPreviewToken> {
    const row = await this.findByUid(pageUid);
    const { token, expiresAt } = this.previewTokens.create(row.id, this.clock.now());
    const path = withStorePrefix(row.storeView as StoreViewCode, row.path);
    return {
      token,
      url: `${path}?preview=${encodeURIComponent(token)}`,
      expires_at: expiresAt.toISOString(),
    };
  }

  // ---- seeding -------------------------------------------------------------------------------

  /**
   * Creates a published page unless one exists at its location (an editor's page is never
   * overwritten). Returns false when it already existed or was not valid.
   */
  async seedPublishedPage(content: PublishedPage): Promise<boolean> {
    const validation = validatePage(content);
    if (!validation.ok) {
      this.logger.error('Seed page is not valid; skipped', {
        storeView: content.storeView,
        path: content.path,
        issues: formatPageIssues(validation.issues),
      });
      return false;
    }
    const page = validation.page;
    if (await this.findByLocation(page.storeView, page.path)) return false;
    return this.db.transaction(async (tx) => {
      const now = this.clock.now();
      const [row] = await tx
        .insert(builderPages)
        .values({
          storeView: page.storeView,
          path: page.path,
          title: page.title,
          draftContent: page,
          draftRevision: 1,
          updatedAt: now,
          updatedBy: 'Lumo',
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning();
      if (!row) return false;
      await this.storeVersion(tx, row, page, 'Lumo', null);
      return true;
    });
  }
}

function pageGone(storeView: StoreViewCode, path: string) {
  return notFoundError(
    `There is no page at ${path} in store view ${storeView} any more (moved or deleted by another editor?). Reload the page list.`,
  );
}

export function publishRefused(issues: PageIssue[]) {
  return inputError(`${PUBLISH_REFUSED_PREFIX}\n${formatPageIssues(issues)}`, { issues });
}

function isUniqueViolation(error: unknown): boolean {
  const candidate = error as { code?: string; cause?: { code?: string } };
  return candidate?.code === '23505' || candidate?.cause?.code === '23505';
}

export function toSummary(row: BuilderPageRow): BuilderPageSummary {
  return {
    uid: encodeUid(row.id),
    store_code: row.storeView,
    path: row.path,
    title: row.title,
    has_unpublished_changes:
      row.publishedVersion === null || row.draftRevision !== row.publishedRevision,
    published_version: row.publishedVersion,
    published_at: row.publishedAt?.toISOString() ?? null,
    draft_revision: row.draftRevision,
    updated_at: row.updatedAt.toISOString(),
    updated_by: row.updatedBy,
    scheduled_publish_at: row.scheduledPublishAt?.toISOString() ?? null,
    schedule_error: row.scheduleError,
  };
}

export function toDraft(row: BuilderPageRow): BuilderPageDraft {
  return {
    page_uid: encodeUid(row.id),
    store_code: row.storeView,
    path: row.path,
    title: row.title,
    content: located(row.draftContent, row),
    revision: row.draftRevision,
    updated_at: row.updatedAt.toISOString(),
    updated_by: row.updatedBy,
    published_version: row.publishedVersion,
    scheduled_publish_at: row.scheduledPublishAt?.toISOString() ?? null,
  };
}

export function toVersion(version: BuilderPageVersionRow, row: BuilderPageRow): BuilderPageVersion {
  return {
    version: version.version,
    title: version.title,
    published_at: version.publishedAt.toISOString(),
    published_by: version.publishedBy,
    content: located(version.content, row),
  };
}
