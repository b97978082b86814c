import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';

/*
 * Files the api shares with the storefront through its data folder. Only the revalidation route
 * imports this module; the turbopackIgnore comments keep the bundler from tracing the whole
 * project because of these runtime paths.
 */

/** The monorepo root: the nearest folder upwards from the working directory with turbo.json. */
export function findRepoRoot(start: string = process.cwd()): string | undefined {
  let dir = resolve(/* turbopackIgnore: true */ start);
  for (;;) {
    if (existsSync(join(/* turbopackIgnore: true */ dir, 'turbo.json'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

/** DATA_DIR (absolute, or relative to the repo root), else `<repo root>/.data`. */
export function dataDir(): string {
  const root = findRepoRoot() ?? process.cwd();
  const configured = process.env.DATA_DIR?.trim();
  return configured
    ? resolve(/* turbopackIgnore: true */ root, configured)
    : join(/* turbopackIgnore: true */ root, '.data');
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
      const stored = (
        await readFile(join(/* turbopackIgnore: true */ folder, name), 'utf8')
      ).trim();
      if (stored) return stored;
    } catch {
      // Not there (yet): try the next name.
    }
  }
  return undefined;
}
