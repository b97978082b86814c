// Issue 10's targets, judged from one run's results (the throughput rows of bench/catalog-bench.mjs,
// the Lighthouse and editor benches). Pure: the same results always give the same table.
import { invalidReason, judge, judgeEach } from './report.mjs';

/** The marketing pages issue 10 names, by their keys in the throughput and Lighthouse results. */
export const ISSUE_10_PAGES = [
  { key: 'home', name: 'home' },
  { key: 'whatIsVapor', name: 'what-is-vapor' },
  { key: 'notFound', name: 'not-found' },
];

/** The Lighthouse results' key of the bare Next.js reference page (bench/lighthouse-bench.mjs). */
export const BARE_LIGHTHOUSE_KEY = 'barePrerendered';

/** Home's HTML after gzip, at most (issue 10). */
export const HOME_HTML_GZIP_KB = 10;

/**
 * Why a ratio to a bare page cannot be judged: the page's own row, or the bare page's.
 * @param {Record<string, any>} throughput
 * @param {string} key
 * @param {'barePerRequest' | 'barePrerendered'} reference
 */
function ratioInvalid(throughput, key, reference) {
  const own = invalidReason(throughput[key]);
  if (own) return own;
  const bare = invalidReason(throughput[reference]);
  return bare ? `bare page: ${bare}` : null;
}

/**
 * @param {{ catalog?: { throughput?: Record<string, any> } | null,
 *   lighthouse?: { error?: string | null, pages?: { key: string, scores: Record<string, number | null> | null,
 *     error?: string | null }[] } | null,
 *   editor?: { keystrokeToCanvasP95Ms?: number | null, loadInteractiveMs?: number | null } | null,
 *   editorFailure?: string | null }} results
 */
export function issue10Targets({ catalog, lighthouse, editor, editorFailure }) {
  const throughput = catalog?.throughput ?? {};
  const each = (label, comparison, threshold, unit, value, invalid) =>
    judgeEach({
      label,
      comparison,
      threshold,
      unit,
      pages: ISSUE_10_PAGES.map(({ key, name }) => ({
        name,
        value: throughput[key] ? (value(throughput[key]) ?? null) : null,
        invalid: throughput[key] ? invalid(key) : null,
      })),
    });
  const firstAnswerInvalid = (key) => {
    const row = throughput[key];
    const expected = row.expectedStatus ?? 200;
    return row.status === expected ? null : `status ${row.status}`;
  };

  // The bare Next.js page's score (a reference measured in the same run, never a target): what
  // the framework's own smallest page reaches on this machine and profile.
  const bareLighthouse = lighthouse?.pages?.find((entry) => entry.key === BARE_LIGHTHOUSE_KEY);
  const withBareScore = (row, category) => {
    const score = bareLighthouse?.scores?.[category];
    return typeof score === 'number'
      ? { ...row, measured: `${row.measured} (bare Next.js page ${score})` }
      : row;
  };
  const lighthouseRow = (category) =>
    withBareScore(
      judgeEach({
        label: `Lighthouse mobile ${category}`,
        comparison: 'atLeast',
        threshold: 100,
        unit: '',
        pages: ISSUE_10_PAGES.map(({ key, name }) => {
          const page = lighthouse?.pages?.find((entry) => entry.key === key);
          return {
            name,
            value: page?.scores?.[category] ?? null,
            reason: lighthouse?.error ?? page?.error ?? (lighthouse ? null : 'not run'),
          };
        }),
      }),
      category,
    );

  const home = throughput.home;
  const editorReason = editorFailure ?? (editor ? null : 'not run');
  return [
    each(
      'throughput vs bare prerendered page',
      'atLeast',
      0.7,
      'x',
      (row) => row.vsBarePrerendered,
      (key) => ratioInvalid(throughput, key, 'barePrerendered'),
    ),
    each(
      'throughput vs bare page rendered per request',
      'atLeast',
      3,
      'x',
      (row) => row.vsBarePerRequest,
      (key) => ratioInvalid(throughput, key, 'barePerRequest'),
    ),
    each(
      'p99 latency under that load vs bare prerendered page',
      'atMost',
      2,
      'x',
      (row) => row.p99VsBarePrerendered,
      (key) => ratioInvalid(throughput, key, 'barePrerendered'),
    ),
    each(
      'first-load JS (gzip) vs bare page',
      'atMost',
      1.05,
      'x',
      (row) => row.firstLoadJsVsBare,
      firstAnswerInvalid,
    ),
    judge({
      label: 'home HTML (gzip)',
      value: home?.htmlGzipKB ?? null,
      comparison: 'atMost',
      threshold: HOME_HTML_GZIP_KB,
      unit: ' KB',
      invalid: home ? firstAnswerInvalid('home') : null,
    }),
    lighthouseRow('performance'),
    lighthouseRow('accessibility'),
    withReason(
      judge({
        label: 'editor keystroke to canvas p95, 300 blocks',
        value: editor?.keystrokeToCanvasP95Ms ?? null,
        comparison: 'below',
        threshold: 50,
        unit: ' ms',
      }),
      editorReason,
    ),
    withReason(
      judge({
        label: 'editor load to interactive, 300 blocks',
        value: editor?.loadInteractiveMs ?? null,
        comparison: 'below',
        threshold: 1000,
        unit: ' ms',
      }),
      editorReason,
    ),
  ];
}

/** Says why a single target was not measured (the editor bench was skipped or failed). */
function withReason(row, reason) {
  return row.verdict === 'NOT MEASURED' && reason
    ? { ...row, verdict: `NOT MEASURED (${reason})` }
    : row;
}
