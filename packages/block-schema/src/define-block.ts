import { z } from 'zod';

/** Toolbox groups of the editor. */
export const BLOCK_GROUPS = [
  'Heroes',
  'Content',
  'Product',
  'Media',
  'Layout',
  'Notices',
  'Not found',
  'Footer',
] as const;
export type BlockGroup = (typeof BLOCK_GROUPS)[number];

/** Upgrades a block's props from version n to n + 1. */
export type BlockMigration = (props: Record<string, unknown>) => Record<string, unknown>;

/**
 * Everything the editor, the api and the storefront know about one block type, without React.
 * Inspired by Puck's component config: the schema is the source of fields and defaults.
 */
export interface BlockDefinition<
  S extends z.ZodObject = z.ZodObject,
  Type extends string = string,
  Icon extends string = string,
> {
  /** Stable type name stored in pages, e.g. "HeroBanner". */
  type: Type;
  /** Current props version. Bump it when props change shape and add a migration. */
  version: number;
  label: string;
  group: BlockGroup;
  /**
   * A Tabler icon name (without the "Icon" prefix), e.g. "Photo". The editor draws it from
   * `@lumo/blocks/editor`, whose map must have every name a definition uses (a compile error).
   */
  icon: Icon;
  description: string;
  /** Props schema: every field has a default (see fields.ts). */
  schema: S;
  /** Accepts child blocks (Container, Accordion). */
  isContainer?: boolean;
  /** Needs JavaScript in the browser (rendered as a client component on the storefront). */
  interactive?: boolean;
  /** migrations[n] turns version-n props into version n + 1 props. */
  migrations?: Record<number, BlockMigration>;
  /**
   * Why the api's seed pages do not show this block (apps/api/seed-content/pages.test.ts requires
   * every block without this reason in some seed page). Leave unset for a block they show.
   */
  notInSeedPages?: string;
  /** Complete, valid props used by the gallery and seeds (defaults plus required media). */
  example?: z.input<S>;
}

/** Keeps the literal `type` and `icon`, so the registry can derive `BlockType` from its list. */
export function defineBlock<S extends z.ZodObject, Type extends string, Icon extends string>(
  definition: BlockDefinition<S, Type, Icon>,
): BlockDefinition<S, Type, Icon> {
  return definition;
}

export type BlockProps<D extends BlockDefinition> = z.output<D['schema']>;

/**
 * The props of a freshly dropped block: every field's default, without validating (a new hero
 * has no image yet and is allowed to be invalid until published).
 */
export function createDefaultProps(definition: BlockDefinition): Record<string, unknown> {
  return defaultsOfObject(definition.schema);
}

type AnyDef = {
  type: string;
  innerType?: z.ZodType;
  defaultValue?: unknown;
  shape?: z.ZodRawShape;
};

function defOf(schema: z.ZodType): AnyDef {
  return (schema as unknown as { _zod: { def: AnyDef } })._zod.def;
}

function defaultsOfObject(schema: z.ZodObject): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema.shape)) {
    const value = defaultOf(field as z.ZodType);
    if (value !== undefined) result[key] = value;
  }
  return result;
}

function defaultOf(schema: z.ZodType): unknown {
  const def = defOf(schema);
  if (def.type === 'default' || def.type === 'prefault') {
    const value = structuredClone(def.defaultValue);
    // An object default of {} still needs its inner fields' defaults.
    const inner = def.innerType ? unwrap(def.innerType) : undefined;
    if (inner && defOf(inner).type === 'object' && isPlainObject(value)) {
      return { ...defaultsOfObject(inner as z.ZodObject), ...value };
    }
    return value;
  }
  if (def.type === 'object') return defaultsOfObject(schema as z.ZodObject);
  if (def.innerType) return defaultOf(def.innerType);
  return undefined;
}

function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema;
  let def = defOf(current);
  while (def.innerType && def.type !== 'object') {
    current = def.innerType;
    def = defOf(current);
  }
  return current;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
