import { z } from 'zod';
import {
  FORMAT_VERSION,
  blockNodeSchema,
  pageMetaSchema,
  pageSchema,
  validatePage,
  walkBlocks,
  type BlockNode,
  type PageIssue,
  type PageInput,
  type StoreViewCode,
} from '@lumo/block-schema';
import { createBlockId } from '../page-format';

export type PageMeta = z.output<typeof pageMetaSchema>;

/** What the editor holds besides the block tree. */
export interface PageFields {
  title: string;
  meta: PageMeta;
}

export interface EditorPage extends PageFields {
  blocks: BlockNode[];
}

/** The page in the published page format, for validation, saving, publishing and export. */
export function toPageDocument(
  storeView: StoreViewCode,
  path: string,
  fields: PageFields,
  blocks: BlockNode[],
): PageInput {
  return {
    formatVersion: FORMAT_VERSION,
    storeView,
    path,
    title: fields.title,
    meta: fields.meta,
    blocks,
  };
}

const looseDraftSchema = z.object({
  title: z.string().optional(),
  meta: z.unknown().optional(),
  blocks: z.array(blockNodeSchema).optional(),
});

/**
 * The editable page of a stored draft. Drafts may be incomplete (a block without its image), so
 * only the shape is checked here; block props are validated by validatePage while editing.
 */
export function readDraftContent(
  content: unknown,
  fallbackTitle: string,
): { ok: true; page: EditorPage } | { ok: false; message: string } {
  if (content == null || (typeof content === 'object' && Object.keys(content).length === 0)) {
    return { ok: true, page: { title: fallbackTitle, meta: pageMetaSchema.parse({}), blocks: [] } };
  }
  const parsed = looseDraftSchema.safeParse(content);
  if (!parsed.success) {
    return {
      ok: false,
      message: `The stored draft is not in the page format: ${parsed.error.issues
        .slice(0, 5)
        .map((issue) => `${issue.path.join('.') || 'page'}: ${issue.message}`)
        .join('; ')}`,
    };
  }
  const meta = pageMetaSchema.safeParse(parsed.data.meta ?? {});
  return {
    ok: true,
    page: {
      title: parsed.data.title?.trim() ? parsed.data.title : fallbackTitle,
      meta: meta.success ? meta.data : pageMetaSchema.parse({}),
      blocks: withUniqueIds(parsed.data.blocks ?? []),
    },
  };
}

/**
 * Craft.js keys nodes by id, so two blocks with one id would silently become one. Later
 * duplicates get a new id (the original keeps its own).
 */
export function withUniqueIds(blocks: BlockNode[]): BlockNode[] {
  const seen = new Set<string>();
  const visit = (block: BlockNode): BlockNode => {
    const id = seen.has(block.id) ? createBlockId(block.type) : block.id;
    seen.add(id);
    return {
      ...block,
      id,
      ...(block.children ? { children: block.children.map(visit) } : {}),
    };
  };
  return blocks.map(visit);
}

export type ImportResult =
  | { kind: 'valid'; page: EditorPage }
  /** The file is a page, but some blocks are not ready to publish: it can still be imported. */
  | { kind: 'incomplete'; page: EditorPage; issues: PageIssue[] }
  | { kind: 'invalid'; issues: PageIssue[] };

/**
 * Reads an exported page file for the page being edited: checked against the page format, then
 * validated like a publish; its store view and path are replaced by the current page's.
 */
export function readPageFile(text: string, storeView: StoreViewCode, path: string): ImportResult {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return {
      kind: 'invalid',
      issues: [{ path: [], message: `The file is not JSON (${(error as Error).message})` }],
    };
  }
  const rewritten =
    json && typeof json === 'object' && !Array.isArray(json)
      ? { ...(json as Record<string, unknown>), storeView, path }
      : json;
  const shape = pageSchema.safeParse(rewritten);
  if (!shape.success) {
    return {
      kind: 'invalid',
      issues: shape.error.issues.map((issue) => ({
        path: issue.path as (string | number)[],
        message: issue.message,
      })),
    };
  }
  const page: EditorPage = {
    title: shape.data.title,
    meta: shape.data.meta,
    blocks: withUniqueIds(shape.data.blocks),
  };
  const validation = validatePage({ ...shape.data, blocks: page.blocks });
  return validation.ok
    ? { kind: 'valid', page }
    : { kind: 'incomplete', page, issues: validation.issues };
}

/** A file name for an exported page: "uk-about-vaping-faq.json", "gr-home.json". */
export function exportFileName(storeView: StoreViewCode, path: string): string {
  const slug = path
    .replace(/^\/+|\/+$/g, '')
    .replace(/[^a-z0-9]+/gi, '-')
    .toLowerCase();
  return `${storeView}-${slug || 'home'}.json`;
}

export function countBlocks(blocks: BlockNode[]): number {
  return [...walkBlocks(blocks)].length;
}
