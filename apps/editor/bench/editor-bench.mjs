/**
 * Page-editor benchmark: opens the editor on a page of 300 blocks and measures
 *   (a) load to interactive: navigation until every block is on the canvas, the layers tree is
 *       filled and the last block can be selected;
 *   (b) keystroke to canvas: a key typed in a settings field until the canvas shows it.
 * Prints a table and a JSON line. Numbers are reported, never asserted (shared, noisy machines).
 *
 * How to run (the api, the storefront and the editor must be running):
 *   npm run bench                      # from the repo root: builds, starts the three apps, runs it
 * or, against apps you started yourself:
 *   BENCH_EDITOR_URL=http://127.0.0.1:3001 \
 *   BENCH_EDITOR_EMAIL=admin@example.com BENCH_EDITOR_PASSWORD=... \
 *   node apps/editor/bench/editor-bench.mjs
 * Options (environment): CHROMIUM_PATH (default /usr/bin/chromium; `apt-get install -y chromium`
 * if missing), BENCH_BLOCKS (default 300), BENCH_KEYSTROKES (default 20), BENCH_STORE (default uk).
 * The page /bench/editor-<blocks> is created (or overwritten) through the api by this script.
 */
/* global window, document -- code inside page.evaluate/waitForFunction runs in the browser */
import { chromium } from 'playwright-core';

const editorUrl = (process.env.BENCH_EDITOR_URL || 'http://127.0.0.1:3001').replace(/\/$/, '');
const email = process.env.BENCH_EDITOR_EMAIL || process.env.EDITOR_EMAIL;
const password = process.env.BENCH_EDITOR_PASSWORD || process.env.EDITOR_PASSWORD;
const blockCount = Number(process.env.BENCH_BLOCKS || 300);
const keystrokes = Number(process.env.BENCH_KEYSTROKES || 20);
const storeCode = process.env.BENCH_STORE || 'uk';
const pagePath = `/bench/editor-${blockCount}`;

if (!email || !password) {
  console.error('Set BENCH_EDITOR_EMAIL and BENCH_EDITOR_PASSWORD (an editor account).');
  process.exit(1);
}

/** Blocks of the bench page: heroes (the reference block) with realistic, valid props. */
function benchBlocks(count) {
  return Array.from({ length: count }, (_, index) => ({
    id: `bench-hero-${index}`,
    type: 'HeroBanner',
    version: 2,
    props: {
      title: `Bench block ${index}`,
      description: 'Pod kits and e-liquids made for adult smokers looking for an alternative.',
      buttonText: 'Shop devices',
      buttonHref: '/devices',
      secondButtonText: index % 2 ? 'What is vaping?' : '',
      secondButtonHref: index % 2 ? '/what-is-vaping' : '',
      darkText: index % 3 === 0,
      backbgroundImage: {
        url: '/media/hero-home.webp',
        alt: 'A pod vape',
        width: 1600,
        height: 700,
      },
    },
  }));
}

/** Runs GraphQL in the page, so the api's httpOnly cookie is set in and used by the browser. */
async function graphql(page, query, variables) {
  const result = await page.evaluate(
    async ({ query, variables }) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      });
      return response.json();
    },
    { query, variables },
  );
  if (result.errors?.length)
    throw new Error(result.errors.map((error) => error.message).join('; '));
  return result.data;
}

async function preparePage(page) {
  await page.goto(`${editorUrl}/login`);
  await graphql(
    page,
    'mutation($email: String!, $password: String!) { generateEditorToken(email: $email, password: $password) { editor { uid } } }',
    { email, password },
  );
  const existing = await graphql(
    page,
    'query($s: ID!, $p: String!) { builderPageDraft(store_code: $s, path: $p) { revision } }',
    { s: storeCode, p: pagePath },
  );
  const content = {
    formatVersion: 1,
    storeView: storeCode,
    path: pagePath,
    title: `Bench ${blockCount} blocks`,
    meta: { description: '', image: '', noIndex: true },
    blocks: benchBlocks(blockCount),
  };
  await graphql(
    page,
    'mutation($input: SaveBuilderPageDraftInput!) { saveBuilderPageDraft(input: $input) { revision } }',
    {
      input: {
        store_code: storeCode,
        path: pagePath,
        content,
        base_revision: existing.builderPageDraft?.revision ?? 0,
      },
    },
  );
}

async function measureLoad(page) {
  const lastId = `bench-hero-${blockCount - 1}`;
  const started = performance.now();
  await page.goto(`${editorUrl}/edit/${storeCode}${pagePath}`);
  const canvas = page.frameLocator('iframe[data-testid="editor:canvas-frame"]');
  await canvas.locator(`[data-testid="canvas-block:${lastId}"]`).waitFor({ timeout: 120_000 });
  await page.locator(`[data-testid="layer:${lastId}"]`).waitFor({ timeout: 120_000 });
  const canvasReady = performance.now() - started;
  await canvas
    .locator(`[data-testid="canvas-block:${lastId}"]`)
    .click({ position: { x: 5, y: 5 } });
  await page.locator('[data-testid="field:title"]').waitFor();
  return { canvasReadyMs: canvasReady, interactiveMs: performance.now() - started };
}

/** Types into the selected block's title and times each key until the canvas shows it. */
async function measureKeystrokes(page) {
  const blockId = `bench-hero-${Math.floor(blockCount / 2)}`;
  const canvas = page.frameLocator('iframe[data-testid="editor:canvas-frame"]');
  await canvas
    .locator(`[data-testid="canvas-block:${blockId}"]`)
    .click({ position: { x: 5, y: 5 } });
  const field = page.locator('[data-testid="field:title"]');
  await field.click();
  await page.keyboard.press('End');
  const samples = [];
  for (let index = 0; index < keystrokes; index += 1) {
    const letter = String.fromCharCode(97 + (index % 26));
    await page.evaluate((id) => {
      const frame = document.querySelector('iframe[data-testid="editor:canvas-frame"]');
      const block = frame.contentDocument.querySelector(`[data-testid="canvas-block:${id}"]`);
      window.__benchBefore = block.textContent;
      window.__benchBlock = block;
    }, blockId);
    const started = performance.now();
    await page.keyboard.type(letter);
    await page.waitForFunction(
      () =>
        window.__benchBlock.isConnected && window.__benchBlock.textContent !== window.__benchBefore,
      undefined,
      { polling: 'raf', timeout: 10_000 },
    );
    samples.push(performance.now() - started);
  }
  return samples;
}

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
});
try {
  const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
  const page = await context.newPage();
  await preparePage(page);
  const load = await measureLoad(page);
  const samples = await measureKeystrokes(page);
  const round = (value) => Math.round(value);
  const results = {
    blocks: blockCount,
    loadCanvasReadyMs: round(load.canvasReadyMs),
    loadInteractiveMs: round(load.interactiveMs),
    keystrokeToCanvasMedianMs: round(percentile(samples, 50)),
    keystrokeToCanvasP95Ms: round(percentile(samples, 95)),
    keystrokeSamples: samples.length,
  };
  console.log('\nPage editor benchmark');
  console.table({
    'load: canvas shows all blocks (ms)': results.loadCanvasReadyMs,
    'load: interactive, block selected (ms)': results.loadInteractiveMs,
    'keystroke -> canvas, median (ms)': results.keystrokeToCanvasMedianMs,
    'keystroke -> canvas, p95 (ms)': results.keystrokeToCanvasP95Ms,
  });
  console.log(JSON.stringify({ editorBench: results }));
} finally {
  await browser.close();
}
