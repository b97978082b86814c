import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  DEFAULT_STORE_VIEW,
  SITE_FOOTER_PATH,
  STORE_VIEWS,
  type PublishedPage,
  type StoreViewCode,
} from '@lumo/block-schema';
import type { Logger } from '../../logger';
import type { SeedLedger } from '../seed-ledger/seed-ledger';
import type { BuilderPagePublishing } from './builder-page-publishing';
import { withMarketWarning } from './seed-pages';

/**
 * Publishes each store view's site footer (ADR 0022) from `<folder>/<store code>.json` where the
 * store view has no page at the footer's reserved location yet: an editor's footer is never
 * overwritten, a restart changes nothing, and a footer the seed created once is not created
 * again after an editor deleted it (SeedLedger). A store view without a file of its own gets the
 * default store view's footer with its market's nicotine warning. Returns how many it published.
 */
export async function seedSiteFooters(
  publishing: BuilderPagePublishing,
  folder: string,
  logger: Logger,
  ledger: SeedLedger,
): Promise<number> {
  if (!existsSync(folder)) return 0;
  const fallback = await readFooterFile(folder, DEFAULT_STORE_VIEW, logger);
  let created = 0;
  for (const view of STORE_VIEWS) {
    const own =
      view.code === DEFAULT_STORE_VIEW ? fallback : await readFooterFile(folder, view.code, logger);
    const source = own ?? (fallback ? withMarketWarning(fallback, view.code) : undefined);
    if (!source) continue;
    // The file's own store view and path never decide where it goes.
    const page = { ...source, storeView: view.code, path: SITE_FOOTER_PATH } as PublishedPage;
    if (await publishing.seedPublishedPage(page, ledger)) created += 1;
  }
  return created;
}

async function readFooterFile(
  folder: string,
  storeView: StoreViewCode,
  logger: Logger,
): Promise<Record<string, unknown> | undefined> {
  const file = join(folder, `${storeView}.json`);
  if (!existsSync(file)) return undefined;
  try {
    const parsed: unknown = JSON.parse(await readFile(file, 'utf8'));
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      throw new Error('not a JSON object');
    }
    return parsed as Record<string, unknown>;
  } catch (error) {
    logger.error('Site footer seed file cannot be read; skipped', {
      file: `${storeView}.json`,
      error: (error as Error).message,
    });
    return undefined;
  }
}
