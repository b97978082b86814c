import { test, expect } from '@playwright/test';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { serverHtml, skipAgeBarrier } from './support';

// The shopper has answered the age barrier (ADR 0020); its own spec is e2e/shell.spec.ts.
test.beforeEach(async ({ page }) => {
  await skipAgeBarrier(page);
});

interface SeedBlock {
  type: string;
  children?: SeedBlock[];
}
interface SeedPage {
  path: string;
  title: string;
  blocks: SeedBlock[];
}

const seedDir = path.resolve(__dirname, '../apps/api/seed-content/pages');
const pages: SeedPage[] = readdirSync(seedDir)
  .filter((file) => file.endsWith('.json'))
  .map((file) => JSON.parse(readFileSync(path.join(seedDir, file), 'utf8')) as SeedPage);

function blockTypes(blocks: SeedBlock[]): Set<string> {
  const types = new Set<string>();
  for (const block of blocks) {
    types.add(block.type);
    if (block.children) for (const type of blockTypes(block.children)) types.add(type);
  }
  return types;
}

const marketingPaths = ['/', '/what-is-vapor', '/vaping-jargon-buster', '/not-found'];

test('the four marketing pages are seeded', () => {
  expect(pages.map((page) => page.path).sort()).toEqual([...marketingPaths].sort());
});

for (const seed of pages.filter((page) => page.path !== '/not-found')) {
  test(`${seed.path} shows visible content of every block it is built from`, async ({ page }) => {
    const response = await page.goto(seed.path);
    expect(response?.status()).toBe(200);
    for (const type of blockTypes(seed.blocks)) {
      const block = page.getByTestId(`block:${type}`).first();
      await expect(block, `block ${type} on ${seed.path}`).toBeVisible();
      // Visible content: some text, or a picture/video that takes up room.
      const hasContent = await block.evaluate((element) => {
        if ((element as HTMLElement).innerText.trim().length > 0) return true;
        return Array.from(element.querySelectorAll('img, video, svg')).some((media) => {
          const box = media.getBoundingClientRect();
          return box.width > 0 && box.height > 0;
        });
      });
      expect(hasContent, `block ${type} on ${seed.path} has visible content`).toBe(true);
    }
    await expect(page.getByText('Builder block error :( Check console for details')).toHaveCount(0);
  });
}

test('a missing URL answers 404 with the not-found builder page', async ({ page }) => {
  const notFound = pages.find((candidate) => candidate.path === '/not-found');
  expect(notFound).toBeDefined();
  const response = await page.goto('/this/page/does-not-exist');
  expect(response?.status()).toBe(404);
  for (const type of blockTypes(notFound!.blocks)) {
    await expect(page.getByTestId(`block:${type}`).first(), `block ${type}`).toBeVisible();
  }
  await expect(page.getByText('WE ARE VERY SORRY.')).toBeVisible();
});

test('marketing pages render on the server for every store view', async () => {
  for (const prefix of ['', '/gr', '/ie', '/eu', '/ca', '/ch', '/us']) {
    for (const pagePath of ['/', '/what-is-vapor', '/vaping-jargon-buster']) {
      const url = pagePath === '/' ? prefix || '/' : `${prefix}${pagePath}`;
      const { status, html } = await serverHtml(url);
      expect(status, url).toBe(200);
      expect(html, url).toContain('data-testid="block:');
    }
    const missing = await serverHtml(`${prefix}/definitely-missing`);
    expect(missing.status).toBe(404);
    // The not-found page speaks the store view's language (ADR 0023).
    const sorry: Record<string, string> = {
      '/gr': 'ΛΥΠΟΥΜΑΣΤΕ ΠΟΛΥ.',
      '/ch': 'ES TUT UNS SEHR LEID.',
    };
    expect(missing.html).toContain(sorry[prefix] ?? 'WE ARE VERY SORRY.');
  }
});

test('the block gallery shows every block at the three builder breakpoints', async ({ page }) => {
  await page.goto('/__blocks');
  const frames = page.locator('iframe');
  await expect(frames.first()).toBeVisible();
  const widths = await frames.evaluateAll((elements) =>
    Array.from(
      new Set(elements.map((element) => Math.round(element.getBoundingClientRect().width))),
    ),
  );
  for (const width of [640, 991, 1200]) expect(widths).toContain(width);
});
