import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import pino from 'pino';

/**
 * The request being handled (ADR 0038): every entry logged while it runs carries its id, so one
 * request's lines can be found across the log, and across processes when the load balancer
 * sends X-Request-Id.
 */
export const requestContext = new AsyncLocalStorage<{ requestId: string }>();

/** An incoming X-Request-Id is kept only when it is a short plain token (no log injection). */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

export function requestIdOf(header: string | null): string {
  return header && REQUEST_ID.test(header) ? header : randomUUID();
}

function currentRequestId(): string | undefined {
  return requestContext.getStore()?.requestId;
}

export interface Logger {
  info(message: string, details?: Record<string, unknown>): void;
  warn(message: string, details?: Record<string, unknown>): void;
  error(message: string, details?: Record<string, unknown>): void;
}

/**
 * What may reach a log line (docs/decisions/0011-logs-without-secrets.md): secrets and personal
 * data never do, and no single request can write an unbounded line. Every logger (the pino one
 * below and the tests' MemoryLogger) passes its details through `safeLogDetails`.
 */
export const LOG_LIMITS = {
  /** Characters kept of one string (message or value); the rest is replaced by a marker. */
  maxStringLength: 1000,
  /** Keys kept of one object, items of one array. */
  maxEntries: 20,
  /** Nesting kept below the details object. */
  maxDepth: 3,
} as const;

const REDACTED = '[redacted]';
/** Keys whose values are secrets or personal data, whatever their shape. */
const SECRET_KEY =
  /pass(word)?|hash|secret|token|authorization|cookie|credential|params|email|phone|address|dob/i;
/**
 * Database drivers put the bound values into their messages ("Failed query: … params: a,b") and
 * PostgreSQL its offending values into `detail` ("Key (email)=(…) already exists"): a password
 * hash or an email would be written verbatim. Those parts are cut from any string we log.
 */
const BOUND_VALUES = /(\bparams:)[^\n]*/gi;
const KEY_DETAIL = /(\bKey \()[^)]*\)=\([^\n]*/g;

function truncate(value: string): string {
  const scrubbed = value
    .replace(BOUND_VALUES, `$1 ${REDACTED}`)
    .replace(KEY_DETAIL, `$1…)=(${REDACTED})`);
  if (scrubbed.length <= LOG_LIMITS.maxStringLength) return scrubbed;
  const cut = scrubbed.length - LOG_LIMITS.maxStringLength;
  return `${scrubbed.slice(0, LOG_LIMITS.maxStringLength)}… [${cut} more characters]`;
}

/**
 * An error as a log value: name, message and stack (bound values cut), and the cause's message
 * and code. Never the driver's `params`, `query` values or PostgreSQL's `detail`.
 */
export function describeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: truncate(String(error)) };
  const described: Record<string, unknown> = {
    name: error.name,
    message: truncate(error.message),
  };
  if (error.stack) described.stack = truncate(error.stack);
  const cause = (error as { cause?: unknown }).cause;
  if (cause instanceof Error) {
    described.cause = truncate(cause.message);
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string') described.code = code;
  }
  return described;
}

function safeValue(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return truncate(value);
  if (value === null || typeof value !== 'object') {
    return typeof value === 'function' || typeof value === 'symbol' ? String(value) : value;
  }
  if (value instanceof Error) return describeError(value);
  if (value instanceof Date) return value.toISOString();
  if (depth >= LOG_LIMITS.maxDepth) return '[nested]';
  if (Array.isArray(value)) {
    const items = value.slice(0, LOG_LIMITS.maxEntries).map((item) => safeValue(item, depth + 1));
    if (value.length > LOG_LIMITS.maxEntries) {
      items.push(`[${value.length - LOG_LIMITS.maxEntries} more items]`);
    }
    return items;
  }
  return safeObject(value as Record<string, unknown>, depth + 1);
}

function safeObject(value: Record<string, unknown>, depth: number): Record<string, unknown> {
  const entries = Object.entries(value);
  const result: Record<string, unknown> = {};
  for (const [key, item] of entries.slice(0, LOG_LIMITS.maxEntries)) {
    result[truncate(key)] = SECRET_KEY.test(key) ? REDACTED : safeValue(item, depth);
  }
  if (entries.length > LOG_LIMITS.maxEntries) {
    result['…'] = `${entries.length - LOG_LIMITS.maxEntries} more keys`;
  }
  return result;
}

/** Details as they may be logged: secrets redacted by key, errors described, sizes bounded. */
export function safeLogDetails(details: Record<string, unknown> | undefined) {
  return details && Object.keys(details).length ? safeObject(details, 0) : undefined;
}

/** The process's logger: one JSON line per entry on stdout (pino), fields bounded and redacted. */
export function createPinoLogger(destination?: pino.DestinationStream): Logger {
  const base = pino(
    {
      name: 'api',
      level: process.env.LOG_LEVEL ?? 'info',
      base: { service: 'api' },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin: () => {
        const requestId = currentRequestId();
        return requestId ? { requestId } : {};
      },
    },
    destination,
  );
  const write =
    (level: 'info' | 'warn' | 'error') => (message: string, details?: Record<string, unknown>) => {
      const safe = safeLogDetails(details);
      if (safe) base[level](safe, truncate(message));
      else base[level](truncate(message));
    };
  return { info: write('info'), warn: write('warn'), error: write('error') };
}

export const consoleLogger: Logger = createPinoLogger();

/** Collects messages instead of printing them (tests), with the same redaction and bounds. */
export class MemoryLogger implements Logger {
  readonly entries: {
    level: string;
    message: string;
    details?: Record<string, unknown>;
    requestId?: string;
  }[] = [];
  private push(level: string, message: string, details?: Record<string, unknown>) {
    const requestId = currentRequestId();
    this.entries.push({
      level,
      message: truncate(message),
      details: safeLogDetails(details),
      ...(requestId ? { requestId } : {}),
    });
  }
  info(message: string, details?: Record<string, unknown>) {
    this.push('info', message, details);
  }
  warn(message: string, details?: Record<string, unknown>) {
    this.push('warn', message, details);
  }
  error(message: string, details?: Record<string, unknown>) {
    this.push('error', message, details);
  }
}
