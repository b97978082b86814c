// Tables, targets and the JSON file of a bench run.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const SIGNS = { atLeast: '>=', atMost: '<=', below: '<' };

/** Whether `value` meets the threshold: at least (>=), at most (<=) or strictly below (<). */
export function meets(value, comparison, threshold) {
  if (comparison === 'atLeast') return value >= threshold;
  if (comparison === 'atMost') return value <= threshold;
  return value < threshold;
}

/**
 * A target's verdict: PASS or MISS against the threshold, or why it could not be judged.
 * @param {{ label: string, value: number | null, comparison: 'atLeast' | 'atMost' | 'below',
 *   threshold: number, unit: string, invalid?: string | null }} target
 */
export function judge(target) {
  let verdict;
  if (target.invalid) verdict = `INVALID (${target.invalid})`;
  else if (target.value === null || !Number.isFinite(target.value)) verdict = 'NOT MEASURED';
  else verdict = meets(target.value, target.comparison, target.threshold) ? 'PASS' : 'MISS';
  return {
    target: target.label,
    measured: target.value === null ? '-' : `${target.value}${target.unit}`,
    goal: `${SIGNS[target.comparison]} ${target.threshold}${target.unit}`,
    verdict,
  };
}

/**
 * One target over several pages (issue 10: "home, what-is-vapor, not-found"): each page's value
 * is listed; the row passes only when every page passes. A page that answered wrongly makes the
 * row INVALID; else one page's miss makes it MISS; else a page not measured makes it NOT MEASURED
 * (naming the page and why), never PASS.
 * @param {{ label: string, comparison: 'atLeast' | 'atMost' | 'below', threshold: number,
 *   unit: string, pages: { name: string, value: number | null, invalid?: string | null,
 *   reason?: string | null }[] }} target `reason`: why a page has no value
 */
export function judgeEach({ label, comparison, threshold, unit, pages }) {
  const rows = pages.map((page) => ({
    ...page,
    ...judge({ label, comparison, threshold, unit, value: page.value, invalid: page.invalid }),
  }));
  const invalid = rows.filter((row) => row.verdict.startsWith('INVALID'));
  const missing = rows.filter((row) => row.verdict === 'NOT MEASURED');
  const reasons = new Set(missing.map((row) => row.reason ?? null));
  let verdict = 'PASS';
  if (invalid.length)
    verdict = `INVALID (${invalid.map((row) => `${row.name}: ${row.invalid}`).join('; ')})`;
  // One page's miss already misses the target, whatever the pages not measured would say.
  else if (rows.some((row) => row.verdict === 'MISS')) verdict = 'MISS';
  else if (missing.length === rows.length && reasons.size === 1 && !reasons.has(null))
    verdict = `NOT MEASURED (${[...reasons][0]})`;
  else if (missing.length)
    verdict = `NOT MEASURED (${missing.map((row) => (row.reason ? `${row.name}: ${row.reason}` : row.name)).join('; ')})`;
  return {
    target: label,
    measured: rows.map((row) => `${row.name} ${row.measured}`).join(', '),
    goal: `${SIGNS[comparison]} ${threshold}${unit}`,
    verdict,
  };
}

/**
 * Why a throughput row cannot be judged: the page's first answer was not its expected status
 * (200, or 404 for the not-found page), or answers under load had another status or failed.
 * Null when it can (or when the page was not loaded: that is NOT MEASURED).
 */
export function invalidReason(row) {
  if (!row) return null;
  const expected = row.expectedStatus ?? 200;
  if (row.status !== expected) return `status ${row.status}`;
  const unexpected = row.unexpectedStatus ?? row.non2xx;
  if (unexpected > 0 || row.errors > 0)
    return `${unexpected} not ${expected}, ${row.errors} errors of ${row.requests}`;
  return null;
}

/** The machine a run came from, for comparing runs. */
export function machine() {
  const cpus = os.cpus();
  return {
    host: os.hostname(),
    cpu: cpus[0]?.model ?? 'unknown',
    cores: cpus.length,
    memoryGB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
  };
}

/** Writes the run's results (pretty JSON) and returns the path. */
export function writeResults(file, results) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  return file;
}
