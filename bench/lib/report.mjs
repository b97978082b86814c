// Tables, targets and the JSON file of a bench run.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A target's verdict: PASS or MISS against the threshold, or why it could not be judged.
 * @param {{ label: string, value: number | null, comparison: 'atLeast' | 'below', threshold: number,
 *   unit: string, invalid?: string | null }} target
 */
export function judge(target) {
  let verdict;
  if (target.invalid) verdict = `INVALID (${target.invalid})`;
  else if (target.value === null || !Number.isFinite(target.value)) verdict = 'NOT MEASURED';
  else if (target.comparison === 'atLeast')
    verdict = target.value >= target.threshold ? 'PASS' : 'MISS';
  else verdict = target.value < target.threshold ? 'PASS' : 'MISS';
  const sign = target.comparison === 'atLeast' ? '>=' : '<';
  return {
    target: target.label,
    measured: target.value === null ? '-' : `${target.value}${target.unit}`,
    goal: `${sign} ${target.threshold}${target.unit}`,
    verdict,
  };
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
