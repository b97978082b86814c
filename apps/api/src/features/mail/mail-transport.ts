import nodemailer from 'nodemailer';
import type { StoreViewCode } from '@lumo/block-schema';
import type { MailKind } from '../../db/schema';
import type { RenderedMail } from './mail-templates';
import { newOutboxId, writeOutboxMail } from './outbox-store';

/** A rendered mail with its envelope, handed to a transport. */
export interface OutgoingMail extends RenderedMail {
  /** mail_queue.id */
  queueId: number;
  kind: MailKind;
  storeView: StoreViewCode;
  from: string;
  to: string;
}

/** Where mails go: an SMTP server, or the local outbox folder. */
export interface MailTransport {
  readonly name: 'smtp' | 'outbox';
  /** Resolves once the mail is accepted; throws when it is not (the worker retries). */
  send(mail: OutgoingMail, now: Date): Promise<void>;
  close(): void;
}

function nodemailerMessage(mail: OutgoingMail) {
  return {
    from: mail.from,
    to: mail.to,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    headers: mail.headers,
  };
}

/** SMTP_URL (smtp:// or smtps://, credentials in the URL), with bounded waits. */
export function smtpTransport(smtpUrl: string): MailTransport {
  const url = new URL(smtpUrl);
  const transporter = nodemailer.createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : url.protocol === 'smtps:' ? 465 : 587,
    secure: url.protocol === 'smtps:',
    auth: url.username
      ? {
          user: decodeURIComponent(url.username),
          pass: decodeURIComponent(url.password),
        }
      : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    // nodemailer writes nothing unless given a logger; keep it that way (addresses, bodies).
    logger: false,
  });
  return {
    name: 'smtp',
    async send(mail) {
      await transporter.sendMail(nodemailerMessage(mail));
    },
    close: () => transporter.close(),
  };
}

/** Writes each mail to `folder` (.eml + .json) instead of sending it. */
export function outboxTransport(folder: string): MailTransport {
  // nodemailer's stream transport builds the raw message without sending it.
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    name: 'outbox',
    async send(mail, now) {
      const info = await composer.sendMail(nodemailerMessage(mail));
      const raw = info.message as Buffer;
      await writeOutboxMail(
        folder,
        {
          id: newOutboxId(now, mail.queueId),
          queueId: mail.queueId,
          kind: mail.kind,
          storeView: mail.storeView,
          from: mail.from,
          to: mail.to,
          subject: mail.subject,
          sentAt: now.toISOString(),
          html: mail.html,
          text: mail.text,
          links: mail.links,
        },
        raw,
      );
    },
    close: () => composer.close(),
  };
}
