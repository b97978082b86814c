import { cache } from 'react';
import type { StoreViewCode } from '@lumo/block-schema';
import { ShellCmsBlocksDocument } from '@lumo/graphql';
import { CMS_REVALIDATE_SECONDS } from './cms';
import { storefrontQuery } from './storefront-graphql';

/** SPEC §2.2/§3.6 block keys of the shell's editable content. */
export const SHELL_BLOCK_KEYS = [
  'nicotine_warning_banner_block',
  'warning_banner',
  'marketing_popup',
] as const;
export type ShellBlockKey = (typeof SHELL_BLOCK_KEYS)[number];

/** SPEC §4: each block is first asked for under this suffix, then under its plain name. */
export const REBRANDING_SUFFIX = '_rebranding';

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

export function cmsBlocksTag(storeView: StoreViewCode): string {
  return `cms-blocks:${storeView}`;
}

/** Both variants of every key in one list, the rebranding variant first (one request, SPEC §4). */
export function shellBlockIdentifiers(keys: readonly string[] = SHELL_BLOCK_KEYS): string[] {
  return keys.flatMap((key) => [`${key}${REBRANDING_SUFFIX}`, key]);
}

/** Picks each key's block: the rebranding variant when returned, else the plain one. */
export function pickShellBlocks(
  items: readonly ({
    identifier?: string | null;
    title?: string | null;
    content?: string | null;
  } | null)[],
): Record<ShellBlockKey, ShellBlock | null> {
  const byIdentifier = new Map<string, ShellBlock>();
  for (const item of items) {
    if (!item?.identifier || !item.content?.trim()) continue;
    if (item.content.length > MAX_CONTENT_LENGTH) continue;
    byIdentifier.set(item.identifier, {
      identifier: item.identifier,
      title: item.title?.trim() ?? '',
      content: item.content,
    });
  }
  return Object.fromEntries(
    SHELL_BLOCK_KEYS.map((key) => [
      key,
      byIdentifier.get(`${key}${REBRANDING_SUFFIX}`) ?? byIdentifier.get(key) ?? null,
    ]),
  ) as Record<ShellBlockKey, ShellBlock | null>;
}

/**
 * The shell's CMS blocks of a store view, both variants of each in one cmsBlocks request (the
 * server side of SPEC §4's block batching; the browser's batching loader is the platform's).
 */
export async function fetchShellBlocks(
  storeView: StoreViewCode,
  fetchImpl?: typeof fetch,
): Promise<ShellBlocks> {
  const result = await storefrontQuery(ShellCmsBlocksDocument, {
    storeView,
    variables: { identifiers: shellBlockIdentifiers() },
    cache: { kind: 'tagged', tags: [cmsBlocksTag(storeView)], revalidate: CMS_REVALIDATE_SECONDS },
    fetchImpl,
  });
  if (result.kind !== 'ok') return { kind: 'error' };
  return { kind: 'ok', blocks: pickShellBlocks(result.data.cmsBlocks?.items ?? []) };
}

export const getShellBlocks = cache((storeView: StoreViewCode) => fetchShellBlocks(storeView));
