import type { StoreViewCode } from '@lumo/block-schema';
import { systemClock, type Clock } from '../../clock';
import type { Database } from '../../db/database';
import { mailQueue, type MailKind } from '../../db/schema';

export interface QueuedMail {
  kind: MailKind;
  to: string;
  storeView: StoreViewCode;
  /** Template values: names and absolute links. Strings only, so the row is plain JSON. */
  payload: Record<string, string>;
}

/**
 * The one way features ask for a mail: a row in mail_queue, in the caller's transaction when it
 * passes one, so a rolled-back registration leaves no confirmation mail behind.
 */
export class MailQueue {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock = systemClock,
  ) {}

  async enqueue(mail: QueuedMail, tx: Database = this.db): Promise<number> {
    const [row] = await tx
      .insert(mailQueue)
      .values({
        kind: mail.kind,
        toAddress: mail.to,
        storeView: mail.storeView,
        payload: mail.payload,
        // The service clock, so the worker (same clock) sees the mail as due at once.
        createdAt: this.clock.now(),
        nextAttemptAt: this.clock.now(),
      })
      .returning({ id: mailQueue.id });
    return row!.id;
  }
}
