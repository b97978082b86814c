import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createPinoLogger, LOG_LIMITS, MemoryLogger, requestContext } from './logger';
import { withRequestIds } from './http/request-id';
import { signedInTestApp } from './test/test-app';

/** A pino destination that keeps the lines it is given. */
function captureLines() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, stream };
}

/** The shape of drizzle's error for a failed statement: the bound values are in the message. */
function failedQueryError() {
  const cause = Object.assign(new Error('value too long for type character varying(5)'), {
    code: '22001',
    detail: 'Key (email)=(victim@example.com) already exists.',
  });
  return new Error(
    'Failed query: insert into "editors" ("email", "password_hash") values ($1, $2)\n' +
      'params: victim@example.com,$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA',
    { cause },
  );
}

describe('logs carry no secrets and no unbounded lines', () => {
  it('cuts bound SQL values and PostgreSQL key details out of logged errors', () => {
    const logger = new MemoryLogger();
    logger.error('Unexpected error in a GraphQL operation', { error: failedQueryError() });
    const logged = JSON.stringify(logger.entries);
    expect(logged).toContain('Failed query: insert into');
    expect(logged).toContain('22001');
    expect(logged).not.toContain('$argon2id');
    expect(logged).not.toContain('victim@example.com');
  });

  it('redacts secret and personal fields by name, at any depth', () => {
    const logger = new MemoryLogger();
    logger.warn('Sign-in', {
      password: 'hunter2hunter2',
      request: { headers: { authorization: 'Bearer abc', cookie: 'editor_token=xyz' } },
      email: 'ada@example.com',
      path: '/about',
    });
    const [entry] = logger.entries;
    expect(entry?.details).toEqual({
      password: '[redacted]',
      request: { headers: { authorization: '[redacted]', cookie: '[redacted]' } },
      email: '[redacted]',
      path: '/about',
    });
  });

  it('bounds what one entry can write: long strings, many keys, deep nesting', () => {
    const { lines, stream } = captureLines();
    const logger = createPinoLogger(stream);
    const many = Object.fromEntries(
      Array.from({ length: 500 }, (_, i) => [`k${i}`, 'v'.repeat(5000)]),
    );
    let deep: Record<string, unknown> = { leaf: 'x' };
    for (let i = 0; i < 50; i++) deep = { deep };
    logger.error('x'.repeat(1_000_000), { many, deep, error: failedQueryError() });
    expect(lines).toHaveLength(1);
    const line = lines[0] ?? '';
    // 20 keys of at most 1000 characters each, plus the message and framing.
    expect(line.length).toBeLessThan(30 * LOG_LIMITS.maxStringLength);
    const parsed = JSON.parse(line) as Record<string, unknown>;
    expect(parsed.level).toBe('error');
    expect(String(parsed.msg)).toMatch(/more characters\]$/);
    expect(line).not.toContain('$argon2id');
  });

  describe('a database failure inside a mutation', () => {
    const t = signedInTestApp();

    it('logs the failure without the new editor’s password hash or email', async () => {
      // A constraint the mutation does not expect makes the INSERT fail inside the database.
      await t.database.db.execute(
        sql`alter table editors add constraint short_names check (length(name) < 5) not valid`,
      );
      const result = await t.asEditor(
        `mutation($input: CreateEditorInput!) { createEditor(input: $input) { uid } }`,
        {
          input: {
            email: 'new.person@example.com',
            name: 'A name too long',
            password: 'a-long-password-123',
            role: 'EDITOR',
          },
        },
      );
      expect(result.errors?.[0]?.message).toBe('Unexpected error.');
      const logged = JSON.stringify(t.logger.entries);
      expect(logged).toContain('Unexpected error in a GraphQL operation');
      expect(logged).not.toContain('$argon2id');
      expect(logged).not.toContain('new.person@example.com');
    });
  });
});

// ADR 0038: the lines of one request can be found together (also across processes when the
// load balancer sends X-Request-Id), and a hostile id cannot forge log lines.
describe('request ids in logs', () => {
  const t = signedInTestApp();

  it('writes one JSON line with level, time, msg and the request id', () => {
    const { lines, stream } = captureLines();
    const logger = createPinoLogger(stream);
    requestContext.run({ requestId: 'req-42' }, () => logger.warn('Inside a request'));
    logger.info('Outside any request');
    const [inside, outside] = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(inside).toMatchObject({ level: 'warn', msg: 'Inside a request', requestId: 'req-42' });
    expect(typeof inside!.time).toBe('string');
    expect(outside).not.toHaveProperty('requestId');
  });

  it('tags what a request logs with the X-Request-Id it came with, and answers with it', async () => {
    await t.database.db.execute(
      sql`alter table editors add constraint tiny_names check (length(name) < 3) not valid`,
    );
    const handle = withRequestIds((request, connection) => t.app.fetch(request, connection));
    const failing = () =>
      handle(
        new Request('http://localhost:4000/graphql', {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${t.token}`,
            'x-request-id': 'lb-7f3a',
          },
          body: JSON.stringify({
            query: `mutation($input: CreateEditorInput!) { createEditor(input: $input) { uid } }`,
            variables: {
              input: {
                email: 'traced@example.com',
                name: 'Too long a name',
                password: 'a-long-password-123',
                role: 'EDITOR',
              },
            },
          }),
        }),
      );
    const response = await failing();
    expect(response.headers.get('x-request-id')).toBe('lb-7f3a');
    const logged = t.logger.entries.filter((entry) => entry.requestId === 'lb-7f3a');
    expect(logged.map((entry) => entry.message)).toContain(
      'Unexpected error in a GraphQL operation',
    );
  });

  it('replaces an X-Request-Id that could forge a log line or flood it', async () => {
    for (const hostile of ['x\n{"level":"error","msg":"forged"}', 'a'.repeat(5000)]) {
      const response = await withRequestIds((request) => t.app.fetch(request))(
        new Request('http://localhost:4000/live', {
          headers: { 'x-request-id': hostile.replace(/\n/g, ' ') },
        }),
      );
      const id = response.headers.get('x-request-id')!;
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});
