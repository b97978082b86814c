// The soak's tables and targets (issue 15: "target zero errors and flat memory"), for the console,
// bench/results/latest.json and docs/performance.md (npm run bench:figures).
import { judge } from './report.mjs';

/** Requests, errors and latency per journey kind, then the whole run. */
export function soakKindTable(soak) {
  return [...(soak?.byKind ?? []), ...(soak?.total ? [soak.total] : [])].map((row) => ({
    kind: row.kind,
    requests: row.requests,
    errors: row.errors,
    'p50 ms': row.p50Ms,
    'p99 ms': row.p99Ms,
    'max ms': row.maxMs,
  }));
}

/** Memory of each process tree: start, end, max, growth after the warm-up, verdict. */
export function soakMemoryTable(soak) {
  return Object.entries(soak?.memory ?? {}).map(([process, row]) => ({
    process,
    'start MB': row.startMB,
    'after warm-up MB': row.baselineMB,
    'end MB': row.endMB,
    'max MB': row.maxMB,
    'growth %': row.growthPercent,
    'MB / 10 min': row.per10MinMB,
    '% / 10 min': row.per10MinPercent,
    verdict: row.verdict,
  }));
}

/**
 * Issue 15's soak targets: no errors at all, and each process's memory flat after the warm-up
 * (its verdict from memoryVerdict: projected growth under the limit per 10 minutes).
 */
export function soakTargets({ total, memory, limitPercent }) {
  const rows = [
    judge({
      label: 'soak: errors (5xx, timeouts, GraphQL errors, refused steps)',
      value: total?.requests ? total.errors : null,
      comparison: 'atMost',
      threshold: 0,
      unit: '',
    }),
  ];
  for (const [process, row] of Object.entries(memory ?? {})) {
    rows.push({
      target: `soak: ${process} memory flat after the warm-up`,
      measured:
        row.per10MinPercent === null
          ? '-'
          : `${row.per10MinPercent} % (${row.per10MinMB} MB) per 10 min`,
      goal: `< ${limitPercent} % per 10 min`,
      verdict: row.verdict,
    });
  }
  return rows;
}
