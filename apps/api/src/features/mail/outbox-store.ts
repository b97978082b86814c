import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { MAIL_KINDS } from '../../db/schema';

/**
 * The local outbox (no SMTP_URL): each mail is `<id>.eml` (the raw message, as an SMTP server
 * would have received it) plus `<id>.json` (what the viewer and the e2e helper read). Ids start
 * with the send time, so sorting names sorts mails.
 */
export const OUTBOX_ID = /^\d{8}T\d{9}Z-\d{1,12}-[0-9a-f]{6}$/;
/** Mails kept; older ones are removed when a new one is written. */
export const MAX_OUTBOX_MAILS = 500;
/** Largest summary file read back (a rendered mail is a few kilobytes). */
const MAX_SUMMARY_BYTES = 1024 * 1024;

export const outboxMailSchema = z.object({
  id: z.string().regex(OUTBOX_ID),
  queueId: z.number().int(),
  kind: z.enum(MAIL_KINDS),
  storeView: z.string().max(10),
  from: z.string().max(500),
  to: z.string().max(500),
  subject: z.string().max(2000),
  sentAt: z.string().max(40),
  html: z.string(),
  text: z.string(),
  links: z.array(z.string().max(4000)).max(50),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;
export type OutboxMailSummary = Omit<OutboxMail, 'html' | 'text' | 'links'>;

export function outboxFolder(dataDir: string): string {
  return join(dataDir, 'outbox');
}

export function newOutboxId(sentAt: Date, queueId: number): string {
  const stamp = sentAt.toISOString().replace(/[-:.]/g, '');
  return `${stamp}-${queueId}-${randomBytes(3).toString('hex')}`;
}

async function writeAtomically(path: string, data: string | Buffer): Promise<void> {
  const temporary = `${path}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(temporary, data);
  await rename(temporary, path);
}

/** Writes one mail; the summary last, so a listed mail always has its message file. */
export async function writeOutboxMail(
  folder: string,
  mail: OutboxMail,
  raw: Buffer,
): Promise<void> {
  await mkdir(folder, { recursive: true });
  await writeAtomically(join(folder, `${mail.id}.eml`), raw);
  await writeAtomically(join(folder, `${mail.id}.json`), JSON.stringify(mail));
  await pruneOutbox(folder);
}

async function summaryIds(folder: string): Promise<string[]> {
  let names: string[];
  try {
    names = await readdir(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return names
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length))
    .filter((id) => OUTBOX_ID.test(id))
    .sort()
    .reverse();
}

async function pruneOutbox(folder: string): Promise<void> {
  const ids = await summaryIds(folder);
  for (const id of ids.slice(MAX_OUTBOX_MAILS)) {
    await rm(join(folder, `${id}.json`), { force: true });
    await rm(join(folder, `${id}.eml`), { force: true });
  }
}

/** One mail of the outbox, or null (unknown id, unreadable or foreign file). */
export async function readOutboxMail(folder: string, id: string): Promise<OutboxMail | null> {
  if (!OUTBOX_ID.test(id)) return null;
  const path = join(folder, `${id}.json`);
  try {
    if ((await stat(path)).size > MAX_SUMMARY_BYTES) return null;
    const parsed = outboxMailSchema.safeParse(JSON.parse(await readFile(path, 'utf8')));
    return parsed.success && parsed.data.id === id ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The newest mails first, at most `limit`, optionally only those to one address. */
export async function listOutbox(
  folder: string,
  options: { limit: number; to?: string },
): Promise<OutboxMail[]> {
  const mails: OutboxMail[] = [];
  const to = options.to?.toLowerCase();
  for (const id of await summaryIds(folder)) {
    if (mails.length >= options.limit) break;
    const mail = await readOutboxMail(folder, id);
    if (mail && (!to || mail.to.toLowerCase() === to)) mails.push(mail);
  }
  return mails;
}
