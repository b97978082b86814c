import type { Metadata } from 'next';
import { z } from 'zod';
import { normalisePagePath, type StoreViewCode } from '@lumo/block-schema';
import { composePageTitle } from '@/features/builder-page/page-title';
import { getCmsBlocks } from '@/features/cms-blocks/server';

/**
 * SPEC §2.1 "Some paths get an alternative head block": the CMS block `head_alternatives` holds,
 * per store view, JSON entries `{path, title?, description?, noIndex?}` whose head replaces the
 * page's own for that path (an SEO manager sets a path's title or robots rule without touching
 * the page). The api validates the JSON; it is bounded again here, whatever the api sends.
 */
export const HEAD_ALTERNATIVES_BLOCK = 'head_alternatives';
const MAX_ENTRIES = 200;
const MAX_JSON_LENGTH = 200_000;

const entrySchema = z.object({
  path: z
    .string()
    .max(2048)
    .refine((path) => path.startsWith('/') && !path.startsWith('//'))
    .transform(normalisePagePath),
  title: z.string().trim().min(1).max(255).optional(),
  description: z.string().trim().min(1).max(500).optional(),
  noIndex: z.boolean().optional(),
});

export type HeadAlternative = z.output<typeof entrySchema>;

/** The block's JSON as entries by path; entries that do not fit are skipped, bad JSON gives none. */
export function parseHeadAlternatives(
  content: string | null | undefined,
): Map<string, HeadAlternative> {
  const entries = new Map<string, HeadAlternative>();
  if (!content || content.length > MAX_JSON_LENGTH) return entries;
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch {
    return entries;
  }
  if (!Array.isArray(json)) return entries;
  for (const item of json.slice(0, MAX_ENTRIES)) {
    const parsed = entrySchema.safeParse(item);
    if (parsed.success && !entries.has(parsed.data.path))
      entries.set(parsed.data.path, parsed.data);
  }
  return entries;
}

/** The page's metadata with the alternative head's fields in place of its own. */
export function applyHeadAlternative(
  metadata: Metadata,
  head: HeadAlternative | undefined,
): Metadata {
  if (!head) return metadata;
  return {
    ...metadata,
    ...(head.title ? { title: { absolute: composePageTitle(head.title) } } : {}),
    ...(head.description ? { description: head.description } : {}),
    ...(head.noIndex ? { robots: { index: false, follow: true } } : {}),
  };
}

/**
 * `metadata` with the store view's alternative head for `path`, if it has one. A CMS failure
 * leaves the page's own head (the block only refines it).
 */
export async function withHeadAlternative(
  storeView: StoreViewCode,
  path: string,
  metadata: Metadata,
): Promise<Metadata> {
  const outcome = (await getCmsBlocks(storeView, [HEAD_ALTERNATIVES_BLOCK])).get(
    HEAD_ALTERNATIVES_BLOCK,
  );
  if (outcome?.kind !== 'ok' || !outcome.block) return metadata;
  const head = parseHeadAlternatives(outcome.block.content).get(normalisePagePath(path));
  return applyHeadAlternative(metadata, head);
}
