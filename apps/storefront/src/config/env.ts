import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';

/**
 * Everything the storefront reads from its environment, read at call time (not at build time) so
 * one build runs against any api: `next build` happens before API_URL and friends are known.
 */

const DEFAULT_API_URL = 'http://127.0.0.1:4000';

/** Base URL of the GraphQL api, without a trailing slash. */
export function apiUrl(): string {
  return (process.env.API_URL?.trim() || DEFAULT_API_URL).replace(/\/+$/, '');
}

export function apiGraphQLUrl(): string {
  return `${apiUrl()}/graphql`;
}

/** The block gallery (/__blocks) is a development tool; production shows it only when asked. */
export function isBlockGalleryEnabled(): boolean {
  return process.env.NODE_ENV !== 'production' || process.env.ENABLE_BLOCK_GALLERY === '1';
}

/** Public origin used in sitemap.xml and robots.txt (SITE_URL, else STOREFRONT_URL). */
export function siteUrl(): string {
  const configured = process.env.SITE_URL?.trim() || process.env.STOREFRONT_URL?.trim();
  return (configured || 'http://localhost:3000').replace(/\/+$/, '');
}

/** SPEC §2.1: the page title's configured prefix and suffix. */
export function titleAffixes(): { prefix: string; suffix: string } {
  return {
    prefix: process.env.TITLE_PREFIX ?? 'Lumo | ',
    suffix: process.env.TITLE_SUFFIX ?? '',
  };
}

/** The monorepo root: the nearest folder upwards from the working directory with turbo.json. */
export function findRepoRoot(start: string = process.cwd()): string | undefined {
  let dir = resolve(start);
  for (;;) {
    if (existsSync(join(dir, 'turbo.json'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

/** DATA_DIR (absolute, or relative to the repo root), else `<repo root>/.data`. */
export function dataDir(): string {
  const root = findRepoRoot() ?? process.cwd();
  const configured = process.env.DATA_DIR?.trim();
  return configured ? resolve(root, configured) : join(root, '.data');
}

/**
 * File names the api may keep its generated revalidation secret under (it writes the file at
 * start when REVALIDATE_SECRET is not set).
 */
const REVALIDATE_SECRET_FILES = ['revalidate-secret', 'revalidate-secret.txt'];

/**
 * The secret the api sends with publish notifications: REVALIDATE_SECRET, else the file the api
 * wrote. Read on every call because the api may (re)create the file after the storefront started.
 */
export async function readRevalidateSecret(): Promise<string | undefined> {
  const fromEnv = process.env.REVALIDATE_SECRET?.trim();
  if (fromEnv) return fromEnv;
  const folder = dataDir();
  for (const name of REVALIDATE_SECRET_FILES) {
    try {
      const stored = (await readFile(join(folder, name), 'utf8')).trim();
      if (stored) return stored;
    } catch {
      // Not there (yet): try the next name.
    }
  }
  return undefined;
}
