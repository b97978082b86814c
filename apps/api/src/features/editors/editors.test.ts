import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { editors } from '../../db/schema';
import { MemoryLogger } from '../../logger';
import { ADMIN, createTestApp, firstError, gql, signIn, type TestApp } from '../../test/test-app';
import { CREDENTIALS_FILE, DEFAULT_EDITOR_EMAIL, SIGN_IN_FAILED_MESSAGE } from './editor-service';
import { LOGIN_LIMITS, LoginThrottle, addressKey } from './login-throttle';

const SIGN_IN = `mutation($email: String!, $password: String!) {
  generateEditorToken(email: $email, password: $password) { token editor { uid email role name } }
}`;
const ME = '{ editorMe { uid email name role } }';
const CREATE = `mutation($input: CreateEditorInput!) { createEditor(input: $input) { uid email name role created_at } }`;
const DELETE = `mutation($uid: ID!) { deleteEditor(uid: $uid) { result } }`;
const CHANGE_PASSWORD = `mutation($input: ChangeEditorPasswordInput!) { changeEditorPassword(input: $input) { result } }`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('editor sign-in', () => {
  it('returns a token and sets an httpOnly SameSite=Strict cookie for a correct password', async () => {
    const result = await gql(t.app, SIGN_IN, { email: ADMIN.email, password: ADMIN.password });
    expect(result.errors).toBeUndefined();
    const { token, editor } = result.data!.generateEditorToken;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(editor).toMatchObject({ email: ADMIN.email, role: 'ADMIN', name: ADMIN.name });
    const cookie = result.headers.get('set-cookie') ?? '';
    expect(cookie).toContain(`editor_token=${token}`);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/');

    const byBearer = await gql(t.app, ME, {}, { token });
    expect(byBearer.data?.editorMe.email).toBe(ADMIN.email);
    const byCookie = await gql(t.app, ME, {}, { cookie: `editor_token=${token}` });
    expect(byCookie.data?.editorMe.email).toBe(ADMIN.email);
  });

  it('accepts the email in any letter case', async () => {
    const token = await signIn(t.app, ADMIN.email.toUpperCase());
    expect(token).toBeTruthy();
  });

  it('refuses a wrong password with graphql-authentication and no cookie', async () => {
    const result = await gql(t.app, SIGN_IN, { email: ADMIN.email, password: 'wrong-password' });
    const error = firstError(result);
    expect(error.extensions?.category).toBe('graphql-authentication');
    expect(error.message).toBe(SIGN_IN_FAILED_MESSAGE);
    expect(result.headers.get('set-cookie')).toBeNull();
    const unknown = await gql(t.app, SIGN_IN, {
      email: 'nobody@lumo.test',
      password: 'whatever-1',
    });
    expect(firstError(unknown).message).toBe(SIGN_IN_FAILED_MESSAGE);
  });

  it('ends the session on revokeEditorToken and clears the cookie', async () => {
    const token = await signIn(t.app);
    const revoked = await gql(t.app, 'mutation { revokeEditorToken { result } }', {}, { token });
    expect(revoked.data?.revokeEditorToken.result).toBe(true);
    expect(revoked.headers.get('set-cookie')).toContain('Max-Age=0');
    expect((await gql(t.app, ME, {}, { token })).data?.editorMe).toBeNull();
  });

  it('expires sessions after their lifetime', async () => {
    const token = await signIn(t.app);
    t.clock.advance(t.config.editorSessionMs + 1000);
    expect((await gql(t.app, ME, {}, { token })).data?.editorMe).toBeNull();
  });

  it('refuses editor operations without a valid token (graphql-authorization)', async () => {
    const none = await gql(t.app, '{ editors { uid } }');
    expect(firstError(none).extensions?.category).toBe('graphql-authorization');
    const bogus = await gql(t.app, '{ builderPages { uid } }', {}, { token: 'not-a-token' });
    expect(firstError(bogus).extensions?.category).toBe('graphql-authorization');
    const mutation = await gql(
      t.app,
      `mutation { createBuilderPage(input: { store_code: "uk", path: "/x", title: "X" }) { page_uid } }`,
    );
    expect(firstError(mutation).extensions?.category).toBe('graphql-authorization');
    expect(firstError(mutation).message).toBe("The current editor isn't authorized.");
  });
});

describe('sign-in limits (penetration test: anyone could lock any editor out)', () => {
  // rate-limiter-flexible reads Date.now(): only Date is faked, timers and I/O stay real.
  let r: TestApp;
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-06-01T09:00:00Z') });
    r = await createTestApp();
  });
  afterEach(async () => {
    vi.useRealTimers();
    await r.close();
  });
  const wait = (ms: number) => vi.setSystemTime(Date.now() + ms);
  const attempt = (email: string, password: string, remoteAddress: string) =>
    gql(r.app, SIGN_IN, { email, password }, { remoteAddress });
  const tokenOf = (result: Awaited<ReturnType<typeof attempt>>) =>
    result.data?.generateEditorToken?.token as string | undefined;
  const ATTACKER = '203.0.113.66';
  const ADMIN_HOME = '198.51.100.20';
  const ADMIN_TRAVEL = '192.0.2.44';

  it('ten wrong passwords for the admin from one address do not keep the admin out elsewhere', async () => {
    // The admin has signed in from home before.
    expect(tokenOf(await attempt(ADMIN.email, ADMIN.password, ADMIN_HOME))).toBeTruthy();
    for (let i = 0; i < 10; i += 1) {
      // Patient enough to wait out the per-email backoff between guesses.
      wait(61_000);
      const failed = await attempt(ADMIN.email, `guess-number-${i}`, ATTACKER);
      expect(firstError(failed).message).toBe(SIGN_IN_FAILED_MESSAGE);
    }
    // The admin signs in from home at once (an address that signed in before skips the
    // per-email backoff),
    expect(tokenOf(await attempt(ADMIN.email, ADMIN.password, ADMIN_HOME))).toBeTruthy();
    // and from an address never used before after the short backoff of the email (60 s here).
    const travelling = firstError(await attempt(ADMIN.email, ADMIN.password, ADMIN_TRAVEL));
    expect(travelling.message).toBe(
      'Too many failed sign-in attempts for this account. Try again in 60 seconds.',
    );
    expect(travelling.extensions).toMatchObject({
      code: 'TOO_MANY_ATTEMPTS',
      retry_after_seconds: 60,
    });
    wait(60_000);
    expect(tokenOf(await attempt(ADMIN.email, ADMIN.password, ADMIN_TRAVEL))).toBeTruthy();
    // The attacker's address stays stopped for this email, even with the right password, until
    // 15 minutes after its first failure (61 s + 15 min - 670 s = 291 s from now).
    const blocked = firstError(await attempt(ADMIN.email, ADMIN.password, ATTACKER));
    expect(blocked.message).toBe('Too many failed sign-in attempts. Try again in 5 minutes.');
    expect(blocked.extensions).toMatchObject({
      code: 'TOO_MANY_ATTEMPTS',
      retry_after_seconds: 291,
    });
    // The attacker's own limit ends with its window.
    wait(LOGIN_LIMITS.perPair.durationSec * 1000);
    expect(tokenOf(await attempt(ADMIN.email, ADMIN.password, ATTACKER))).toBeTruthy();
  });

  it('slows guesses for one email from many addresses with a growing backoff of seconds, capped at a minute', async () => {
    const waits: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const failed = await attempt(ADMIN.email, 'not-the-password', `203.0.113.${100 + i}`);
      expect(firstError(failed).message).toBe(SIGN_IN_FAILED_MESSAGE);
      // The admin, from an address of their own never used before, right after each failure.
      const probe = await attempt(ADMIN.email, ADMIN.password, `198.51.100.${100 + i}`);
      if (tokenOf(probe)) {
        waits.push(0);
        continue;
      }
      const seconds = firstError(probe).extensions?.retry_after_seconds as number;
      waits.push(seconds);
      expect(firstError(probe).message).toBe(
        `Too many failed sign-in attempts for this account. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
      );
      // A refused attempt is not a failure: waiting it out is enough.
      wait(seconds * 1000);
      expect(
        tokenOf(await attempt(ADMIN.email, ADMIN.password, `198.51.100.${100 + i}`)),
      ).toBeTruthy();
    }
    expect(waits).toEqual([0, 0, 0, 1, 2, 4, 8, 16, 32, 60, 60, 60]);
  });

  it('limits failures from one address across many emails (credential stuffing)', async () => {
    const limit = LOGIN_LIMITS.perAddress.points;
    for (let i = 0; i < limit; i += 1) {
      const failed = await attempt(`victim-${i}@lumo.test`, 'password-123456', ATTACKER);
      expect(firstError(failed).message).toBe(SIGN_IN_FAILED_MESSAGE);
    }
    const next = firstError(await attempt(ADMIN.email, ADMIN.password, ATTACKER));
    expect(next.message).toBe('Too many failed sign-in attempts. Try again in 15 minutes.');
    expect(next.extensions?.retry_after_seconds).toBe(15 * 60);
    // Nobody else is affected: the admin (never seen before) signs in from another address.
    expect(tokenOf(await attempt(ADMIN.email, ADMIN.password, ADMIN_HOME))).toBeTruthy();
  });

  it.runIf(process.env.DATABASE_URL)(
    'shares the counts through PostgreSQL, so another api node refuses too',
    async () => {
      for (let i = 0; i < 10; i += 1) {
        wait(61_000);
        await attempt(ADMIN.email, 'not-the-password', ATTACKER);
      }
      wait(61_000);
      // A second node: its own limiter objects on the same database.
      const otherNode = LoginThrottle.postgres(r.database.pool!);
      expect(await otherNode.admit(ADMIN.email, ATTACKER)).toMatchObject({ scope: 'pair' });
      expect(await otherNode.admit(ADMIN.email, ADMIN_HOME)).toBeNull();
    },
  );

  it('keys IPv6 clients by their /64 network, so rotating addresses inside it does not help', async () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe(addressKey('2001:0db8:0001:0002:ffff:1:2:3'));
    expect(addressKey('2001:db8:1:2::1')).not.toBe(addressKey('2001:db8:1:3::1'));
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    for (let i = 0; i < LOGIN_LIMITS.perPair.points; i += 1) {
      wait(61_000);
      await attempt(ADMIN.email, 'not-the-password', `2001:db8:1:2::${(i + 1).toString(16)}`);
    }
    wait(61_000);
    const refused = firstError(await attempt(ADMIN.email, ADMIN.password, '2001:db8:1:2::ffff'));
    expect(refused.message).toMatch(
      /^Too many failed sign-in attempts\. Try again in \d+ minutes\.$/,
    );
    expect(tokenOf(await attempt(ADMIN.email, ADMIN.password, '2001:db8:1:3::1'))).toBeTruthy();
  });
});

describe('editor accounts', () => {
  let adminToken: string;
  beforeAll(async () => {
    adminToken = await signIn(t.app);
  });
  /** A GraphQL call as the bootstrap admin. */
  const asAdmin = (query: string, variables: Record<string, unknown> = {}) =>
    gql(t.app, query, variables, { token: adminToken });

  it('lets an admin create, list and delete editors', async () => {
    const created = await asAdmin(CREATE, {
      input: { email: 'Bo@Lumo.test', name: 'Bo Editor', password: 'bo-password-1' },
    });
    expect(created.errors).toBeUndefined();
    expect(created.data?.createEditor).toMatchObject({ email: 'bo@lumo.test', role: 'EDITOR' });
    const list = await asAdmin('{ editors { email role } }');
    expect(list.data?.editors).toEqual([
      { email: ADMIN.email, role: 'ADMIN' },
      { email: 'bo@lumo.test', role: 'EDITOR' },
    ]);
    const duplicate = await asAdmin(CREATE, {
      input: { email: 'bo@lumo.test', name: 'Bo again', password: 'bo-password-1' },
    });
    expect(firstError(duplicate).extensions?.category).toBe('graphql-already-exists');

    const boToken = await signIn(t.app, 'bo@lumo.test', 'bo-password-1');
    const deleted = await asAdmin(DELETE, { uid: created.data?.createEditor.uid });
    expect(deleted.data?.deleteEditor.result).toBe(true);
    // Their sessions end with the account.
    expect((await gql(t.app, ME, {}, { token: boToken })).data?.editorMe).toBeNull();
  });

  it('refuses a weak password and keeps admin-only operations for admins', async () => {
    // Eleven characters: one short of the minimum the editor's forms also enforce.
    const weak = await asAdmin(CREATE, {
      input: { email: 'weak@lumo.test', name: 'Weak', password: 'elevenchars' },
    });
    expect(firstError(weak).extensions?.category).toBe('graphql-input');
    expect(firstError(weak).message).toContain('at least 12 characters');

    await asAdmin(CREATE, {
      input: { email: 'cy@lumo.test', name: 'Cy', password: 'cy-password-1', role: 'EDITOR' },
    });
    const cyToken = await signIn(t.app, 'cy@lumo.test', 'cy-password-1');
    const list = await gql(t.app, '{ editors { email } }', {}, { token: cyToken });
    expect(firstError(list).extensions?.category).toBe('graphql-authorization');
    const create = await gql(
      t.app,
      CREATE,
      { input: { email: 'dee@lumo.test', name: 'Dee', password: 'dee-password-1' } },
      { token: cyToken },
    );
    expect(firstError(create).extensions?.category).toBe('graphql-authorization');
  });

  it('does not let an admin delete themself', async () => {
    const me = await asAdmin(ME);
    const result = await asAdmin(DELETE, { uid: me.data?.editorMe.uid });
    expect(firstError(result).extensions?.category).toBe('graphql-input');
  });

  it('changes the own password only with the current one, ending other sessions', async () => {
    await asAdmin(CREATE, {
      input: { email: 'eve@lumo.test', name: 'Eve', password: 'eve-password-1' },
    });
    const first = await signIn(t.app, 'eve@lumo.test', 'eve-password-1');
    const second = await signIn(t.app, 'eve@lumo.test', 'eve-password-1');
    const wrong = await gql(
      t.app,
      CHANGE_PASSWORD,
      { input: { current_password: 'not-it-at-all', new_password: 'eve-password-2' } },
      { token: first },
    );
    expect(firstError(wrong).extensions?.category).toBe('graphql-authentication');
    const changed = await gql(
      t.app,
      CHANGE_PASSWORD,
      { input: { current_password: 'eve-password-1', new_password: 'eve-password-2' } },
      { token: first },
    );
    expect(changed.data?.changeEditorPassword.result).toBe(true);
    expect((await gql(t.app, ME, {}, { token: first })).data?.editorMe.email).toBe('eve@lumo.test');
    expect((await gql(t.app, ME, {}, { token: second })).data?.editorMe).toBeNull();
    expect(
      firstError(await gql(t.app, SIGN_IN, { email: 'eve@lumo.test', password: 'eve-password-1' }))
        .extensions?.category,
    ).toBe('graphql-authentication');
    expect(await signIn(t.app, 'eve@lumo.test', 'eve-password-2')).toBeTruthy();
  });

  it("lets an admin set another editor's password, but not an editor", async () => {
    const created = await asAdmin(CREATE, {
      input: { email: 'fay@lumo.test', name: 'Fay', password: 'fay-password-1' },
    });
    const uid = created.data?.createEditor.uid;
    const reset = await asAdmin(CHANGE_PASSWORD, {
      input: { uid, new_password: 'fay-password-2' },
    });
    expect(reset.data?.changeEditorPassword.result).toBe(true);
    const fayToken = await signIn(t.app, 'fay@lumo.test', 'fay-password-2');
    const me = await asAdmin(ME);
    const attempt = await gql(
      t.app,
      CHANGE_PASSWORD,
      { input: { uid: me.data?.editorMe.uid, new_password: 'hijacked-password' } },
      { token: fayToken },
    );
    expect(firstError(attempt).extensions?.category).toBe('graphql-authorization');
  });
});

describe('start-up editor account', () => {
  it('creates editor@lumo.local with a random password written to the data folder when no editor exists', async () => {
    await t.database.db.delete(editors);
    await t.app.services.editors.ensureStartupAccount(undefined, t.dataDir, new MemoryLogger());
    const file = readFileSync(join(t.dataDir, CREDENTIALS_FILE), 'utf8');
    const password = /password: (\S+)/.exec(file)?.[1] ?? '';
    expect(file).toContain(`email: ${DEFAULT_EDITOR_EMAIL}`);
    expect(await signIn(t.app, DEFAULT_EDITOR_EMAIL, password)).toBeTruthy();
    // A second start does not create another account or change the password.
    await t.app.services.editors.ensureStartupAccount(undefined, t.dataDir, new MemoryLogger());
    expect((await t.app.services.editors.list()).length).toBe(1);
    expect(await signIn(t.app, DEFAULT_EDITOR_EMAIL, password)).toBeTruthy();
  });

  it('creates or updates the EDITOR_EMAIL administrator on start', async () => {
    const logger = new MemoryLogger();
    await t.app.services.editors.ensureStartupAccount(ADMIN, t.dataDir, logger);
    expect(await signIn(t.app)).toBeTruthy();
    await t.app.services.editors.ensureStartupAccount(
      { ...ADMIN, password: 'a-new-password-9' },
      t.dataDir,
      logger,
    );
    expect(await signIn(t.app, ADMIN.email, 'a-new-password-9')).toBeTruthy();
    expect((await t.app.services.editors.list()).map((editor) => editor.role)).toEqual([
      'ADMIN',
      'ADMIN',
    ]);
  });
});
