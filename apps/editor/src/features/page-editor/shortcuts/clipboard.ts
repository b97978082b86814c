import { z } from 'zod';
import { blockNodeSchema, type BlockNode } from '@lumo/block-schema';
import { cloneWithNewIds } from '../page-format';

/**
 * The editor's block clipboard lives in localStorage, so a block copied on one page can be
 * pasted into another page (or another tab). The system clipboard is left alone: it cannot be
 * read without a permission prompt, and editors copy text there while working.
 */
export const CLIPBOARD_STORAGE_KEY = 'lumo-editor:block-clipboard';

const clipboardSchema = z.object({
  kind: z.literal('lumo-blocks'),
  blocks: z.array(blockNodeSchema).min(1).max(200),
});

export function copyBlocks(blocks: BlockNode[], storage: Storage = localStorage): void {
  storage.setItem(CLIPBOARD_STORAGE_KEY, JSON.stringify({ kind: 'lumo-blocks', blocks }));
}

/**
 * The copied blocks, ready to insert: every block and every descendant gets a new id, so a paste
 * never collides with the original or with an earlier paste. Undefined when nothing valid is
 * on the clipboard.
 */
export function blocksToPaste(storage: Storage = localStorage): BlockNode[] | undefined {
  const raw = storage.getItem(CLIPBOARD_STORAGE_KEY);
  if (!raw) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return undefined;
  }
  const result = clipboardSchema.safeParse(parsed);
  return result.success ? result.data.blocks.map(cloneWithNewIds) : undefined;
}
