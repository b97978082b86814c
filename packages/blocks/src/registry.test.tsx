import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BLOCK_DEFINITIONS } from '@lumo/block-schema';
import { BLOCK_COMPONENTS } from './registry';
import { BuilderPage } from './render-page';
import { pageOf, testContext } from './test/fixtures';

/**
 * Whole-registry checks: the renderer picks up every block type of block-schema's
 * BLOCK_DEFINITIONS (the compiler already refuses a type without a component), its example is
 * valid and renders in the browser and on the server without the error fallback.
 */
function examplePage(definition: (typeof BLOCK_DEFINITIONS)[number]) {
  return pageOf([
    {
      id: 'example',
      type: definition.type,
      version: definition.version,
      props: { ...definition.example },
    },
  ]);
}

describe('component registry', () => {
  it('has exactly one component for every block definition, and no others', () => {
    const definitionTypes = BLOCK_DEFINITIONS.map((definition) => definition.type);
    expect([...BLOCK_COMPONENTS.keys()]).toEqual(definitionTypes);
    for (const definition of BLOCK_DEFINITIONS) {
      expect(BLOCK_COMPONENTS.get(definition.type)?.definition).toBe(definition);
    }
  });

  describe.each(BLOCK_DEFINITIONS.map((definition) => [definition.type, definition] as const))(
    '%s',
    (type, definition) => {
      const entry = BLOCK_COMPONENTS.get(type);

      it('has complete metadata and a valid example', () => {
        expect(definition.label).not.toBe('');
        expect(definition.description).not.toBe('');
        expect(definition.icon).toMatch(/^[A-Z][A-Za-z0-9]+$/);
        expect(definition.version).toBeGreaterThanOrEqual(1);
        expect(definition.example, `${type} has no example`).toBeDefined();
        const parsed = definition.schema.safeParse(definition.example);
        expect(parsed.error?.issues ?? []).toEqual([]);
      });

      it('renders its example through the renderer without error', () => {
        render(<BuilderPage page={examplePage(definition)} />);
        expect(screen.getByTestId(`block:${type}`)).toBeInTheDocument();
        expect(screen.queryByTestId('block-error')).not.toBeInTheDocument();
      });

      it('renders its example to HTML on the server without error', () => {
        const html = renderToString(<BuilderPage page={examplePage(definition)} />);
        expect(html).toContain(`data-testid="block:${type}"`);
        expect(html).not.toContain('data-testid="block-error"');
      });

      it('is a client component exactly when its definition is interactive', () => {
        expect(entry?.kind).toBe(definition.interactive ? 'client' : 'server');
      });

      it.runIf(entry?.kind === 'server')(
        'is server-safe: callable as a plain function, outside React',
        () => {
          // Hooks called outside a React render throw, so this fails for a component using one.
          const props = definition.schema.parse(definition.example);
          const call = entry!.component as (p: unknown) => unknown;
          expect(() =>
            call({ id: 'plain', props, context: testContext({ index: 1 }) }),
          ).not.toThrow();
        },
      );
    },
  );
});
