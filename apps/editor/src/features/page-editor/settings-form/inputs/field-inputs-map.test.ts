import { describe, expect, it } from 'vitest';
import { FIELD_KINDS, type FieldKind } from '@lumo/block-schema';
import { FIELD_INPUTS } from '.';
import type { FieldInputComponent } from './field-input-props';

describe('FIELD_INPUTS', () => {
  it('has its own input for every field kind of block-schema', () => {
    for (const kind of FIELD_KINDS) expect(FIELD_INPUTS[kind], kind).toBeTypeOf('function');
    // No kind borrows another kind's input (the old switch fell back to a text box).
    expect(new Set(FIELD_KINDS.map((kind) => FIELD_INPUTS[kind])).size).toBe(FIELD_KINDS.length);
    expect(Object.keys(FIELD_INPUTS).sort()).toEqual([...FIELD_KINDS].sort());
  });

  it('is a type error without an input for some kind (checked by tsc)', () => {
    const { color: _color, ...withoutColor } = FIELD_INPUTS;
    // @ts-expect-error -- 'color' is missing: a kind without an input does not typecheck.
    const incomplete: Record<FieldKind, FieldInputComponent> = withoutColor;
    expect(Object.keys(incomplete)).not.toContain('color');
  });
});
