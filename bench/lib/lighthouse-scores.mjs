// Reading Lighthouse results (no Lighthouse import: the summary and the tests use these alone).
import { median } from './stats.mjs';

/** Lighthouse's four categories, in its own order. */
export const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * Category scores out of 100 from a Lighthouse result (null for a category it could not score).
 * @param {{ categories: Record<string, { score: number | null } | undefined> }} lhr
 */
export function categoryScores(lhr) {
  return Object.fromEntries(
    LIGHTHOUSE_CATEGORIES.map((id) => {
      const score = lhr.categories[id]?.score;
      return [id, typeof score === 'number' ? Math.round(score * 100) : null];
    }),
  );
}

/**
 * Of several runs of one page, the one with the median performance score (Lighthouse's own
 * advice for noisy machines); runs without a score count last.
 * @template {{ scores: Record<string, number | null> }} T
 * @param {T[]} runs
 * @returns {T | null}
 */
export function medianRun(runs) {
  if (runs.length === 0) return null;
  const sorted = [...runs].sort(
    (a, b) => (a.scores.performance ?? -1) - (b.scores.performance ?? -1),
  );
  const scored = sorted.filter((run) => run.scores.performance !== null);
  if (scored.length === 0) return sorted[0];
  const middle = median(scored.map((run) => run.scores.performance));
  return scored.find((run) => run.scores.performance === middle) ?? scored[0];
}
