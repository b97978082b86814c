// Lighthouse (the npm package) on Debian's Chromium, with its default mobile profile: a phone's
// screen, simulated slow 4G and a 4x slower CPU (simulated from the trace, so the load of a busy
// machine moves the score less than real throttling would). Chromium is driven over a pipe by
// puppeteer-core, so no debugging port is opened.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { LIGHTHOUSE_CATEGORIES, categoryScores, medianRun } from './lighthouse-scores.mjs';

/** The metrics behind the performance score, for reading why it is not 100. */
const METRICS = {
  fcpMs: 'first-contentful-paint',
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  speedIndexMs: 'speed-index',
};

/** Audits the page's HTML fails (score below 1), worst first, for the table's notes. */
function failedAudits(lhr, categoryId) {
  const category = lhr.categories[categoryId];
  if (!category) return [];
  return category.auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && typeof audit.score === 'number' && audit.score < 1)
    .sort((a, b) => a.score - b.score)
    .map((audit) => audit.id);
}

/**
 * Runs Lighthouse on each page (`runs` times, keeping the median run) and writes each kept
 * report as HTML into `reportDir`. Never throws for one page: its row carries the error.
 * @param {{ pages: { key: string, name: string, url: string, expectedStatus?: number }[],
 *   chromiumPath: string, runs: number, reportDir?: string }} options
 */
export async function runLighthouse({ pages, chromiumPath, runs, reportDir }) {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `no Chromium at ${chromiumPath} (apt-get install chromium, or set CHROMIUM_PATH)`,
    );
  }
  const browser = await puppeteer.launch({
    executablePath: chromiumPath,
    pipe: true,
    headless: true,
    // Root in a container: Chromium's sandbox needs user namespaces it may not have.
    args: ['--no-sandbox', '--disable-dev-shm-usage'],
  });
  const results = [];
  try {
    for (const page of pages) {
      const attempts = [];
      let error = null;
      const ignoresStatus = (page.expectedStatus ?? 200) !== 200;
      for (let index = 0; index < runs; index += 1) {
        const tab = await browser.newPage();
        try {
          const result = await lighthouse(
            page.url,
            {
              logLevel: 'error',
              output: 'html',
              onlyCategories: LIGHTHOUSE_CATEGORIES,
              // The not-found page answers 404 by design; Lighthouse refuses such pages otherwise.
              ignoreStatusCode: ignoresStatus,
            },
            undefined,
            tab,
          );
          if (!result) throw new Error('Lighthouse returned no result');
          const { lhr } = result;
          if (lhr.runtimeError)
            throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
          attempts.push({
            scores: categoryScores(lhr),
            metrics: Object.fromEntries(
              Object.entries(METRICS).map(([key, id]) => {
                const value = lhr.audits[id]?.numericValue;
                return [key, typeof value === 'number' ? Math.round(value * 1000) / 1000 : null];
              }),
            ),
            failed: {
              performance: failedAudits(lhr, 'performance'),
              accessibility: failedAudits(lhr, 'accessibility'),
            },
            // The not-found page's 404 is by design; Lighthouse warns about it on every run.
            warnings: lhr.runWarnings
              .map(String)
              .filter((warning) => !ignoresStatus || !/status code: 404/i.test(warning)),
            report: result.report,
          });
        } catch (caught) {
          error = caught instanceof Error ? caught.message : String(caught);
        } finally {
          await tab.close().catch(() => {});
        }
      }
      const kept = medianRun(attempts);
      let report = null;
      if (kept && reportDir) {
        mkdirSync(reportDir, { recursive: true });
        report = path.join(reportDir, `${page.key}.html`);
        writeFileSync(report, Array.isArray(kept.report) ? kept.report[0] : kept.report);
      }
      results.push({
        key: page.key,
        name: page.name,
        url: page.url,
        runs: attempts.length,
        scores: kept?.scores ?? null,
        performanceScores: attempts.map((attempt) => attempt.scores.performance),
        metrics: kept?.metrics ?? null,
        failedAudits: kept?.failed ?? null,
        warnings: kept?.warnings ?? [],
        report,
        error: kept ? null : error,
      });
    }
  } finally {
    await browser.close();
  }
  return results;
}
