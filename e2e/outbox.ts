import { expect, type APIRequestContext } from '@playwright/test';
import { env } from './support';

/** A mail as the api's local outbox lists it (GET /outbox.json; ADR 0025). */
export interface OutboxMail {
  id: string;
  kind: string;
  storeView: string;
  from: string;
  to: string;
  subject: string;
  sentAt: string;
  html: string;
  text: string;
  /** The mail's links in order (confirm, reset, unsubscribe…), absolute. */
  links: string[];
}

/** The viewer page of one mail, for `page.goto`. */
export function outboxMailUrl(mail: Pick<OutboxMail, 'id'>): string {
  return `${env.api}/outbox/${mail.id}`;
}

/**
 * The newest mail to `to` (and of `kind`, sent at or after `since`, when given) once the api's
 * mail worker has written it to the outbox; polls /outbox.json until `timeoutMs`.
 */
export async function waitForMail(
  request: APIRequestContext,
  filter: { to: string; kind?: string; since?: Date },
  timeoutMs = 20_000,
): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`${env.api}/outbox.json`, {
          params: { to: filter.to, limit: 50 },
        });
        if (!response.ok()) return `GET /outbox.json answered ${response.status()}`;
        const { mails } = (await response.json()) as { mails: OutboxMail[] };
        found = mails.find(
          (mail) =>
            (!filter.kind || mail.kind === filter.kind) &&
            (!filter.since || new Date(mail.sentAt) >= filter.since),
        );
        return found ? 'found' : 'not yet';
      },
      {
        timeout: timeoutMs,
        message: `a ${filter.kind ?? ''} mail to ${filter.to} in the outbox`,
      },
    )
    .toBe('found');
  return found!;
}
