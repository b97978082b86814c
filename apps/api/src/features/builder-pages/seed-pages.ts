import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  FORMAT_VERSION,
  STORE_VIEWS,
  heroBanner,
  type PublishedPage,
  type StoreViewCode,
} from '@lumo/block-schema';
import type { Logger } from '../../logger';
import { fillMarketFacts } from '../localised-seed/market-facts';
import { nicotineWarningOf } from '../store/market-data';
import type { SeedLedger } from '../seed-ledger/seed-ledger';
import type { BuilderPagePublishing } from './builder-page-publishing';

/** Used for "/" until the content team's seed-content/pages/*.json provides a home page. */
export function fallbackHomePage(storeView: StoreViewCode): PublishedPage {
  return {
    formatVersion: FORMAT_VERSION,
    storeView,
    path: '/',
    title: 'Home',
    meta: { description: '', image: '', noIndex: false },
    blocks: [
      {
        id: 'hero-home',
        type: heroBanner.type,
        version: heroBanner.version,
        props: structuredClone(heroBanner.example) as Record<string, unknown>,
      },
    ],
  };
}

type SeedFiles = Map<string, Record<string, unknown>>;

/** The seed pages of a folder: the English base (`<folder>/*.json`) and each store view's copies. */
export interface SeedPageSet {
  base: SeedFiles;
  /** `<folder>/<storeView>/<file>.json`: the store view's own copy of a base page (or a page of its own). */
  byStoreView: Map<StoreViewCode, SeedFiles>;
}

async function readJsonFiles(folder: string, logger: Logger): Promise<SeedFiles> {
  const files: SeedFiles = new Map();
  if (!existsSync(folder)) return files;
  const names = (await readdir(folder)).filter((name) => name.endsWith('.json')).sort();
  for (const file of names) {
    try {
      const parsed: unknown = JSON.parse(await readFile(join(folder, file), 'utf8'));
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
        throw new Error('not a JSON object');
      }
      files.set(file, parsed as Record<string, unknown>);
    } catch (error) {
      logger.error('Seed page file cannot be read; skipped', {
        file: join(folder, file),
        error: (error as Error).message,
      });
    }
  }
  return files;
}

export async function readSeedPages(folder: string, logger: Logger): Promise<SeedPageSet> {
  const byStoreView = new Map<StoreViewCode, SeedFiles>();
  for (const view of STORE_VIEWS) {
    const files = await readJsonFiles(join(folder, view.code), logger);
    if (files.size > 0) byStoreView.set(view.code, files);
  }
  return { base: await readJsonFiles(folder, logger), byStoreView };
}

/**
 * A store view's seed pages: its own copy of a page where it has one (the Greek and German
 * store views have every page in their language), otherwise the English base; with the store
 * view's market facts in place of `{{name}}` (ADR 0023) and its own nicotine warning. A page
 * whose copy names a fact the store view lacks is logged and left out.
 */
export function seedPagesForStoreView(
  set: SeedPageSet,
  storeView: StoreViewCode,
  logger: Logger,
): PublishedPage[] {
  const own = set.byStoreView.get(storeView) ?? new Map<string, Record<string, unknown>>();
  const files = [...new Set([...set.base.keys(), ...own.keys()])].sort();
  const pages: PublishedPage[] = [];
  for (const file of files) {
    const source = own.get(file) ?? set.base.get(file);
    if (!source) continue;
    try {
      const filled = fillMarketFacts({ ...source, storeView }, storeView);
      pages.push(withMarketWarning(filled, storeView) as unknown as PublishedPage);
    } catch (error) {
      logger.error('Seed page cannot be localised; skipped', {
        storeView,
        file,
        error: (error as Error).message,
      });
    }
  }
  return pages;
}

/**
 * Publishes the seed pages in each of the seven store views (each in its language, with its
 * market's facts), where no page exists yet at that location and the seed never created one
 * there before (SeedLedger: a page an editor deleted stays deleted). Editors' pages are never
 * overwritten.
 */
export async function seedPages(
  publishing: BuilderPagePublishing,
  folder: string,
  logger: Logger,
  ledger: SeedLedger,
): Promise<number> {
  const set = await readSeedPages(folder, logger);
  let created = 0;
  for (const view of STORE_VIEWS) {
    const forView = seedPagesForStoreView(set, view.code, logger);
    // Last, so it only fills in when no valid seed page claimed "/".
    forView.push(fallbackHomePage(view.code));
    for (const page of forView) {
      if (await publishing.seedPublishedPage(page, ledger)) created += 1;
    }
  }
  return created;
}

/**
 * Seed pages are written for uk and quote the UK health warning. Each store view's copy carries
 * its own market's warning instead (COMPLIANCE.md: the US, Canadian, Irish, Greek and Swiss
 * wordings differ), so no market shows another market's legal text.
 */
export function withMarketWarning<T>(value: T, storeView: StoreViewCode): T {
  const ukWarning = nicotineWarningOf('uk').replace(/\.$/, '');
  const marketWarning = nicotineWarningOf(storeView).replace(/\.$/, '');
  if (marketWarning === ukWarning) return value;
  return replaceInStrings(value, ukWarning, marketWarning);
}

function replaceInStrings<T>(value: T, search: string, replacement: string): T {
  if (typeof value === 'string') return value.split(search).join(replacement) as T;
  if (Array.isArray(value)) {
    return value.map((item: unknown) => replaceInStrings(item, search, replacement)) as T;
  }
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        replaceInStrings(item, search, replacement),
      ]),
    ) as T;
  }
  return value;
}
