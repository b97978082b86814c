/**
 * SPEC §4 CMS block rules shared by the browser's loader and the server's: each block is asked
 * first as `<identifier>_rebranding`, then, when that is not returned, under its plain name.
 */

export const REBRANDING_SUFFIX = '_rebranding';
/** The api's cmsBlocks answers at most this many identifiers per call. */
export const MAX_CMS_BLOCK_BATCH = 50;

export interface CmsBlockData {
  identifier: string;
  title: string;
  content: string;
}

export const CMS_BLOCKS_QUERY = `query CmsBlocks($identifiers: [String]) {
  cmsBlocks(identifiers: $identifiers) { items { identifier title content } }
}`;

export function rebrandingIdentifier(identifier: string): string {
  return `${identifier}${REBRANDING_SUFFIX}`;
}

/** The api's items as blocks by the identifier asked (the plain one, for a rebranding variant). */
export function blocksByIdentifier(
  items:
    | readonly ({
        identifier?: string | null;
        title?: string | null;
        content?: string | null;
      } | null)[]
    | null
    | undefined,
): Map<string, CmsBlockData> {
  const found = new Map<string, CmsBlockData>();
  for (const item of items ?? []) {
    if (!item?.identifier) continue;
    found.set(item.identifier, {
      identifier: item.identifier,
      title: item.title ?? '',
      content: item.content ?? '',
    });
  }
  return found;
}

export type FetchCmsBlocks = (identifiers: string[]) => Promise<Map<string, CmsBlockData>>;

/**
 * Resolves identifiers with the rebranding rule in at most two calls: every rebranding variant
 * at once, then the plain names of those not returned. A failed call rejects.
 */
export async function loadWithRebranding(
  identifiers: readonly string[],
  fetchBlocks: FetchCmsBlocks,
): Promise<Map<string, CmsBlockData | null>> {
  const result = new Map<string, CmsBlockData | null>();
  const rebranded = await fetchBlocks(identifiers.map(rebrandingIdentifier));
  const missing: string[] = [];
  for (const identifier of identifiers) {
    const block = rebranded.get(rebrandingIdentifier(identifier));
    if (block) result.set(identifier, block);
    else missing.push(identifier);
  }
  if (missing.length) {
    const plain = await fetchBlocks(missing);
    for (const identifier of missing) result.set(identifier, plain.get(identifier) ?? null);
  }
  return result;
}
