import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BLOCK_DEFINITIONS, createDefaultProps } from '@lumo/block-schema';
import * as clientExports from '../../client';
import { BLOCK_COMPONENTS } from '../../registry';
import { BuilderPage } from '../../render-page';
import { pageOf, testContext } from '../../test/fixtures';

/**
 * Whole-registry checks: every block type of block-schema has a component, a valid example and
 * renders on the server without error; server blocks are hook-free functions; client blocks are
 * exactly the `interactive` ones and are exported from "@lumo/blocks/client".
 */
describe.each(BLOCK_DEFINITIONS.map((definition) => [definition.type, definition] as const))(
  '%s',
  (type, definition) => {
    const entry = BLOCK_COMPONENTS.get(type);

    it('has a component and a complete, valid example', () => {
      expect(entry, `${type} has no component in src/registry.ts`).toBeDefined();
      expect(definition.example, `${type} has no example`).toBeDefined();
      const result = definition.schema.safeParse(definition.example);
      expect(result.error?.issues ?? []).toEqual([]);
    });

    it('renders its example to HTML on the server without the error fallback', () => {
      const html = renderToString(
        <BuilderPage
          page={pageOf([
            { id: 'b1', type, version: definition.version, props: { ...definition.example } },
          ])}
        />,
      );
      expect(html).toContain(`data-testid="block:${type}"`);
      expect(html).not.toContain('data-testid="block-error"');
    });

    it('is a client component exactly when its definition is interactive', () => {
      expect(entry?.kind).toBe(definition.interactive ? 'client' : 'server');
      if (entry?.kind === 'client') {
        expect(Object.values(clientExports)).toContain(entry.component);
      }
    });

    it.runIf(entry?.kind === 'server')(
      'is callable outside React (no hooks) with its example',
      () => {
        const props = definition.schema.parse(definition.example ?? createDefaultProps(definition));
        const call = entry!.component as (p: unknown) => unknown;
        expect(() => call({ id: 'b1', props, context: testContext({ index: 1 }) })).not.toThrow();
      },
    );
  },
);
