import { GraphQLError } from 'graphql';

/**
 * SQLSTATE classes and codes that mean "the database went away", not "the query was wrong":
 * 08 connection exceptions; 57P01-57P03 the server shutting down, crashed or starting up.
 */
const UNAVAILABLE_SQLSTATE = /^(08|57P0[123])/;
/** Socket failures of node-postgres while the server restarts. */
const UNAVAILABLE_SOCKET = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']);
/** node-postgres reports a dropped connection only in the message. */
const UNAVAILABLE_MESSAGE =
  /Connection terminated|not queryable|timeout exceeded when trying to connect|Connection ended/i;

/** Whether `error` (or an error it wraps, e.g. drizzle's query error) is a lost database. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== 'object') return false;
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (
      typeof code === 'string' &&
      (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_SOCKET.has(code))
    )
      return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export const DATABASE_UNAVAILABLE_MESSAGE =
  'The shop is briefly unavailable. Please try again in a moment.';

/**
 * What a client sees when the database was lost during its request (a restart, a fail-over):
 * Magento's category for server-side errors ("internal") with a code that says to retry, instead
 * of yoga's bare "Unexpected error.". Nothing of the driver's message reaches the client.
 */
export function databaseUnavailableError(): GraphQLError {
  return new GraphQLError(DATABASE_UNAVAILABLE_MESSAGE, {
    extensions: { category: 'internal', code: 'DATABASE_UNAVAILABLE' },
  });
}

/** The same for routes outside GraphQL (POST /media): 503 with Retry-After, GraphQL's shape. */
export function databaseUnavailableResponse(): Response {
  return Response.json(
    { errors: [databaseUnavailableError().toJSON()] },
    { status: 503, headers: { 'retry-after': '5' } },
  );
}
