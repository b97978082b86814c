import { z } from 'zod';
import {
  getBlockDefinition,
  getFieldMeta,
  migrateBlocks,
  pageSchema,
  sanitizeMarkup,
  validatePage,
  type BlockNode,
  type PageIssue,
  type PublishedPage,
  walkBlocks,
} from '@lumo/block-schema';
import { inputError } from '../../errors';

/**
 * Drafts may be unfinished (a hero without its image yet) but are always well-formed and safe:
 * the page shape must parse; a fully valid page is stored in its normalised form; otherwise every
 * prop that does parse is normalised, and a prop that does not keeps its value minus anything
 * that could run script (markup sanitised, javascript:/data: URLs dropped). Keys a block's schema
 * does not know are dropped, and unknown block types are refused.
 */
export function normaliseDraft(input: unknown): { page: PublishedPage; issues: PageIssue[] } {
  const shape = pageSchema.safeParse(input);
  if (!shape.success) {
    const issues: PageIssue[] = shape.error.issues.map((issue) => ({
      path: issue.path as (string | number)[],
      message: issue.message,
    }));
    throw inputError(
      `The draft is not a valid page: ${issues
        .map((issue) => `${issue.path.join('.') || 'page'}: ${issue.message}`)
        .join('; ')}`,
      { issues },
    );
  }
  const unknownTypes = [
    ...new Set([...walkBlocks(shape.data.blocks)].map((block) => block.type)),
  ].filter((type) => !getBlockDefinition(type));
  if (unknownTypes.length > 0) {
    throw inputError(
      `The draft is not a valid page: unknown block type${unknownTypes.length > 1 ? 's' : ''} ${unknownTypes.join(', ')}`,
      {
        issues: unknownTypes.map((type) => ({
          path: ['blocks'],
          message: `Unknown block type ${type}`,
        })),
      },
    );
  }
  const validation = validatePage(input);
  if (validation.ok) return { page: validation.page, issues: [] };
  let blocks = shape.data.blocks;
  try {
    blocks = migrateBlocks(blocks);
  } catch {
    // A block without a migration path stays at its stored version; publishing reports it.
  }
  return { page: { ...shape.data, blocks: lenientBlocks(blocks) }, issues: validation.issues };
}

function lenientBlocks(blocks: BlockNode[]): BlockNode[] {
  return blocks.map((block) => {
    // Known to exist: normaliseDraft refuses unknown block types.
    const definition = getBlockDefinition(block.type)!;
    const props = (lenientValue(definition.schema, block.props) ?? {}) as Record<string, unknown>;
    return {
      ...block,
      props,
      ...(block.children ? { children: lenientBlocks(block.children) } : {}),
    };
  });
}

interface SchemaDef {
  type: string;
  innerType?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
}

function defOf(schema: z.ZodType): SchemaDef {
  return (schema as unknown as { _zod: { def: SchemaDef } })._zod.def;
}

function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (let def = defOf(current); def.innerType && def.type !== 'object'; def = defOf(current)) {
    current = def.innerType;
  }
  return current;
}

const UNSAFE_SCHEME = /^(javascript|vbscript|data):/i;

/**
 * Whether a string is a URL with a script-carrying scheme. Browsers drop C0 controls, spaces and
 * tabs/newlines inside the scheme ("java\tscript:", "\u0001javascript:"), so they are removed first.
 */
export function isUnsafeUrl(value: string): boolean {
  // eslint-disable-next-line no-control-regex
  return UNSAFE_SCHEME.test(value.replace(/[\u0000-\u0020\u007f]+/g, ''));
}

function lenientValue(schema: z.ZodType, value: unknown): unknown {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const inner = unwrap(schema);
  const def = defOf(inner);
  if (def.type === 'object' && def.shape && isPlainObject(value)) {
    const result: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(def.shape)) {
      const next = lenientValue(field, value[key]);
      if (next !== undefined) result[key] = next;
    }
    return result;
  }
  if (def.type === 'array' && def.element && Array.isArray(value)) {
    const element = def.element;
    return value.map((item) => lenientValue(element, item)).filter((item) => item !== undefined);
  }
  if (typeof value === 'string') {
    if (getFieldMeta(schema)?.kind === 'markup') return sanitizeMarkup(value);
    return isUnsafeUrl(value) ? '' : value;
  }
  // An unfinished value keeps a number, boolean or null; an object or array where the schema has
  // none is dropped (it can be nothing the editor made, only stored weight).
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return value;
  return undefined;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
