import { z } from 'zod';
import { SITE_FOOTER_PATH, storeViewCodeSchema, normalisePagePath } from './store-views';
import type { BlockDefinition } from './define-block';
import { getBlockDefinition } from './registry';
import { mediaUrlSchema } from './fields';
import { describeFieldIssue, labelIssue } from './issue-labels';

/**
 * The published page format (ARCHITECTURE.md "The published page format"): a tree of blocks,
 * each with its type's version. Stored by the api, rendered by the storefront, converted to and
 * from Craft.js by the editor.
 */
export const FORMAT_VERSION = 1;

export interface BlockNode {
  id: string;
  type: string;
  version: number;
  props: Record<string, unknown>;
  children?: BlockNode[];
}

/**
 * How deep blocks may be nested: a top-level block is at level 0, its children at level 1, and
 * a block at level MAX_BLOCK_NESTING cannot hold children. Deeper trees are no real layout and
 * would let one request exhaust the parsers down the line (the api's database among them).
 */
export const MAX_BLOCK_NESTING = 8;
/** Most blocks one page may hold, counting nested blocks. */
export const MAX_BLOCKS_PER_PAGE = 1000;

export const BLOCK_NESTING_MESSAGE = `Blocks can be nested at most ${MAX_BLOCK_NESTING} levels deep; move these blocks up a level`;

function blockNodeAtLevel(level: number): z.ZodType<BlockNode> {
  const children =
    level >= MAX_BLOCK_NESTING
      ? z.array(z.unknown()).max(0, BLOCK_NESTING_MESSAGE).optional()
      : z
          .array(z.lazy(() => blockNodeAtLevel(level + 1)))
          .max(MAX_BLOCKS_PER_PAGE)
          .optional();
  return z.object({
    id: z.string().min(1).max(64),
    type: z.string().min(1).max(64),
    version: z.number().int().positive(),
    props: z.record(z.string(), z.unknown()),
    children,
  }) as z.ZodType<BlockNode>;
}

/** One block with its children (at most MAX_BLOCK_NESTING levels of children below it). */
export const blockNodeSchema: z.ZodType<BlockNode> = blockNodeAtLevel(0);

export const PAGE_PATH_MESSAGE =
  'A page path starts with "/" and uses lower-case letters, digits, "-", "_" and "/" only';

export const pagePathSchema = z
  .string()
  .max(300)
  .transform(normalisePagePath)
  // The site footer's reserved location is the one path outside the alphabet (site-footer.ts).
  .refine((path) => path === SITE_FOOTER_PATH || /^\/[a-z0-9\-_/]*$/.test(path), PAGE_PATH_MESSAGE);

export const pageMetaSchema = z.object({
  description: z.string().max(500).default(''),
  /** Optional social/preview image: a media URL, like every image field ('' for none). */
  image: mediaUrlSchema('image').default(''),
  noIndex: z.boolean().default(false),
});

export const pageSchema = z
  .object({
    formatVersion: z.literal(FORMAT_VERSION),
    storeView: storeViewCodeSchema,
    path: pagePathSchema,
    title: z.string().trim().min(1, 'A page needs a title').max(200),
    meta: pageMetaSchema.prefault({}),
    blocks: z.array(blockNodeSchema).max(MAX_BLOCKS_PER_PAGE),
  })
  .superRefine((page, context) => {
    // Walks the tree once: the schema above bounds its depth, this bounds its size and versions.
    let count = 0;
    const visit = (blocks: BlockNode[], path: (string | number)[]) => {
      blocks.forEach((block, index) => {
        count += 1;
        const at = [...path, index];
        const definition = getBlockDefinition(block.type);
        if (definition && block.version > definition.version) {
          context.addIssue({
            code: 'custom',
            path: [...at, 'version'],
            message: `Block "${block.id}" (${definition.label}) has version ${block.version}, but the newest version of that block is ${definition.version}; reload the editor to get the current blocks`,
          });
        }
        if (block.children) visit(block.children, [...at, 'children']);
      });
    };
    visit(page.blocks, ['blocks']);
    if (count > MAX_BLOCKS_PER_PAGE) {
      context.addIssue({
        code: 'custom',
        path: ['blocks'],
        message: `A page can hold at most ${MAX_BLOCKS_PER_PAGE} blocks (nested blocks count too); this one has ${count}`,
      });
    }
  });

export type PublishedPage = z.output<typeof pageSchema>;
export type PageInput = z.input<typeof pageSchema>;

export interface PageIssue {
  /** Id of the block the issue belongs to; absent for page-level issues. */
  blockId?: string;
  blockType?: string;
  /** Path inside the block's props (or inside the page for page-level issues). */
  path: (string | number)[];
  message: string;
}

export type PageValidation = { ok: true; page: PublishedPage } | { ok: false; issues: PageIssue[] };

/** Brings every block of a page to its type's current version (unknown types are left as they are). */
export function migrateBlocks(blocks: BlockNode[]): BlockNode[] {
  return blocks.map((block) => {
    const definition = getBlockDefinition(block.type);
    const migrated = definition ? migrateBlock(block, definition) : block;
    return migrated.children
      ? { ...migrated, children: migrateBlocks(migrated.children) }
      : migrated;
  });
}

function migrateBlock(block: BlockNode, definition: BlockDefinition): BlockNode {
  let { props, version } = block;
  while (version < definition.version) {
    const step = definition.migrations?.[version];
    if (!step) throw new Error(`${block.type} has no migration from version ${version}`);
    props = step(props);
    version += 1;
  }
  return { ...block, version, props };
}

/**
 * Validates a whole page: its shape, then every block's props against its type's schema after
 * migrating it. Returns the normalised page (defaults filled, markup sanitised) or every issue,
 * each pointing at its block, so the editor can mark blocks and the api can say what is wrong.
 */
export function validatePage(input: unknown): PageValidation {
  const parsed = pageSchema.safeParse(input);
  if (!parsed.success) {
    return {
      ok: false,
      issues: parsed.error.issues.map((issue) => ({
        path: issue.path as (string | number)[],
        message: issue.message,
      })),
    };
  }
  const issues: PageIssue[] = [];
  const seenIds = new Set<string>();
  let blocks: BlockNode[];
  try {
    blocks = migrateBlocks(parsed.data.blocks);
  } catch (error) {
    return { ok: false, issues: [{ path: ['blocks'], message: (error as Error).message }] };
  }
  const normalised = validateBlocks(blocks, issues, seenIds);
  if (issues.length > 0) return { ok: false, issues };
  return { ok: true, page: { ...parsed.data, blocks: normalised } };
}

function validateBlocks(
  blocks: BlockNode[],
  issues: PageIssue[],
  seenIds: Set<string>,
): BlockNode[] {
  return blocks.map((block) => {
    const at = { blockId: block.id, blockType: block.type };
    if (seenIds.has(block.id)) {
      issues.push({ ...at, path: [], message: `Block id ${block.id} is used twice` });
    }
    seenIds.add(block.id);
    const definition = getBlockDefinition(block.type);
    if (!definition) {
      issues.push({ ...at, path: [], message: `Unknown block type ${block.type}` });
      return block;
    }
    if (block.children?.length && !definition.isContainer) {
      issues.push({ ...at, path: [], message: `${definition.label} cannot hold other blocks` });
    }
    const result = definition.schema.safeParse(block.props);
    if (!result.success) {
      for (const issue of result.error.issues) {
        issues.push({ ...at, path: issue.path as (string | number)[], message: issue.message });
      }
    }
    const children = block.children ? validateBlocks(block.children, issues, seenIds) : undefined;
    return {
      ...block,
      props: result.success ? (result.data as Record<string, unknown>) : block.props,
      ...(children ? { children } : {}),
    };
  });
}

/**
 * One line per issue, named as an editor reads the form: the block's label and the field's labels,
 * e.g. `Hero banner › Background image: an image is required` (issue-labels.ts).
 */
export function formatPageIssues(issues: PageIssue[]): string {
  return issues
    .map((issue) => {
      const { where, field, message } = labelIssue(issue);
      return `${where} › ${describeFieldIssue(field, message)}`;
    })
    .join('\n');
}

/** Depth-first walk over a block tree. */
export function* walkBlocks(blocks: BlockNode[]): Generator<BlockNode> {
  for (const block of blocks) {
    yield block;
    if (block.children) yield* walkBlocks(block.children);
  }
}
