import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../../db/database';
import { MemoryLogger } from '../../logger';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { QueuedMail } from './mail-queue';
import { MailRepository } from './mail-repository';
import type { MailTransport, OutgoingMail } from './mail-transport';
import { describeMailError, MailWorker, startMailWorker } from './mail-worker';
import { outboxFolder } from './outbox-store';

const RECIPIENT = 'ada.lovelace@example.com';
const CONFIRM = 'https://shop.example/customer/account/confirm?id=1&key=secret-key';

/** A transport that records what it is given and fails while `failures` is above zero. */
class FakeTransport implements MailTransport {
  readonly name = 'smtp' as const;
  readonly sent: OutgoingMail[] = [];
  failures = 0;
  delayMs = 0;

  async send(mail: OutgoingMail) {
    if (this.delayMs) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
    if (this.failures > 0) {
      this.failures -= 1;
      throw Object.assign(new Error(`550 5.1.1 <${mail.to}>: Recipient address rejected`), {
        code: 'EENVELOPE',
        responseCode: 550,
      });
    }
    this.sent.push(mail);
  }
  close() {}
}

function confirmation(to = RECIPIENT): QueuedMail {
  return {
    kind: 'account-confirmation',
    to,
    storeView: 'uk',
    payload: { firstname: 'Ada', confirmUrl: CONFIRM },
  };
}

describe('mail worker', () => {
  let t: TestApp;
  let repository: MailRepository;
  beforeAll(async () => {
    t = await createTestApp();
    repository = new MailRepository(t.database.db);
  });
  afterAll(() => t.close());

  const workerWith = (transport: MailTransport, logger = new MemoryLogger()) =>
    new MailWorker(repository, transport, t.clock, logger, {
      from: 'Lumo <no-reply@lumo.local>',
      maxAttempts: 3,
      backoffMs: 60_000,
    });

  it('sends a queued mail once and marks it SENT', async () => {
    const transport = new FakeTransport();
    const worker = workerWith(transport);
    const id = await t.app.services.mail.enqueue(confirmation());

    expect(await worker.runOnce()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(transport.sent).toHaveLength(1);
    expect(transport.sent[0]).toMatchObject({
      queueId: id,
      to: RECIPIENT,
      from: 'Lumo <no-reply@lumo.local>',
      subject: 'Confirm your Lumo account',
      links: [CONFIRM],
    });
    expect(await repository.findById(id)).toMatchObject({
      status: 'SENT',
      attempts: 1,
      sentAt: t.clock.now(),
      lastError: null,
      // The link's token is not kept once the mail is out.
      payload: {},
    });
    // Nothing is sent twice.
    expect(await worker.runOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(transport.sent).toHaveLength(1);
  });

  it('retries with growing waits and gives up after the last attempt, keeping no address', async () => {
    const transport = new FakeTransport();
    transport.failures = 10;
    const logger = new MemoryLogger();
    const worker = workerWith(transport, logger);
    const id = await t.app.services.mail.enqueue(confirmation());

    expect(await worker.runOnce()).toEqual({ sent: 0, retried: 1, failed: 0 });
    let row = await repository.findById(id);
    expect(row).toMatchObject({ status: 'PENDING', attempts: 1 });
    expect(row!.nextAttemptAt.getTime() - t.clock.now().getTime()).toBe(60_000);
    expect(row!.lastError).toBe('EENVELOPE 550 550 5.1.1 <[address]>: Recipient address rejected');

    // Not before its time.
    t.clock.advance(59_000);
    expect(await worker.runOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });
    t.clock.advance(1_000);
    expect(await worker.runOnce()).toEqual({ sent: 0, retried: 1, failed: 0 });
    row = await repository.findById(id);
    expect(row).toMatchObject({ status: 'PENDING', attempts: 2 });
    // The second wait is twice the first.
    expect(row!.nextAttemptAt.getTime() - t.clock.now().getTime()).toBe(120_000);

    t.clock.advance(120_000);
    expect(await worker.runOnce()).toEqual({ sent: 0, retried: 0, failed: 1 });
    row = await repository.findById(id);
    expect(row).toMatchObject({ status: 'FAILED', attempts: 3, sentAt: null });
    expect(row!.lastError).not.toContain(RECIPIENT);

    // A FAILED mail is never picked up again.
    t.clock.advance(24 * 3_600_000);
    expect(await worker.runOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(logger.entries.map((entry) => entry.message)).toEqual([
      'Mail not sent, will retry',
      'Mail not sent, will retry',
      'Mail not sent, given up',
    ]);
    const logged = JSON.stringify(logger.entries);
    expect(logged).not.toContain(RECIPIENT);
    expect(logged).not.toContain('secret-key');
    expect(logged).not.toContain('Ada');
  });

  it('sends on a later attempt once the server accepts the mail', async () => {
    const transport = new FakeTransport();
    transport.failures = 1;
    const worker = workerWith(transport);
    const id = await t.app.services.mail.enqueue(confirmation());
    expect(await worker.runOnce()).toMatchObject({ retried: 1 });
    t.clock.advance(60_000);
    expect(await worker.runOnce()).toMatchObject({ sent: 1 });
    expect(await repository.findById(id)).toMatchObject({
      status: 'SENT',
      attempts: 2,
      lastError: null,
    });
  });

  it('fails a mail at once when its payload cannot make it', async () => {
    const transport = new FakeTransport();
    const logger = new MemoryLogger();
    const worker = workerWith(transport, logger);
    const id = await t.app.services.mail.enqueue({
      kind: 'password-reset',
      to: RECIPIENT,
      storeView: 'uk',
      payload: { firstname: 'Ada' },
    });
    expect(await worker.runOnce()).toEqual({ sent: 0, retried: 0, failed: 1 });
    expect(await repository.findById(id)).toMatchObject({
      status: 'FAILED',
      attempts: 1,
      lastError: 'The password-reset mail needs resetUrl (a URL)',
    });
    expect(transport.sent).toHaveLength(0);
  });

  it('logs who got a mail by queue id and kind only', async () => {
    const transport = new FakeTransport();
    const logger = new MemoryLogger();
    const id = await t.app.services.mail.enqueue(confirmation());
    await workerWith(transport, logger).runOnce();
    expect(logger.entries).toEqual([
      {
        level: 'info',
        message: 'Mail sent',
        details: { mailId: id, kind: 'account-confirmation', attempt: 1, transport: 'smtp' },
      },
    ]);
  });

  it('takes a mail back when its sender died mid-send (the claim expires)', async () => {
    const id = await t.app.services.mail.enqueue(confirmation());
    const now = t.clock.now();
    // A worker claims it and never reports back.
    const [claimed] = await repository.claimDue(now, new Date(now.getTime() + 300_000), 50);
    expect(claimed?.id).toBe(id);
    const transport = new FakeTransport();
    const worker = workerWith(transport);
    expect(await worker.runOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });
    t.clock.advance(300_000);
    expect(await worker.runOnce()).toEqual({ sent: 1, retried: 0, failed: 0 });
    // The dead worker's late report changes nothing.
    await repository.markFailed(claimed!, 'late');
    expect(await repository.findById(id)).toMatchObject({ status: 'SENT', attempts: 2 });
  });

  it('two workers (two api processes) never send the same mail twice', async () => {
    const ids = [];
    for (let index = 0; index < 30; index++) {
      ids.push(await t.app.services.mail.enqueue(confirmation(`customer${index}@example.com`)));
    }
    // On PostgreSQL the second worker gets its own connection pool, as another process would.
    const connectionString = (t.database.pool?.options as { connectionString?: string })
      ?.connectionString;
    const second: DatabaseHandle = connectionString
      ? await createDatabase({ databaseUrl: connectionString })
      : t.database;
    try {
      const one = new FakeTransport();
      const two = new FakeTransport();
      one.delayMs = 2;
      two.delayMs = 2;
      const options = { from: 'Lumo <no-reply@lumo.local>', batchSize: 3 };
      const workerOne = new MailWorker(repository, one, t.clock, new MemoryLogger(), options);
      const workerTwo = new MailWorker(
        new MailRepository(second.db),
        two,
        t.clock,
        new MemoryLogger(),
        options,
      );
      const [a, b] = await Promise.all([workerOne.runOnce(), workerTwo.runOnce()]);
      expect(a.sent + b.sent).toBe(30);
      const sentIds = [...one.sent, ...two.sent].map((mail) => mail.queueId).sort((x, y) => x - y);
      expect(sentIds).toEqual(ids);
      for (const id of ids) {
        expect(await repository.findById(id)).toMatchObject({ status: 'SENT', attempts: 1 });
      }
    } finally {
      if (second !== t.database) await second.close();
    }
  });

  it('deletes sent and failed mails after 30 days, never a pending one', async () => {
    const transport = new FakeTransport();
    const sent = await t.app.services.mail.enqueue(confirmation());
    const failed = await t.app.services.mail.enqueue({
      kind: 'password-reset',
      to: RECIPIENT,
      storeView: 'uk',
      payload: {},
    });
    await workerWith(transport).runOnce();
    expect(await repository.findById(failed)).toMatchObject({ status: 'FAILED', payload: {} });
    const pending = await t.app.services.mail.enqueue(confirmation());
    await repository.claimDue(
      t.clock.now(),
      new Date(t.clock.now().getTime() + 60 * 86_400_000),
      50,
    );

    t.clock.advance(29 * 86_400_000);
    await workerWith(transport).runOnce();
    expect(await repository.findById(sent)).toBeDefined();

    t.clock.advance(2 * 86_400_000);
    const logger = new MemoryLogger();
    await workerWith(transport, logger).runOnce();
    expect(await repository.findById(sent)).toBeUndefined();
    expect(await repository.findById(failed)).toBeUndefined();
    expect(await repository.findById(pending)).toMatchObject({ status: 'PENDING' });
    expect(logger.entries.at(-1)?.message).toBe('Old mails removed from the queue');
  });

  it('the timed worker keeps going when a pass fails, and logs no personal data', async () => {
    const logger = new MemoryLogger();
    const broken = new MailWorker(
      {
        claimDue: () => Promise.reject(new Error(`Failed query: select … params: ${RECIPIENT}`)),
      } as unknown as MailRepository,
      new FakeTransport(),
      t.clock,
      logger,
      { from: 'x <x@lumo.local>' },
    );
    const handle = startMailWorker(broken, 60_000, logger);
    await handle.runOnce();
    await handle.stop();
    expect(logger.entries[0]?.message).toBe('The mail worker pass failed');
    expect(JSON.stringify(logger.entries)).not.toContain(RECIPIENT);
  });
});

describe('mail worker without SMTP_URL (the outbox)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('writes each mail as .eml and .json under DATA_DIR/outbox', async () => {
    await t.app.services.mail.enqueue({
      kind: 'password-reset',
      to: RECIPIENT,
      storeView: 'ch',
      payload: { firstname: 'Ada', resetUrl: 'https://shop.example/ch/reset?token=abc' },
    });
    expect(await t.app.services.mailWorker.runOnce()).toEqual({ sent: 1, retried: 0, failed: 0 });
    const folder = outboxFolder(t.dataDir);
    const files = readdirSync(folder).sort();
    expect(files).toHaveLength(2);
    const [eml, json] = files;
    expect(eml).toMatch(/\.eml$/);
    const raw = readFileSync(join(folder, eml!), 'utf8');
    expect(raw).toContain(`To: ${RECIPIENT}`);
    expect(raw).toContain('From: Lumo <no-reply@lumo.local>');
    expect(raw).toMatch(/Content-Type: multipart\/alternative/);
    expect(raw).toContain('text/plain');
    expect(raw).toContain('text/html');
    const summary = JSON.parse(readFileSync(join(folder, json!), 'utf8'));
    expect(summary).toMatchObject({
      kind: 'password-reset',
      storeView: 'ch',
      to: RECIPIENT,
      subject: 'Setzen Sie Ihr Lumo-Passwort zurück',
      links: ['https://shop.example/ch/reset?token=abc'],
    });
  });
});

describe('describeMailError', () => {
  it('keeps codes and the message, never an address, and bounds the length', () => {
    const error = Object.assign(new Error('Mailbox "bob@example.org" full; bob@example.org'), {
      code: 'EENVELOPE',
    });
    expect(describeMailError(error)).toBe('EENVELOPE Mailbox "[address]" full; [address]');
    expect(describeMailError(new Error('x'.repeat(1000))).length).toBeLessThanOrEqual(301);
  });
});
