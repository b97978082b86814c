import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import argon2 from 'argon2';
import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Editor } from '@lumo/graphql/server';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { editorSessions, editors, type EditorRow } from '../../db/schema';
import {
  ADMIN_ONLY_MESSAGE,
  alreadyExistsError,
  authenticationError,
  authorizationError,
  inputError,
  notFoundError,
  parseInput,
} from '../../errors';
import type { Logger } from '../../logger';
import { decodeUid, encodeUid } from '../../uid';
import type { LoginRefusal, LoginThrottle } from './login-throttle';

export const PASSWORD_MIN_LENGTH = 12;
export const SIGN_IN_FAILED_MESSAGE =
  'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.';
export const DEFAULT_EDITOR_EMAIL = 'editor@lumo.local';
export const CREDENTIALS_FILE = 'editor-credentials.txt';

const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `A password needs at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(200, 'A password takes at most 200 characters');
const emailSchema = z.email('Enter a valid email address').max(254).trim().toLowerCase();

export const createEditorSchema = z.object({
  email: emailSchema,
  name: z.string().trim().min(1, 'A name is required').max(100),
  password: passwordSchema,
  role: z.enum(['ADMIN', 'EDITOR']).default('EDITOR'),
});

const changePasswordSchema = z.object({
  uid: z.string().nullish(),
  current_password: z.string().max(200).nullish(),
  new_password: passwordSchema,
});

export interface EditorServiceOptions {
  sessionMs: number;
  argon2: { memoryCost: number; timeCost: number };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function toEditor(row: EditorRow): Editor {
  return {
    uid: encodeUid(row.id),
    email: row.email,
    name: row.name,
    role: row.role,
    created_at: row.createdAt.toISOString(),
  };
}

export class EditorService {
  /** Verified against when the email is unknown, so both paths take the same time. */
  private dummyHash: Promise<string> | undefined;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly throttle: LoginThrottle,
    private readonly options: EditorServiceOptions,
  ) {}

  hashPassword(password: string): Promise<string> {
    return argon2.hash(password, {
      type: argon2.argon2id,
      memoryCost: this.options.argon2.memoryCost,
      timeCost: this.options.argon2.timeCost,
    });
  }

  private async findByEmail(email: string): Promise<EditorRow | undefined> {
    const [row] = await this.db
      .select()
      .from(editors)
      .where(eq(sql`lower(${editors.email})`, email.trim().toLowerCase()));
    return row;
  }

  async findById(id: number): Promise<EditorRow | undefined> {
    const [row] = await this.db.select().from(editors).where(eq(editors.id, id));
    return row;
  }

  /** Checks the password and opens a session; the token is returned once and stored hashed. */
  async signIn(
    email: string,
    password: string,
    clientAddress: string,
  ): Promise<{ token: string; editor: EditorRow; expiresAt: Date }> {
    const refusal = await this.throttle.admit(email, clientAddress);
    if (refusal) throw tooManyAttemptsError(refusal);
    const editor = email.length <= 254 ? await this.findByEmail(email) : undefined;
    this.dummyHash ??= this.hashPassword(randomBytes(16).toString('hex'));
    const hash = editor?.passwordHash ?? (await this.dummyHash);
    const valid =
      password.length <= 200 && (await argon2.verify(hash, password).catch(() => false));
    if (!editor || !valid) {
      await this.throttle.recordFailure(email);
      throw authenticationError(SIGN_IN_FAILED_MESSAGE);
    }
    await this.throttle.recordSuccess(email, clientAddress);
    const token = randomBytes(32).toString('base64url');
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + this.options.sessionMs);
    await this.db.delete(editorSessions).where(lte(editorSessions.expiresAt, now));
    await this.db
      .insert(editorSessions)
      .values({ tokenHash: hashToken(token), editorId: editor.id, createdAt: now, expiresAt });
    return { token, editor, expiresAt };
  }

  async editorForToken(token: string): Promise<EditorRow | null> {
    if (!token || token.length > 200) return null;
    const [row] = await this.db
      .select({ editor: editors })
      .from(editorSessions)
      .innerJoin(editors, eq(editors.id, editorSessions.editorId))
      .where(
        and(
          eq(editorSessions.tokenHash, hashToken(token)),
          gt(editorSessions.expiresAt, this.clock.now()),
        ),
      );
    return row?.editor ?? null;
  }

  async revoke(token: string): Promise<void> {
    await this.db.delete(editorSessions).where(eq(editorSessions.tokenHash, hashToken(token)));
  }

  async list(): Promise<EditorRow[]> {
    return this.db.select().from(editors).orderBy(asc(editors.createdAt), asc(editors.id));
  }

  async create(actor: EditorRow, input: unknown): Promise<EditorRow> {
    requireAdmin(actor);
    const data = parseInput(createEditorSchema, input);
    return this.insertEditor(data);
  }

  private async insertEditor(data: z.output<typeof createEditorSchema>): Promise<EditorRow> {
    if (await this.findByEmail(data.email)) {
      throw alreadyExistsError(`An editor with the email ${data.email} already exists.`);
    }
    const [row] = await this.db
      .insert(editors)
      .values({
        email: data.email,
        name: data.name,
        role: data.role,
        passwordHash: await this.hashPassword(data.password),
        createdAt: this.clock.now(),
      })
      .returning();
    if (!row) throw new Error('Editor insert returned no row');
    return row;
  }

  async delete(actor: EditorRow, uid: string): Promise<void> {
    requireAdmin(actor);
    const id = decodeUid(uid);
    if (id === actor.id) throw inputError('You cannot delete your own account.');
    const target = id === null ? undefined : await this.findById(id);
    if (!target) throw notFoundError(`No editor with uid ${uid}.`);
    await this.db.delete(editors).where(eq(editors.id, target.id));
  }

  /**
   * Own password with the current one, or (admins) anyone's. Other sessions of the account end,
   * so a stolen session does not outlive a password change.
   */
  async changePassword(actor: EditorRow, input: unknown, currentToken?: string): Promise<void> {
    const data = parseInput(changePasswordSchema, input);
    const targetId = data.uid ? decodeUid(data.uid) : actor.id;
    const isSelf = targetId === actor.id;
    if (!isSelf && actor.role !== 'ADMIN') throw authorizationError(ADMIN_ONLY_MESSAGE);
    const target = targetId === null ? undefined : await this.findById(targetId);
    if (!target) throw notFoundError(`No editor with uid ${data.uid}.`);
    if (isSelf) {
      const current = data.current_password ?? '';
      const valid =
        current && (await argon2.verify(target.passwordHash, current).catch(() => false));
      if (!valid) throw authenticationError('The current password is not correct.');
    }
    await this.db
      .update(editors)
      .set({ passwordHash: await this.hashPassword(data.new_password) })
      .where(eq(editors.id, target.id));
    const keep = isSelf && currentToken ? hashToken(currentToken) : undefined;
    const sessions = await this.db
      .select({ tokenHash: editorSessions.tokenHash })
      .from(editorSessions)
      .where(eq(editorSessions.editorId, target.id));
    for (const session of sessions) {
      if (session.tokenHash !== keep) {
        await this.db.delete(editorSessions).where(eq(editorSessions.tokenHash, session.tokenHash));
      }
    }
  }

  /**
   * Start-up account: EDITOR_EMAIL/EDITOR_PASSWORD create or update that administrator. Without
   * them, the first start creates editor@lumo.local with a random password, printed once and
   * written to <data dir>/editor-credentials.txt.
   */
  async ensureStartupAccount(
    bootstrap: { email: string; password: string; name: string } | undefined,
    dataDir: string,
    logger: Logger,
  ): Promise<void> {
    if (bootstrap) {
      const email = parseInput(emailSchema, bootstrap.email);
      const password = parseInput(passwordSchema, bootstrap.password);
      const existing = await this.findByEmail(email);
      if (existing) {
        await this.db
          .update(editors)
          .set({ role: 'ADMIN', passwordHash: await this.hashPassword(password) })
          .where(eq(editors.id, existing.id));
      } else {
        await this.insertEditor({ email, password, name: bootstrap.name, role: 'ADMIN' });
      }
      logger.info('The editor account of EDITOR_EMAIL is ready');
      return;
    }
    const [any] = await this.db.select({ id: editors.id }).from(editors).limit(1);
    if (any) return;
    const password = randomBytes(12).toString('base64url');
    await this.insertEditor({
      email: DEFAULT_EDITOR_EMAIL,
      password,
      name: 'Lumo Editor',
      role: 'ADMIN',
    });
    mkdirSync(dataDir, { recursive: true });
    const file = join(dataDir, CREDENTIALS_FILE);
    writeFileSync(file, `email: ${DEFAULT_EDITOR_EMAIL}\npassword: ${password}\n`, { mode: 0o600 });
    console.log(
      `\n[api] Created the editor account ${DEFAULT_EDITOR_EMAIL} with password ${password}\n` +
        `[api] (also written to ${file}; set EDITOR_EMAIL and EDITOR_PASSWORD to choose your own)\n`,
    );
  }
}

/**
 * "Try again in 8 seconds." / "… in 15 minutes.", with `retry_after_seconds` for clients. The
 * per-email backoff says so: another address of the same person does not help there.
 */
export function tooManyAttemptsError(refusal: LoginRefusal) {
  const seconds = Math.max(1, Math.ceil(refusal.retryAfterMs / 1000));
  const minutes = Math.ceil(seconds / 60);
  const wait =
    seconds < 120
      ? `${seconds} second${seconds === 1 ? '' : 's'}`
      : `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const subject = refusal.scope === 'email' ? ' for this account' : '';
  return authenticationError(`Too many failed sign-in attempts${subject}. Try again in ${wait}.`, {
    code: 'TOO_MANY_ATTEMPTS',
    retry_after_seconds: seconds,
  });
}

export function requireAdmin(actor: EditorRow): void {
  if (actor.role !== 'ADMIN') throw authorizationError(ADMIN_ONLY_MESSAGE);
}
