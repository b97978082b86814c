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
import { nicotineWarningOf } from '../store/market-data';
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

/**
 * Publishes every seed page (written for store view uk) in each of the seven store views, where
 * no page exists yet at that location. Editors' pages are never overwritten.
 */
export async function seedPages(
  publishing: BuilderPagePublishing,
  folder: string,
  logger: Logger,
): Promise<number> {
  const pages: Record<string, unknown>[] = [];
  if (existsSync(folder)) {
    const files = (await readdir(folder)).filter((name) => name.endsWith('.json')).sort();
    for (const file of files) {
      try {
        const parsed: unknown = JSON.parse(await readFile(join(folder, file), 'utf8'));
        if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
          throw new Error('not a JSON object');
        }
        pages.push(parsed as Record<string, unknown>);
      } catch (error) {
        logger.error('Seed page file cannot be read; skipped', {
          file,
          error: (error as Error).message,
        });
      }
    }
  }
  let created = 0;
  for (const view of STORE_VIEWS) {
    const forView = pages.map(
      (page) => withMarketWarning({ ...page, storeView: view.code }, view.code) as PublishedPage,
    );
    // Last, so it only fills in when no valid seed page claimed "/".
    forView.push(fallbackHomePage(view.code));
    for (const page of forView) {
      if (await publishing.seedPublishedPage(page)) created += 1;
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
