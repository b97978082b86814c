import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { mailQueue, type MailQueueRow } from '../../db/schema';

/** Queries of the mail worker on mail_queue (MailQueue.enqueue inserts). */
export class MailRepository {
  constructor(private readonly db: Database) {}

  /**
   * Claims up to `limit` due PENDING mails for one sender: their attempt is counted and their
   * next attempt moved to `leaseUntil`, in one statement. `FOR UPDATE SKIP LOCKED` makes a
   * second worker (another api process) skip rows being claimed, and a claimed row is no longer
   * due, so no mail is handed to two workers. A worker that dies mid-send leaves the row to be
   * claimed again once the lease ends.
   */
  async claimDue(now: Date, leaseUntil: Date, limit: number): Promise<MailQueueRow[]> {
    const due = and(eq(mailQueue.status, 'PENDING'), lte(mailQueue.nextAttemptAt, now));
    const candidates = this.db
      .select({ id: mailQueue.id })
      .from(mailQueue)
      .where(due)
      .orderBy(asc(mailQueue.nextAttemptAt), asc(mailQueue.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    const claimed = await this.db
      .update(mailQueue)
      .set({ attempts: sql`${mailQueue.attempts} + 1`, nextAttemptAt: leaseUntil })
      .where(and(inArray(mailQueue.id, candidates), due))
      .returning();
    return claimed.sort((a, b) => a.id - b.id);
  }

  /**
   * Only the claim that is still current may settle a row (`attempts` is the claim's number):
   * a worker whose lease ran out does not overwrite the outcome of the one that took over.
   */
  private current(row: Pick<MailQueueRow, 'id' | 'attempts'>) {
    return and(
      eq(mailQueue.id, row.id),
      eq(mailQueue.attempts, row.attempts),
      eq(mailQueue.status, 'PENDING'),
    );
  }

  async markSent(row: Pick<MailQueueRow, 'id' | 'attempts'>, at: Date): Promise<void> {
    await this.db
      .update(mailQueue)
      // The payload's links carry single-use tokens: not kept once the mail is out.
      .set({ status: 'SENT', sentAt: at, lastError: null, payload: {} })
      .where(this.current(row));
  }

  async markRetry(
    row: Pick<MailQueueRow, 'id' | 'attempts'>,
    nextAttemptAt: Date,
    error: string,
  ): Promise<void> {
    await this.db
      .update(mailQueue)
      .set({ nextAttemptAt, lastError: error })
      .where(this.current(row));
  }

  async markFailed(row: Pick<MailQueueRow, 'id' | 'attempts'>, error: string): Promise<void> {
    await this.db
      .update(mailQueue)
      .set({ status: 'FAILED', lastError: error, payload: {} })
      .where(this.current(row));
  }

  /** Removes settled mails (SENT or FAILED) queued before `before`; returns how many. */
  async deleteSettledBefore(before: Date): Promise<number> {
    const deleted = await this.db
      .delete(mailQueue)
      .where(
        and(
          or(eq(mailQueue.status, 'SENT'), eq(mailQueue.status, 'FAILED')),
          lt(mailQueue.createdAt, before),
        ),
      )
      .returning({ id: mailQueue.id });
    return deleted.length;
  }

  async findById(id: number): Promise<MailQueueRow | undefined> {
    const [row] = await this.db.select().from(mailQueue).where(eq(mailQueue.id, id));
    return row;
  }
}
