import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BLOCK_DEFINITIONS } from '@lumo/block-schema';
import { BLOCK_COMPONENTS } from './registry';
import { BuilderPage } from './render-page';
import { pageOf, testContext } from './test/fixtures';

describe('component registry', () => {
  it('has exactly one component for every block definition, and no others', () => {
    const definitionTypes = BLOCK_DEFINITIONS.map((definition) => definition.type).sort();
    expect([...BLOCK_COMPONENTS.keys()].sort()).toEqual(definitionTypes);
    for (const definition of BLOCK_DEFINITIONS) {
      expect(BLOCK_COMPONENTS.get(definition.type)?.definition).toBe(definition);
    }
  });

  it.each(BLOCK_DEFINITIONS.map((definition) => [definition.type, definition] as const))(
    '%s has complete metadata and a valid example that renders without error',
    (type, definition) => {
      expect(definition.label).not.toBe('');
      expect(definition.description).not.toBe('');
      expect(definition.icon).toMatch(/^[A-Z][A-Za-z0-9]+$/);
      expect(definition.version).toBeGreaterThanOrEqual(1);
      const parsed = definition.schema.safeParse(definition.example);
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);

      render(
        <BuilderPage
          page={pageOf([
            { id: 'example', type, version: definition.version, props: { ...definition.example } },
          ])}
        />,
      );
      expect(screen.getByTestId(`block:${type}`)).toBeInTheDocument();
      expect(screen.queryByTestId('block-error')).not.toBeInTheDocument();
    },
  );

  it.each(
    [...BLOCK_COMPONENTS.values()]
      .filter((entry) => entry.kind === 'server')
      .map((entry) => [entry.definition.type, entry] as const),
  )('%s is a server-safe component: callable as a plain function, outside React', (_t, entry) => {
    // Hooks called outside a React render throw, so this fails for a component that uses one.
    const props = entry.definition.schema.parse(entry.definition.example);
    const render = entry.component as (p: unknown) => unknown;
    expect(() => render({ id: 'plain', props, context: testContext({ index: 1 }) })).not.toThrow();
  });
});
