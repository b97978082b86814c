import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Client modules ship to the browser with everything they import. They must import nothing but
 * React at runtime (their own small files are followed): @lumo/block-schema would bring zod, the
 * sanitiser and every block schema into the storefront's JavaScript, and createRenderContext,
 * Markup or BlockImage pull it in through a relative import.
 *
 * Every file of src that starts with 'use client' is checked, so a new island cannot be missed.
 */
const SRC = dirname(fileURLToPath(import.meta.url));

const IMPORT = /^(?:import|export)\s+(type\s+)?[^;]*?from\s+'([^']+)';/gms;
const SIDE_EFFECT_IMPORT = /^import\s+'([^']+)';/gm;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function isClientModule(file: string): boolean {
  return /^\s*['"]use client['"]/.test(readFileSync(file, 'utf8'));
}

function resolveRelative(from: string, specifier: string): string {
  const base = resolve(dirname(from), specifier);
  const target = [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`, base].find((candidate) => {
    try {
      return readFileSync(candidate) !== undefined;
    } catch {
      return false;
    }
  });
  if (!target) throw new Error(`${relative(SRC, from)}: cannot resolve ${specifier}`);
  return target;
}

/** Package imports reached at runtime from `file`, following relative imports. */
function runtimeImports(file: string, seen = new Set<string>()): string[] {
  if (seen.has(file)) return [];
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  const specifiers = [
    ...[...source.matchAll(IMPORT)].filter(([, typeOnly]) => !typeOnly).map(([, , s]) => s),
    ...[...source.matchAll(SIDE_EFFECT_IMPORT)].map(([, s]) => s),
  ].filter((specifier): specifier is string => Boolean(specifier));
  return specifiers.flatMap((specifier) =>
    specifier.startsWith('.')
      ? runtimeImports(resolveRelative(file, specifier), seen)
      : [specifier],
  );
}

const CLIENT_MODULES = sourceFiles(SRC)
  .filter(isClientModule)
  .map((file) => relative(SRC, file))
  .sort();

describe('client modules', () => {
  it('are found (the islands of the interactive blocks among them)', () => {
    expect(CLIENT_MODULES).toEqual(
      expect.arrayContaining([
        'block-error-boundary.tsx',
        'blocks/accordion/accordion-disclosure.tsx',
        'blocks/feel-the-moov-tabs/feel-the-moov-tabs-controller.tsx',
        'blocks/hero-secondary/movie-button.tsx',
        'blocks/vaping-just-clicked/scroll-to-button.tsx',
        'blocks/warning-banner-block/closable-banner.tsx',
      ]),
    );
  });

  it.each(CLIENT_MODULES)('%s imports only React at runtime', (module) => {
    const file = resolve(SRC, module);
    expect(readFileSync(file, 'utf8').startsWith("'use client';")).toBe(true);
    expect(runtimeImports(file).filter((specifier) => specifier !== 'react')).toEqual([]);
  });

  it('the import check sees a block-schema import behind a relative import', () => {
    // The old FeelTheMoovTabs imported createRenderContext, which reaches block-schema.
    expect(runtimeImports(resolve(SRC, 'context.ts'))).toContain('@lumo/block-schema');
    expect(runtimeImports(resolve(SRC, 'shared/markup.tsx'))).toContain('@lumo/block-schema');
  });

  it('every component exported from "@lumo/blocks/client" lives in a client module', () => {
    const source = readFileSync(resolve(SRC, 'client.ts'), 'utf8');
    const exported = [...source.matchAll(IMPORT)]
      .filter(([, typeOnly]) => !typeOnly)
      .map(([, , specifier]) =>
        relative(SRC, resolveRelative(resolve(SRC, 'client.ts'), specifier!)),
      );
    expect(exported.length).toBeGreaterThan(0);
    for (const module of exported) expect(CLIENT_MODULES).toContain(module);
  });
});
