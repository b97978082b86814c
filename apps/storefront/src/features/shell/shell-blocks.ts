import type { StoreViewCode } from '@lumo/block-schema';
import { getCmsBlocks, type CmsBlockOutcome } from '@/features/cms-blocks/server';

/** SPEC §2.2/§3.6 block keys of the shell's editable content. */
export const SHELL_BLOCK_KEYS = [
  'nicotine_warning_banner_block',
  'warning_banner',
  'marketing_popup',
] as const;
export type ShellBlockKey = (typeof SHELL_BLOCK_KEYS)[number];

export interface ShellBlock {
  identifier: string;
  title: string;
  /** HTML the api sanitised; SanitizedHtml sanitises it again before rendering. */
  content: string;
}

/** Each block by key, null when neither variant exists; `error` when the api did not answer. */
export type ShellBlocks =
  { kind: 'ok'; blocks: Record<ShellBlockKey, ShellBlock | null> } | { kind: 'error' };

const MAX_CONTENT_LENGTH = 100_000;

/** An empty or oversized block shows nothing. */
function usableBlock(outcome: CmsBlockOutcome | undefined): ShellBlock | null {
  if (outcome?.kind !== 'ok' || !outcome.block) return null;
  const { identifier, title, content } = outcome.block;
  if (!content.trim() || content.length > MAX_CONTENT_LENGTH) return null;
  return { identifier, title: title.trim(), content };
}

/** The shell's blocks from the batch loader's outcomes; any failed call makes them all `error`. */
export function shellBlocksFrom(outcomes: ReadonlyMap<string, CmsBlockOutcome>): ShellBlocks {
  if (SHELL_BLOCK_KEYS.some((key) => outcomes.get(key)?.kind === 'error')) return { kind: 'error' };
  return {
    kind: 'ok',
    blocks: Object.fromEntries(
      SHELL_BLOCK_KEYS.map((key) => [key, usableBlock(outcomes.get(key))]),
    ) as Record<ShellBlockKey, ShellBlock | null>,
  };
}

/**
 * The shell's CMS blocks of a store view through the render's batching loader (SPEC §4: the
 * `_rebranding` variant first, every block asked during the render in one call).
 */
export async function getShellBlocks(storeView: StoreViewCode): Promise<ShellBlocks> {
  return shellBlocksFrom(await getCmsBlocks(storeView, SHELL_BLOCK_KEYS));
}
