import { formatPageIssues, type PublishedPage } from '@lumo/block-schema';
import type { BuilderPagePublishOutput } from '@lumo/graphql/server';
import { pageSeedKey, type SeedLedger } from '../seed-ledger/seed-ledger';
import type { Clock } from '../../clock';
import type { BuilderPageRow, BuilderPageVersionRow, EditorRow } from '../../db/schema';
import { notFoundError, parseInput } from '../../errors';
import type { Logger } from '../../logger';
import type { BuilderPageRepository } from './builder-page-repository';
import { publishInput, restoreInput } from './builder-page-inputs';
import { located, toPublishOutput } from './builder-page-mappers';
import {
  checkLocation,
  checkRevision,
  pageExists,
  pageGone,
  sameStoredContent,
  validForPublish,
  validatePublishable,
} from './builder-page-rules';
import type { RevalidationNotifier } from './revalidation';

export interface PublishResult {
  page: BuilderPageRow;
  version: BuilderPageVersionRow;
}

/**
 * Making pages live: publish (the sent content or the stored draft), restore an old version,
 * publish seed pages. Every path goes through storeVersion, which the scheduler uses too.
 */
export class BuilderPagePublishing {
  constructor(
    private readonly pages: BuilderPageRepository,
    private readonly clock: Clock,
    private readonly notifier: RevalidationNotifier,
    private readonly logger: Logger,
  ) {}

  /**
   * Inside a transaction holding the page row (`tx` is the repository bound to it): a new
   * version, made live, and the draft aligned with it.
   */
  async storeVersion(
    tx: BuilderPageRepository,
    row: BuilderPageRow,
    page: PublishedPage,
    publishedBy: string,
    draftChangedBy: string | null,
  ): Promise<PublishResult> {
    const now = this.clock.now();
    const versionNumber = (await tx.latestVersionNumber(row.id)) + 1;
    const version = await tx.insertVersion({
      pageId: row.id,
      version: versionNumber,
      title: page.title,
      content: page,
      publishedAt: now,
      publishedBy,
    });
    const draftChanged = !sameStoredContent(row.draftContent, page);
    const draftRevision = draftChanged ? row.draftRevision + 1 : row.draftRevision;
    const updated = await tx.update(row.id, {
      draftContent: page,
      title: page.title,
      draftRevision,
      ...(draftChanged ? { updatedAt: now, updatedBy: draftChangedBy ?? publishedBy } : {}),
      publishedVersion: versionNumber,
      publishedAt: now,
      publishedRevision: draftRevision,
      scheduleError: null,
    });
    if (!version || !updated) throw new Error('Publishing stored no version');
    return { page: updated, version };
  }

  async publish(actor: EditorRow, input: unknown): Promise<BuilderPagePublishOutput> {
    const data = parseInput(publishInput, input);
    let page: PublishedPage | undefined;
    if (data.content !== undefined && data.content !== null) {
      page = validForPublish(data.content);
      checkLocation(page, data.store_code, data.path);
    }
    const result = await this.pages.transaction(async (tx) => {
      let row = await tx.findByLocation(data.store_code, data.path, { lock: true });
      if (!row) {
        if (!page || data.base_revision) throw pageGone(data.store_code, data.path);
        row = await tx.insertPage({
          storeView: data.store_code,
          path: data.path,
          content: page,
          updatedBy: actor.name,
          now: this.clock.now(),
        });
        if (!row) throw pageExists(data.store_code, data.path);
      } else {
        checkRevision(row, data.base_revision);
      }
      const content = page ?? validForPublish(located(row.draftContent, row));
      return this.storeVersion(tx, row, content, actor.name, actor.name);
    });
    this.notifier.pageChanged(result.page.storeView, result.page.path);
    return toPublishOutput(result.page, result.version);
  }

  async restore(actor: EditorRow, input: unknown): Promise<BuilderPagePublishOutput> {
    const data = parseInput(restoreInput, input);
    const result = await this.pages.transaction(async (tx) => {
      const row = await tx.requireByUid(data.page_uid, { lock: true });
      const old = await tx.version(row.id, data.version);
      if (!old) throw notFoundError(`Version ${data.version} of this page does not exist.`);
      const page = validForPublish(located(old.content, row));
      return this.storeVersion(tx, row, page, actor.name, actor.name);
    });
    this.notifier.pageChanged(result.page.storeView, result.page.path);
    return toPublishOutput(result.page, result.version);
  }

  /**
   * Creates a published page unless one exists at its location (an editor's page is never
   * overwritten) or the seed created it once before (the ledger). Returns false when it
   * already existed, was seeded before or was not valid.
   */
  async seedPublishedPage(content: PublishedPage, ledger: SeedLedger): Promise<boolean> {
    const validation = validatePublishable(content);
    if (!validation.ok) {
      this.logger.error('Seed page is not valid; skipped', {
        storeView: content.storeView,
        path: content.path,
        issues: formatPageIssues(validation.issues),
      });
      return false;
    }
    const page = validation.page;
    const key = pageSeedKey(page.storeView, page.path);
    // Seeded once (ADR 0038): an editor may have deleted or moved it since; do not bring it back.
    if (await ledger.has('builder-page', key)) return false;
    if (await this.pages.findByLocation(page.storeView, page.path)) {
      // Created before the ledger existed, or an editor's page at that location: either way,
      // never seed this location again.
      await ledger.record('builder-page', key, this.clock.now());
      return false;
    }
    const created = await this.pages.transaction(async (tx) => {
      const row = await tx.insertPage({
        storeView: page.storeView,
        path: page.path,
        content: page,
        updatedBy: 'Lumo',
        now: this.clock.now(),
      });
      if (!row) return false;
      await this.storeVersion(tx, row, page, 'Lumo', null);
      return true;
    });
    // After the commit: a crash in between leaves the page, which the next start records.
    await ledger.record('builder-page', key, this.clock.now());
    return created;
  }
}
