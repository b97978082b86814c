// Small statistics helpers shared by the benches (nearest-rank percentiles over measured samples).

/**
 * Nearest-rank percentile of numbers (need not be sorted); NaN for no samples.
 * @param {readonly number[]} values
 * @param {number} p percentile, 0-100
 */
export function percentile(values, p) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))];
}

/** @param {readonly number[]} values */
export const median = (values) => percentile(values, 50);

/** Rounds for display and JSON: 1 decimal under 100, whole numbers above. */
export function round(value) {
  if (!Number.isFinite(value)) return null;
  return Math.abs(value) >= 100 ? Math.round(value) : Math.round(value * 10) / 10;
}

/**
 * A ratio with two decimals (two significant digits below 0.1, so a page 200 times slower than
 * the reference reads 0.005, not 0), null when either side is missing or the divisor is zero.
 */
export function ratio(value, reference) {
  if (!Number.isFinite(value) || !Number.isFinite(reference) || reference === 0) return null;
  const exact = value / reference;
  if (exact !== 0 && Math.abs(exact) < 0.1) return Number(exact.toPrecision(2));
  return Math.round(exact * 100) / 100;
}

/** Milliseconds elapsed while `work` runs, with its result. */
export async function timed(work) {
  const started = performance.now();
  const result = await work();
  return { ms: performance.now() - started, result };
}
