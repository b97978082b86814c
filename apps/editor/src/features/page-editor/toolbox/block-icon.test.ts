import { describe, expect, it } from 'vitest';
import { BLOCK_DEFINITIONS } from '@lumo/block-schema';
import { BLOCK_ICONS } from './icon-set';

describe('block icons', () => {
  it('has the icon of every block definition, so no toolbox entry falls back to the generic box', () => {
    const missing = BLOCK_DEFINITIONS.filter((definition) => !BLOCK_ICONS[definition.icon]).map(
      (definition) => `${definition.type}: ${definition.icon}`,
    );
    expect(missing).toEqual([]);
  });
});
