import type { Clock } from '../../clock';
import type { MailQueueRow } from '../../db/schema';
import type { Logger } from '../../logger';
import type { MailRepository } from './mail-repository';
import { MailPayloadError, renderMail } from './mail-templates';
import type { MailTransport } from './mail-transport';

export interface MailWorkerOptions {
  from: string;
  /** Attempts before a mail is FAILED (default 5). */
  maxAttempts?: number;
  /** Wait after the first failed attempt; doubles with each further one (default 30 s). */
  backoffMs?: number;
  /** Longest wait between attempts (default 1 h). */
  maxBackoffMs?: number;
  /** How long a claimed mail stays with its worker before another may retry it (default 5 min). */
  leaseMs?: number;
  /** Mails claimed at a time (default 20). */
  batchSize?: number;
  /** Mails handled in one pass at most, so a pass ends even with a large backlog (default 200). */
  maxPerPass?: number;
  /** Sent and failed rows (recipient, error) are deleted this long after queueing (default 30 days). */
  retentionMs?: number;
}

export interface MailPassResult {
  sent: number;
  retried: number;
  failed: number;
}

const ADDRESS = /[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g;

/**
 * What may be stored in last_error and logged: the error's code and SMTP response code and its
 * message with every address replaced, bounded. Never the recipient or the mail's content.
 */
export function describeMailError(error: unknown): string {
  const parts: string[] = [];
  if (error instanceof Error) {
    const { code, responseCode } = error as { code?: unknown; responseCode?: unknown };
    if (typeof code === 'string') parts.push(code);
    if (typeof responseCode === 'number') parts.push(String(responseCode));
    parts.push(error.message);
  } else {
    parts.push(String(error));
  }
  const text = parts.join(' ').replace(ADDRESS, '[address]').replace(/\s+/g, ' ').trim();
  return text.length > 300 ? `${text.slice(0, 300)}…` : text;
}

/**
 * Sends queued mails: claims due rows, renders each in its store view's language, hands it to the
 * transport and marks it SENT; a failure is retried with exponential backoff until `maxAttempts`,
 * then the row is FAILED. A payload that cannot make the mail fails at once.
 */
export class MailWorker {
  private readonly maxAttempts: number;
  private readonly backoffMs: number;
  private readonly maxBackoffMs: number;
  private readonly leaseMs: number;
  private readonly batchSize: number;
  private readonly maxPerPass: number;
  private readonly retentionMs: number;
  private lastCleanUp = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly repository: MailRepository,
    private readonly transport: MailTransport,
    private readonly clock: Clock,
    private readonly logger: Logger,
    private readonly options: MailWorkerOptions,
  ) {
    this.maxAttempts = options.maxAttempts ?? 5;
    this.backoffMs = options.backoffMs ?? 30_000;
    this.maxBackoffMs = options.maxBackoffMs ?? 3_600_000;
    this.leaseMs = options.leaseMs ?? 5 * 60_000;
    this.batchSize = options.batchSize ?? 20;
    this.maxPerPass = options.maxPerPass ?? 200;
    this.retentionMs = options.retentionMs ?? 30 * 24 * 3_600_000;
  }

  get transportName(): MailTransport['name'] {
    return this.transport.name;
  }

  /** The wait after failed attempt number `attempt` (1-based). */
  backoffAfter(attempt: number): number {
    return Math.min(this.backoffMs * 2 ** (attempt - 1), this.maxBackoffMs);
  }

  /** One pass: every due mail (up to maxPerPass) is sent, rescheduled or failed. */
  async runOnce(): Promise<MailPassResult> {
    const result: MailPassResult = { sent: 0, retried: 0, failed: 0 };
    let handled = 0;
    while (handled < this.maxPerPass) {
      const now = this.clock.now();
      const rows = await this.repository.claimDue(
        now,
        new Date(now.getTime() + this.leaseMs),
        Math.min(this.batchSize, this.maxPerPass - handled),
      );
      if (rows.length === 0) break;
      for (const row of rows) {
        result[await this.deliver(row)] += 1;
      }
      handled += rows.length;
    }
    await this.cleanUp();
    return result;
  }

  /** At most once an hour: settled rows past the retention period go. */
  private async cleanUp(): Promise<void> {
    const now = this.clock.now().getTime();
    if (now - this.lastCleanUp < 3_600_000) return;
    this.lastCleanUp = now;
    const removed = await this.repository.deleteSettledBefore(new Date(now - this.retentionMs));
    if (removed > 0) this.logger.info('Old mails removed from the queue', { removed });
  }

  private async deliver(row: MailQueueRow): Promise<keyof MailPassResult> {
    const details = { mailId: row.id, kind: row.kind, attempt: row.attempts };
    try {
      const rendered = renderMail(row.kind, row.storeView, row.payload);
      await this.transport.send(
        {
          ...rendered,
          queueId: row.id,
          kind: row.kind,
          storeView: row.storeView,
          from: this.options.from,
          to: row.toAddress,
        },
        this.clock.now(),
      );
    } catch (error) {
      const reason = describeMailError(error);
      if (error instanceof MailPayloadError || row.attempts >= this.maxAttempts) {
        await this.repository.markFailed(row, reason);
        this.logger.error('Mail not sent, given up', { ...details, reason });
        return 'failed';
      }
      const retryAt = new Date(this.clock.now().getTime() + this.backoffAfter(row.attempts));
      await this.repository.markRetry(row, retryAt, reason);
      this.logger.warn('Mail not sent, will retry', {
        ...details,
        reason,
        retryAt: retryAt.toISOString(),
      });
      return 'retried';
    }
    // Outside the catch: once the transport took the mail, a database hiccup here must not
    // count as a failed send (the lease then expires and the mail may go out twice, never zero).
    await this.repository.markSent(row, this.clock.now());
    this.logger.info('Mail sent', { ...details, transport: this.transport.name });
    return 'sent';
  }

  close(): void {
    this.transport.close();
  }
}

export interface MailWorkerHandle {
  /** Runs one pass now (also what the timer does); resolves when it is done. */
  runOnce(): Promise<void>;
  /** Stops the timer; resolves when a pass under way has finished. */
  stop(): Promise<void>;
}

/**
 * Runs the worker at start and then every `intervalMs`. Passes never overlap, a failing pass is
 * logged and the next one tries again; the timer is unref'd so it never keeps the process alive.
 */
export function startMailWorker(
  worker: MailWorker,
  intervalMs: number,
  logger: Logger,
): MailWorkerHandle {
  let running: Promise<void> | undefined;
  const runOnce = () =>
    (running ??= worker
      .runOnce()
      .then(() => undefined)
      .catch((error: unknown) => {
        logger.error('The mail worker pass failed', { reason: describeMailError(error) });
      })
      .finally(() => {
        running = undefined;
      }));
  void runOnce();
  const timer = setInterval(() => void runOnce(), intervalMs);
  timer.unref();
  return {
    runOnce,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
