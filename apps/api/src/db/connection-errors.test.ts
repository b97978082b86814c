import { describe, expect, it } from 'vitest';
import {
  DATABASE_UNAVAILABLE_MESSAGE,
  databaseUnavailableResponse,
  isDatabaseUnavailable,
} from './connection-errors';

/** node-postgres's errors carry the server's SQLSTATE in `code`. */
const pgError = (code: string, message = 'server said no') =>
  Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('recognises the errors of a PostgreSQL restart, also wrapped as drizzle wraps them', () => {
    expect(isDatabaseUnavailable(pgError('57P01', 'terminating connection'))).toBe(true);
    expect(isDatabaseUnavailable(pgError('57P03', 'the database system is starting up'))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(pgError('08006'))).toBe(true);
    expect(isDatabaseUnavailable(pgError('ECONNREFUSED', 'connect ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    const wrapped = new Error('Failed query: insert into "orders" ...', {
      cause: pgError('57P01'),
    });
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
  });

  it('leaves real query failures alone (they stay bugs to log, not "try again")', () => {
    expect(isDatabaseUnavailable(pgError('23505', 'duplicate key value'))).toBe(false);
    expect(isDatabaseUnavailable(pgError('42P01', 'relation does not exist'))).toBe(false);
    expect(isDatabaseUnavailable(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});

describe('databaseUnavailableResponse', () => {
  it('is a 503 to retry with a categorised error that names no driver detail', async () => {
    const response = databaseUnavailableResponse();
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    const body = await response.json();
    expect(body.errors).toEqual([
      {
        message: DATABASE_UNAVAILABLE_MESSAGE,
        extensions: { category: 'internal', code: 'DATABASE_UNAVAILABLE' },
      },
    ]);
  });
});
