import type { BuilderPageSummary } from '@lumo/graphql/server';
import type { Clock } from '../../clock';
import type { BuilderPageRow, EditorRow } from '../../db/schema';
import { inputError, parseInput } from '../../errors';
import type { Logger } from '../../logger';
import type { BuilderPagePublishing } from '../builder-pages/builder-page-publishing';
import type { BuilderPageRepository } from '../builder-pages/builder-page-repository';
import { located, toSummary } from '../builder-pages/builder-page-mappers';
import {
  publishRefusedMessage,
  sameStoredContent,
  validatePublishable,
} from '../builder-pages/builder-page-rules';
import type { RevalidationNotifier } from '../builder-pages/revalidation';
import { scheduleInput } from './scheduler-inputs';

/** A refusal's reason, or null; `unchanged` when the live version already was the draft. */
interface DueOutcome {
  row: BuilderPageRow;
  error: string | null;
  unchanged?: boolean;
}

/**
 * Publishing a page's draft at a chosen time: scheduling, cancelling, and the pass the timer
 * (scheduler.ts) runs. Versions are stored by builder-pages' publishing, like any publish.
 */
export class ScheduledPublishingService {
  constructor(
    private readonly pages: BuilderPageRepository,
    private readonly publishing: BuilderPagePublishing,
    private readonly clock: Clock,
    private readonly notifier: RevalidationNotifier,
    private readonly logger: Logger,
  ) {}

  async schedule(actor: EditorRow, input: unknown): Promise<BuilderPageSummary> {
    const data = parseInput(scheduleInput, input);
    const publishAt = new Date(data.publish_at);
    if (publishAt.getTime() <= this.clock.now().getTime()) {
      throw inputError('The publish time must be in the future.');
    }
    const row = await this.pages.requireByUid(data.page_uid);
    const updated = await this.pages.update(row.id, {
      scheduledPublishAt: publishAt,
      scheduledBy: actor.name,
      scheduleError: null,
    });
    return toSummary(updated ?? row);
  }

  async cancel(pageUid: string): Promise<BuilderPageSummary> {
    const row = await this.pages.requireByUid(pageUid);
    const updated = await this.pages.update(row.id, {
      scheduledPublishAt: null,
      scheduledBy: null,
    });
    return toSummary(updated ?? row);
  }

  /**
   * Publishes every page whose scheduled time has come. An invalid draft is not published: the
   * schedule is cleared and the reason kept on the page (schedule_error) and logged.
   * Each page is claimed under a row lock, so several api nodes never publish it twice.
   */
  async publishDuePages(): Promise<{ published: number; failed: number }> {
    const now = this.clock.now();
    let published = 0;
    let failed = 0;
    for (const id of await this.pages.dueForPublishing(now)) {
      const outcome = await this.pages.transaction((tx) => this.publishIfDue(tx, id, now));
      if (!outcome) continue;
      if (outcome.error) {
        failed += 1;
        this.logger.error('Scheduled publish refused', {
          storeView: outcome.row.storeView,
          path: outcome.row.path,
          reason: outcome.error,
        });
      } else if (!outcome.unchanged) {
        published += 1;
        this.logger.info('Scheduled publish done', {
          storeView: outcome.row.storeView,
          path: outcome.row.path,
        });
        this.notifier.pageChanged(outcome.row.storeView, outcome.row.path);
      }
    }
    return { published, failed };
  }

  /** Inside a transaction: the page is locked and checked again (another node may have won). */
  private async publishIfDue(
    tx: BuilderPageRepository,
    id: number,
    now: Date,
  ): Promise<DueOutcome | null> {
    const row = await tx.findById(id, { lock: true });
    if (!row?.scheduledPublishAt || row.scheduledPublishAt.getTime() > now.getTime()) return null;
    const clear = { scheduledPublishAt: null, scheduledBy: null };
    const validation = validatePublishable(located(row.draftContent, row));
    if (!validation.ok) {
      const reason = publishRefusedMessage(validation.issues);
      await tx.update(row.id, { ...clear, scheduleError: reason });
      return { row, error: reason };
    }
    const upToDate = row.publishedVersion !== null && row.draftRevision === row.publishedRevision;
    if (upToDate && sameStoredContent(row.draftContent, validation.page)) {
      await tx.update(row.id, clear);
      return { row, error: null, unchanged: true };
    }
    const by = `${row.scheduledBy ?? 'Scheduler'} (scheduled)`;
    const result = await this.publishing.storeVersion(tx, row, validation.page, by, row.updatedBy);
    await tx.update(row.id, clear);
    return { row: result.page, error: null };
  }
}
