import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The storefront's client modules ship to the browser with everything they import, and every page
 * of a route loads the route's islands (the cached `~page` route serves builder pages and catalogue
 * pages alike). Issue 10's budget is first-load JavaScript within 1.05x a bare Next.js page, and one
 * stray import of zod (through a shared helper) once added 30 KB gzip to every page. Each 'use
 * client' file of src may therefore import only React, Next.js's client modules and small
 * dependency-free modules of its own (followed through relative and `@/` imports).
 */
const SRC = dirname(fileURLToPath(import.meta.url));

const IMPORT = /^(?:import|export)\s+(type\s+)?[^;]*?from\s+'([^']+)';/gms;
const SIDE_EFFECT_IMPORT = /^import\s+'([^']+)';/gm;
/** What a client module may import from packages. */
const ALLOWED_PACKAGES = new Set([
  'react',
  'next/navigation',
  'next/link',
  // Client state (SPEC §4 slices of the shell and the client platform, ADR 0020/0021): about
  // 1 KB gzip with the persist middleware, no dependencies.
  'zustand',
  'zustand/middleware',
  // The GraphQL result reader (packages/graphql/src/result.ts): no imports, shared with the server.
  '@lumo/graphql/result',
  // The shared loader of deferred islands (ADR 0052): imports only React.
  '@lumo/blocks/deferred-island',
]);

/**
 * Form folders may load React Hook Form with the zod schemas the api validates with; only the
 * pages that show such a form load them, never the shell or any other page.
 * - the account forms (ADR 0026): @lumo/customer-schema, about 25 KB gzip;
 * - the TRS form (ADR 0027), only on /trs/{formCode}: a schema built from the form's definition
 *   (@lumo/block-schema/trs-form imports zod only).
 */
const FORM_FOLDER_PACKAGES: ReadonlyArray<
  readonly [folder: string, packages: ReadonlySet<string>]
> = [
  [
    'features/account/forms/',
    new Set(['react-hook-form', '@hookform/resolvers/zod', 'zod', '@lumo/customer-schema']),
  ],
  // The /track-order form (ADR 0036), only on /track-order: the account forms' email schema.
  [
    'features/orders/forms/',
    new Set(['react-hook-form', '@hookform/resolvers/zod', 'zod', '@lumo/customer-schema']),
  ],
  [
    // The checkout's forms (ADR 0035), only on the /checkout pages: the account's address schema.
    'features/checkout/views/',
    new Set(['react-hook-form', '@hookform/resolvers/zod', 'zod', '@lumo/customer-schema']),
  ],
  [
    'features/trs/',
    new Set(['react-hook-form', '@hookform/resolvers/zod', 'zod', '@lumo/block-schema/trs-form']),
  ],
];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function resolveLocal(from: string, specifier: string): string {
  // JSON is data (the `errors` translations of the client boundaries): it imports nothing.
  if (specifier.endsWith('.json')) {
    return specifier.startsWith('@/')
      ? resolve(SRC, specifier.slice(2))
      : resolve(dirname(from), specifier);
  }
  const base = specifier.startsWith('@/')
    ? resolve(SRC, specifier.slice(2))
    : resolve(dirname(from), specifier);
  const target = [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((candidate) => {
    try {
      return readFileSync(candidate) !== undefined;
    } catch {
      return false;
    }
  });
  if (!target) throw new Error(`${relative(SRC, from)}: cannot resolve ${specifier}`);
  return target;
}

/** Package imports reached at runtime from `file`, following the app's own modules. */
function runtimeImports(file: string, seen = new Set<string>()): string[] {
  if (seen.has(file)) return [];
  seen.add(file);
  if (file.endsWith('.json')) return [];
  const source = readFileSync(file, 'utf8');
  const specifiers = [
    ...[...source.matchAll(IMPORT)].filter(([, typeOnly]) => !typeOnly).map(([, , s]) => s),
    ...[...source.matchAll(SIDE_EFFECT_IMPORT)].map(([, s]) => s),
  ].filter((specifier): specifier is string => Boolean(specifier));
  return specifiers.flatMap((specifier) =>
    // Stylesheets ship as CSS with the module's chunk, not as JavaScript.
    specifier.endsWith('.css')
      ? []
      : specifier.startsWith('.') || specifier.startsWith('@/')
        ? runtimeImports(resolveLocal(file, specifier), seen)
        : [specifier],
  );
}

const CLIENT_MODULES = sourceFiles(SRC)
  .filter((file) => /^\s*['"]use client['"]/.test(readFileSync(file, 'utf8')))
  .map((file) => relative(SRC, file))
  .sort();

describe('storefront client modules', () => {
  it('are found (the catalogue islands among them)', () => {
    expect(CLIENT_MODULES).toEqual(
      expect.arrayContaining([
        'features/catalog/listing-sort.tsx',
        'features/catalog/product-purchase.tsx',
        // The store locator's "Use my location" (ADR 0028): React and next/navigation only.
        'features/store-locator/use-my-location.tsx',
        // The header's login dialog (ADR 0031): React and next/navigation; its form is a
        // dynamic import of features/account/forms/login-dialog-form.tsx on first open.
        'features/account/header/login-dialog.tsx',
        'features/account/forms/login-dialog-form.tsx',
      ]),
    );
  });

  it.each(CLIENT_MODULES)('%s imports nothing heavy at runtime', (module) => {
    const allowedHere = (specifier: string) =>
      ALLOWED_PACKAGES.has(specifier) ||
      FORM_FOLDER_PACKAGES.some(
        ([folder, packages]) => module.startsWith(folder) && packages.has(specifier),
      );
    const heavy = runtimeImports(resolve(SRC, module)).filter(
      (specifier) => !allowedHere(specifier),
    );
    expect(heavy).toEqual([]);
  });

  it.each(CLIENT_MODULES)(
    '%s reaches no translation resource but the small `errors` area (ADR 0019)',
    (module) => {
      const reached = new Set<string>();
      runtimeImports(resolve(SRC, module), reached);
      const resources = [...reached]
        .map((file) => relative(SRC, file))
        .filter((file) => file.startsWith('features/i18n/locales/'));
      expect(resources.filter((file) => !/\/errors\.json$/.test(file))).toEqual([]);
    },
  );

  it("the header's account island reaches the login form only through a dynamic import", () => {
    const reached = new Set<string>();
    const packages = runtimeImports(
      resolve(SRC, 'features/account/header/account-menu.tsx'),
      reached,
    );
    expect(packages).not.toContain('react-hook-form');
    expect([...reached].map((file) => relative(SRC, file))).not.toContain(
      'features/account/forms/login-dialog-form.tsx',
    );
    const loader = readFileSync(
      resolve(SRC, 'features/account/header/login-dialog-loader.ts'),
      'utf8',
    );
    expect(loader).toContain("import('../forms/login-dialog-form')");
  });

  it('the check follows `@/` imports to a package behind them', () => {
    expect(runtimeImports(resolve(SRC, 'features/catalog/listing-state-parser.ts'))).toContain(
      'zod',
    );
  });
});
