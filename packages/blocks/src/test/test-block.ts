import { z } from 'zod';
import { defineBlock } from '@lumo/block-schema';

/**
 * The definition of a test-only block type without props, for tests that add block types to the
 * registry (e.g. one whose component throws). Import it inside a `vi.mock` factory with
 * `await import(...)`: the factory runs before the test file's own imports.
 */
export function testBlockDefinition(type: string) {
  return defineBlock({
    type,
    version: 1,
    label: type,
    group: 'Content',
    icon: 'Bug',
    description: 'test',
    schema: z.object({}),
  });
}
