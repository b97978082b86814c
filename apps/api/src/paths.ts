import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Folders the api needs at run time, found from this module's location so that `src/` (tsx,
 * vitest) and the bundled `dist/main.js` work from any working directory.
 */
function walkUp(start: string, found: (dir: string) => boolean): string | undefined {
  let dir = start;
  for (;;) {
    if (found(dir)) return dir;
    const parent = dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

function isApiPackage(dir: string): boolean {
  const manifest = join(dir, 'package.json');
  if (!existsSync(manifest)) return false;
  try {
    return (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === '@lumo/api';
  } catch {
    return false;
  }
}

const moduleDir = dirname(fileURLToPath(import.meta.url));

/** apps/api: holds drizzle/, seed-content/ and seed-media/. */
export const apiRoot =
  walkUp(moduleDir, isApiPackage) ?? walkUp(process.cwd(), isApiPackage) ?? process.cwd();

/** The monorepo root (the folder with turbo.json); `.data` lives there by default. */
export const repoRoot =
  walkUp(apiRoot, (dir) => existsSync(join(dir, 'turbo.json'))) ?? resolve(apiRoot, '../..');

export const migrationsFolder = join(apiRoot, 'drizzle');
export const seedContentFolder = join(apiRoot, 'seed-content', 'pages');
/** One site footer page per store view (`<store code>.json`, ADR 0022). */
export const seedSiteFooterFolder = join(apiRoot, 'seed-content', 'site-footer');
export const seedMediaFolder = join(apiRoot, 'seed-media');

/**
 * DATA_DIR (absolute, or relative to the repo root, as the storefront reads it too, so both find
 * the same generated secrets whatever their working directories) or `<repo root>/.data`.
 */
export function resolveDataDir(dataDirEnv: string | undefined): string {
  return dataDirEnv ? resolve(repoRoot, dataDirEnv) : join(repoRoot, '.data');
}
