import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { MemoryLogger } from '../../logger';
import { createTestApp, type TestApp } from '../../test/test-app';
import { MailRepository } from './mail-repository';
import { smtpTransport } from './mail-transport';
import { MailWorker } from './mail-worker';

interface Received {
  from: string;
  to: string[];
  raw: string;
  user?: string;
}

/** A real SMTP server on a free local port that keeps what it receives. */
async function startSmtpServer(options: { rejectRecipients?: boolean } = {}) {
  const received: Received[] = [];
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'shop' && auth.password === 's3cret/pass') {
        callback(null, { user: auth.username });
      } else {
        callback(new Error('Invalid username or password'));
      }
    },
    onRcptTo(address: SMTPServerAddress, _session, callback) {
      if (options.rejectRecipients) {
        const error = Object.assign(new Error(`Mailbox ${address.address} is full`), {
          responseCode: 452,
        });
        callback(error);
      } else {
        callback();
      }
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
          user: session.user as string | undefined,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The message's headers, unfolded, by lower-case name. */
function headersOf(raw: string): Record<string, string> {
  const head = raw.split('\r\n\r\n')[0]!.replace(/\r\n[ \t]+/g, ' ');
  return Object.fromEntries(
    head.split('\r\n').map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
    }),
  );
}

/** A header of RFC 2047 base64 words, decoded. */
function decodeWords(value: string): string {
  const words = [...value.matchAll(/=\?UTF-8\?B\?([^?]*)\?=/gi)].map((match) =>
    Buffer.from(match[1]!, 'base64'),
  );
  return Buffer.concat(words).toString('utf8');
}

describe('mail through SMTP (SMTP_URL)', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({
      config: {
        mail: {
          smtpUrl: `smtp://shop:${encodeURIComponent('s3cret/pass')}@127.0.0.1:${smtp.port}`,
          from: 'Lumo Shop <shop@lumo.test>',
          intervalMs: 2000,
          outboxViewer: false,
        },
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('delivers the mail to the SMTP server, signed in, with both parts', async () => {
    const id = await t.app.services.mail.enqueue({
      kind: 'newsletter-confirmation',
      to: 'nikos@example.gr',
      storeView: 'gr',
      payload: {
        confirmUrl: 'https://shop.example/gr/newsletter/confirm?id=3&code=c0de',
        unsubscribeUrl: 'https://shop.example/gr/newsletter/unsubscribe?id=3&code=c0de',
      },
    });
    expect(await t.app.services.mailWorker.runOnce()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail).toMatchObject({ from: 'shop@lumo.test', to: ['nikos@example.gr'], user: 'shop' });
    expect(mail!.raw).toContain('From: Lumo Shop <shop@lumo.test>');
    expect(mail!.raw).toContain('To: nikos@example.gr');
    const headers = headersOf(mail!.raw);
    expect(headers['list-unsubscribe']).toBe(
      '<https://shop.example/gr/newsletter/unsubscribe?id=3&code=c0de>',
    );
    expect(decodeWords(headers.subject!)).toBe(
      'Επιβεβαιώστε την εγγραφή σας στο newsletter της Lumo',
    );
    expect(mail!.raw).toContain('text/plain');
    expect(mail!.raw).toContain('text/html');
    expect(await new MailRepository(t.database.db).findById(id)).toMatchObject({
      status: 'SENT',
    });
  });

  const workerFor = (port: number, logger = new MemoryLogger()) =>
    new MailWorker(
      new MailRepository(t.database.db),
      smtpTransport(`smtp://127.0.0.1:${port}`),
      t.clock,
      logger,
      { from: 'Lumo <no-reply@lumo.local>' },
    );

  it('keeps the mail for a retry when the server refuses it, without the address in the error', async () => {
    const refusing = await startSmtpServer({ rejectRecipients: true });
    const logger = new MemoryLogger();
    const worker = workerFor(refusing.port, logger);
    try {
      const id = await t.app.services.mail.enqueue({
        kind: 'welcome',
        to: 'full.box@example.com',
        storeView: 'uk',
        payload: {},
      });
      expect(await worker.runOnce()).toEqual({ sent: 0, retried: 1, failed: 0 });
      const row = await new MailRepository(t.database.db).findById(id);
      expect(row).toMatchObject({ status: 'PENDING', attempts: 1 });
      expect(row!.lastError).toContain('452');
      expect(row!.lastError).not.toContain('full.box@example.com');
      expect(JSON.stringify(logger.entries)).not.toContain('full.box@example.com');
      expect(refusing.received).toHaveLength(0);
    } finally {
      worker.close();
      await refusing.close();
    }
  });

  it('a server that is down is a retry, not an error of the request that queued the mail', async () => {
    const down = await startSmtpServer();
    await down.close();
    const worker = workerFor(down.port);
    try {
      const id = await t.app.services.mail.enqueue({
        kind: 'welcome',
        to: 'someone@example.com',
        storeView: 'uk',
        payload: {},
      });
      expect(id).toBeGreaterThan(0);
      expect(await worker.runOnce()).toEqual({ sent: 0, retried: 1, failed: 0 });
      const row = await new MailRepository(t.database.db).findById(id);
      expect(row!.lastError).toMatch(/ECONNECTION|ECONNREFUSED/);
    } finally {
      worker.close();
    }
  });
});

describe('mail configuration', () => {
  it('reads SMTP_URL, MAIL_FROM and MAIL_INTERVAL_MS; the viewer only without SMTP', () => {
    expect(loadConfig({}).mail).toEqual({
      smtpUrl: undefined,
      from: 'Lumo <no-reply@lumo.local>',
      intervalMs: 2000,
      outboxViewer: true,
    });
    expect(
      loadConfig({
        SMTP_URL: 'smtps://user:pw@mail.example:465',
        MAIL_FROM: 'Shop <shop@example.com>',
        MAIL_INTERVAL_MS: '500',
      }).mail,
    ).toEqual({
      smtpUrl: 'smtps://user:pw@mail.example:465',
      from: 'Shop <shop@example.com>',
      intervalMs: 500,
      outboxViewer: false,
    });
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example' })).toThrow(/SMTP_URL/);
  });

  it('keeps the viewer off in production unless MAIL_OUTBOX_VIEWER=1', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).mail.outboxViewer).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', MAIL_OUTBOX_VIEWER: '1' }).mail.outboxViewer).toBe(
      true,
    );
    expect(
      loadConfig({
        NODE_ENV: 'production',
        MAIL_OUTBOX_VIEWER: '1',
        SMTP_URL: 'smtp://mail.example',
      }).mail.outboxViewer,
    ).toBe(false);
  });
});
