import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Client islands ship to the browser with everything they import. These must not import
 * @lumo/block-schema at runtime (directly or through a relative import): that package brings
 * zod, the sanitiser and every block schema into the storefront's JavaScript.
 */
const SRC = dirname(fileURLToPath(import.meta.url));
const ISLANDS = [
  'block-error-boundary.tsx',
  'blocks/accordion/accordion-disclosure.tsx',
  'blocks/hero-secondary/movie-button.tsx',
  'blocks/warning-banner-block/closable-banner.tsx',
];

const IMPORT = /^import\s+(type\s+)?[^;]*?from\s+'([^']+)';/gms;

function runtimeImports(file: string, seen = new Set<string>()): string[] {
  if (seen.has(file)) return [];
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const [, typeOnly, specifier] of source.matchAll(IMPORT)) {
    if (typeOnly || !specifier) continue;
    if (specifier.startsWith('.')) {
      const base = resolve(dirname(file), specifier);
      const target = [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((candidate) => {
        try {
          readFileSync(candidate);
          return true;
        } catch {
          return false;
        }
      });
      if (target) found.push(...runtimeImports(target, seen));
    } else {
      found.push(specifier);
    }
  }
  return found;
}

describe('client islands', () => {
  it.each(ISLANDS)('%s starts with "use client" and imports only React at runtime', (island) => {
    const file = resolve(SRC, island);
    expect(readFileSync(file, 'utf8').startsWith("'use client';")).toBe(true);
    expect(new Set(runtimeImports(file))).toEqual(new Set(['react']));
  });
});
