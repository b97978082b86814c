// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import type { BlockNode } from '@lumo/block-schema';
import { CLIPBOARD_STORAGE_KEY, blocksToPaste, copyBlocks } from './clipboard';

const container: BlockNode = {
  id: 'section-1',
  type: 'Container',
  version: 1,
  props: { background: '#ffffff', items: [{ text: 'a' }] },
  children: [
    { id: 'hero-1', type: 'HeroBanner', version: 2, props: { title: 'Hello' } },
    {
      id: 'section-2',
      type: 'Container',
      version: 1,
      props: {},
      children: [{ id: 'quote-1', type: 'QuoteBlock', version: 1, props: { text: 'Hi' } }],
    },
  ],
};

function ids(block: BlockNode): string[] {
  return [block.id, ...(block.children ?? []).flatMap(ids)];
}

function stripIds(block: BlockNode): unknown {
  return { ...block, id: 'x', children: block.children?.map(stripIds) };
}

describe('block clipboard', () => {
  beforeEach(() => localStorage.clear());

  it('pastes copies whose ids (also nested) are new and whose props are kept', () => {
    copyBlocks([container]);
    const [pasted] = blocksToPaste()!;
    expect(ids(pasted!)).toHaveLength(4);
    for (const id of ids(pasted!)) expect(ids(container)).not.toContain(id);
    expect(stripIds(pasted!)).toEqual(stripIds(container));
  });

  it('gives every paste its own ids', () => {
    copyBlocks([container]);
    const first = blocksToPaste()!.flatMap(ids);
    const second = blocksToPaste()!.flatMap(ids);
    for (const id of second) expect(first).not.toContain(id);
  });

  it('ignores clipboard contents that are not blocks', () => {
    expect(blocksToPaste()).toBeUndefined();
    localStorage.setItem(CLIPBOARD_STORAGE_KEY, '{not json');
    expect(blocksToPaste()).toBeUndefined();
    localStorage.setItem(
      CLIPBOARD_STORAGE_KEY,
      JSON.stringify({ kind: 'lumo-blocks', blocks: [{ id: 1 }] }),
    );
    expect(blocksToPaste()).toBeUndefined();
  });
});
