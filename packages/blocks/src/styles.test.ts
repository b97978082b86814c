import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Each block's stylesheet sits beside its component and comes with it (`import './<name>.css'`),
 * so every app that renders a block gets its rules; the base (palette, frame, buttons, shared
 * pieces) comes with BlockSection and BlockError, and is "@lumo/blocks/styles.css".
 */
const SRC = dirname(fileURLToPath(import.meta.url));
const BLOCKS = join(SRC, 'blocks');
const folders = readdirSync(BLOCKS, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const stylesheets = folders.filter((name) => existsSync(join(BLOCKS, name, `${name}.css`)));

describe('block styles', () => {
  it.each(stylesheets)('%s.css is imported by %s.tsx', (name) => {
    const component = readFileSync(join(BLOCKS, name, `${name}.tsx`), 'utf8');
    expect(component).toContain(`import './${name}.css';`);
  });

  it('no other stylesheet hides in a block folder', () => {
    for (const name of folders) {
      const css = readdirSync(join(BLOCKS, name)).filter((file) => file.endsWith('.css'));
      expect(
        css.every((file) => file === `${name}.css`),
        `${name}: ${css.join(', ')}`,
      ).toBe(true);
    }
  });

  it('the base comes with the frame of every block and with the block error', () => {
    for (const file of ['shared/block-section.tsx', 'shared/block-error.tsx']) {
      expect(readFileSync(join(SRC, file), 'utf8')).toContain(`import './base.css';`);
    }
    const pkg = JSON.parse(readFileSync(join(SRC, '..', 'package.json'), 'utf8')) as {
      exports: Record<string, string>;
    };
    expect(pkg.exports['./styles.css']).toBe('./src/shared/base.css');
  });
});
