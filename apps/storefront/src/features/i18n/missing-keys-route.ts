import { z } from 'zod';
import { MAX_KEY_LENGTH, MAX_LANGUAGE_LENGTH, type MissingKeyReport } from './missing-keys';

/** Body of POST /api/i18n/missing-keys (what createMissingKeyReporter sends). */
export const missingKeyReportSchema = z
  .object({
    language: z
      .string()
      .max(MAX_LANGUAGE_LENGTH)
      .regex(/^[a-zA-Z]{2,3}(?:[-,][a-zA-Z0-9]{1,8})*$/),
    key: z
      .string()
      .min(1)
      .max(MAX_KEY_LENGTH)
      .regex(/^[\w.:-]+$/),
  })
  .strict();

const MAX_BODY_BYTES = 1024;
/** Distinct keys kept (and logged) per process; later ones are counted, not stored. */
export const MAX_RECEIVED_KEYS = 1000;

export interface MissingKeyLog {
  /** Adds a report; false when it was known already or the log is full. */
  add(report: MissingKeyReport): boolean;
  list(): MissingKeyReport[];
}

export function createMissingKeyLog(maxKeys = MAX_RECEIVED_KEYS): MissingKeyLog {
  const reports = new Map<string, MissingKeyReport>();
  return {
    add(report) {
      const id = `${report.language}\u0000${report.key}`;
      if (reports.has(id) || reports.size >= maxKeys) return false;
      reports.set(id, report);
      return true;
    },
    list: () => [...reports.values()],
  };
}

export interface MissingKeyRouteDependencies {
  /** I18N_DEBUG=1: outside debug mode the route does not exist (404). */
  debug(): boolean;
  log: MissingKeyLog;
  warn?: (message: string) => void;
}

const notFound = () => Response.json({ message: 'Not found' }, { status: 404 });

/**
 * POST /api/i18n/missing-keys (SPEC §7, debug mode only): records a `{ language, key }` the
 * server's translators reported, once, and logs it. Keys and language codes only: no request
 * data, nothing personal.
 */
export async function handleMissingKeyPost(
  request: Request,
  dependencies: MissingKeyRouteDependencies,
): Promise<Response> {
  if (!dependencies.debug()) return notFound();
  const text = await request.text();
  if (text.length > MAX_BODY_BYTES) {
    return Response.json({ message: 'Body too large' }, { status: 413 });
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return Response.json({ message: 'Body must be JSON' }, { status: 400 });
  }
  const parsed = missingKeyReportSchema.safeParse(json);
  if (!parsed.success) {
    return Response.json({ message: 'Expected { language, key }' }, { status: 400 });
  }
  const added = dependencies.log.add(parsed.data);
  if (added) {
    (dependencies.warn ?? console.warn)(
      `Missing translation: ${parsed.data.language} ${parsed.data.key}`,
    );
  }
  return Response.json({ recorded: added }, { status: added ? 201 : 200 });
}

/** GET /api/i18n/missing-keys (debug mode only): the keys recorded so far. */
export function handleMissingKeyList(dependencies: MissingKeyRouteDependencies): Response {
  if (!dependencies.debug()) return notFound();
  return Response.json({ missing: dependencies.log.list() });
}
