// What the soak counts: every request a virtual shopper sends, by journey kind (browse, search,
// cart, checkout, account) and by step (home, category, suggestions, place order ...), with its
// latency and, when it failed, why. Errors are answers a shopper would notice as a failure:
// a 5xx, another status than the step expects, a timeout or a dropped connection, a GraphQL
// error, or a server action that refused a step the journey's data is valid for.
import { percentile, round } from './stats.mjs';

/** Error messages kept per step (the count covers every error). */
const KEPT_MESSAGES = 5;

export function createRecorder() {
  /** @type {Map<string, { kind: string, step: string, latencies: number[], errors: number, messages: Map<string, number> }>} */
  const steps = new Map();
  /**
   * @param {{ kind: string, step: string, ms: number, error?: string | null }} sample
   */
  function record({ kind, step, ms, error = null }) {
    const key = `${kind}:${step}`;
    let entry = steps.get(key);
    if (!entry) {
      entry = { kind, step, latencies: [], errors: 0, messages: new Map() };
      steps.set(key, entry);
    }
    entry.latencies.push(ms);
    if (error) {
      entry.errors += 1;
      // Same message counted once, so one failing endpoint does not hide another.
      const message = error.slice(0, 200);
      if (entry.messages.has(message) || entry.messages.size < KEPT_MESSAGES) {
        entry.messages.set(message, (entry.messages.get(message) ?? 0) + 1);
      }
    }
  }
  return { record, steps };
}

function summarise(label, entries) {
  const latencies = entries.flatMap((entry) => entry.latencies);
  const errors = entries.reduce((sum, entry) => sum + entry.errors, 0);
  return {
    ...label,
    requests: latencies.length,
    errors,
    p50Ms: round(percentile(latencies, 50)),
    p99Ms: round(percentile(latencies, 99)),
    maxMs: latencies.length ? round(Math.max(...latencies)) : null,
  };
}

/**
 * Per kind (in `kinds` order, then any other) and per step: requests, errors, p50/p99/max ms;
 * plus every kept error message with its count.
 * @param {ReturnType<typeof createRecorder>} recorder
 * @param {readonly string[]} kinds
 */
export function summariseRecorder(recorder, kinds) {
  const entries = [...recorder.steps.values()];
  const order = [...kinds, ...new Set(entries.map((entry) => entry.kind))].filter(
    (kind, index, all) => all.indexOf(kind) === index,
  );
  const byKind = order
    .map((kind) =>
      summarise(
        { kind },
        entries.filter((entry) => entry.kind === kind),
      ),
    )
    .filter((row) => row.requests > 0);
  const bySteps = entries.map((entry) =>
    summarise({ kind: entry.kind, step: entry.step }, [entry]),
  );
  const errors = entries.flatMap((entry) =>
    [...entry.messages].map(([message, count]) => ({
      kind: entry.kind,
      step: entry.step,
      count,
      message,
    })),
  );
  return { total: summarise({ kind: 'all' }, entries), byKind, bySteps, errors };
}
