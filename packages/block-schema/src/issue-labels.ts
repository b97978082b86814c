import type { z } from 'zod';
import { getFieldMeta, type FieldKind } from './fields';
import { getBlockDefinition } from './registry';

/**
 * Names a validation issue the way the editor's forms name its field: by the labels of the
 * fields' editor metadata (fields.ts), never by the stored prop names (`backbgroundImage.url`
 * reads "Background image"; `items.2.imageUrl.url` reads "Flavours > item 3 > Flavour image").
 * The stored spelling stays SPEC's; only what an editor reads changes.
 */

/** Separator between the labels of nested fields, as the issue reads them aloud. */
export const FIELD_PATH_SEPARATOR = ' > ';

interface SchemaDef {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  getter?: () => z.ZodType;
}

function defOf(schema: z.ZodType): SchemaDef {
  return (schema as unknown as { _zod: { def: SchemaDef } })._zod.def;
}

/** The object or array under default/optional/pipe/lazy wrappers, or the schema itself. */
function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (let depth = 0; depth < 20; depth += 1) {
    const def = defOf(current);
    const next = def.innerType ?? def.in ?? def.getter?.();
    if (!next || def.type === 'object' || def.type === 'array') return current;
    current = next;
  }
  return current;
}

/** "buttonHref" -> "Button href", for props without a label. */
function humanise(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1).toLowerCase();
}

/**
 * The parts of an image or video value an editor sees as separate inputs; `url` is the file
 * itself, so an issue with the url is the field's own issue.
 */
const MEDIA_PART_LABELS: Record<string, string | null> = {
  url: null,
  alt: 'Alt text',
  poster: 'Poster image',
  width: 'Width',
  height: 'Height',
};

const MEDIA_KINDS: readonly FieldKind[] = ['image', 'video'];

/**
 * The labels along a path inside a schema (a block's props schema), e.g.
 * ['Flavours', 'item 3', 'Flavour image']. Unknown keys are humanised, so every path has a name.
 */
export function fieldPathLabels(schema: z.ZodType | undefined, path: readonly PropertyKey[]) {
  const labels: string[] = [];
  let current = schema;
  let mediaField = false;
  for (const segment of path) {
    if (typeof segment === 'number') {
      labels.push(`item ${segment + 1}`);
      const def = current ? defOf(unwrap(current)) : undefined;
      current = def?.type === 'array' ? def.element : undefined;
      mediaField = false;
      continue;
    }
    const key = String(segment);
    if (mediaField && key in MEDIA_PART_LABELS) {
      const part = MEDIA_PART_LABELS[key];
      if (part) labels.push(part);
      current = undefined;
      mediaField = false;
      continue;
    }
    const def = current ? defOf(unwrap(current)) : undefined;
    const child = def?.type === 'object' ? def.shape?.[key] : undefined;
    const meta = child ? getFieldMeta(child) : undefined;
    labels.push(meta?.label ?? humanise(key));
    mediaField = meta ? MEDIA_KINDS.includes(meta.kind) : false;
    current = child;
  }
  return labels;
}

/** Page-level fields as the page settings dialog labels them. */
const PAGE_FIELD_LABELS: Record<string, string> = {
  title: 'Title',
  path: 'Page address',
  storeView: 'Store view',
  blocks: 'Blocks',
  meta: '',
  description: 'Search description',
  image: 'Social image',
  noIndex: 'Hide from search engines',
};

function pagePathLabels(path: readonly PropertyKey[]): string[] {
  // The block tree's own limits (nesting, count, versions): "blocks.0.children.3" names nothing
  // an editor can find; the message itself says which blocks.
  if (path[0] === 'blocks') return [];
  return path
    .map((segment) =>
      typeof segment === 'number'
        ? `item ${segment + 1}`
        : (PAGE_FIELD_LABELS[String(segment)] ?? humanise(String(segment))),
    )
    .filter((label) => label !== '');
}

export interface LabelledIssue {
  /** The block's label ("Hero banner"), or "Page" for the page's own fields. */
  where: string;
  /** The field's labels from the block down, e.g. ['Flavours', 'item 3', 'Flavour image']. */
  field: string[];
  message: string;
}

/** Labels of one issue (see PageIssue in page.ts: blockType + a path inside the block's props). */
export function labelIssue(issue: {
  blockType?: string;
  path: readonly PropertyKey[];
  message: string;
}): LabelledIssue {
  if (!issue.blockType) {
    return { where: 'Page', field: pagePathLabels(issue.path), message: issue.message };
  }
  const definition = getBlockDefinition(issue.blockType);
  return {
    where: definition?.label ?? issue.blockType,
    field: fieldPathLabels(definition?.schema, issue.path),
    message: issue.message,
  };
}

/**
 * "Background image: an image is required"; when the message already starts with the field's
 * label ("Title is required") it is not said twice: "Flavours > item 3 > Flavour name is required".
 */
export function describeFieldIssue(field: readonly string[], message: string): string {
  if (field.length === 0) return message;
  const last = field[field.length - 1]!;
  const parents = field.slice(0, -1);
  if (message.toLowerCase().startsWith(last.toLowerCase())) {
    return [...parents, message].join(FIELD_PATH_SEPARATOR);
  }
  return `${field.join(FIELD_PATH_SEPARATOR)}: ${lowerFirst(message)}`;
}

/** "An image is required" -> "an image is required"; "URL ..." and "SPEC ..." stay as they are. */
function lowerFirst(text: string): string {
  if (/^[A-Z](?![A-Z])/.test(text)) return text.charAt(0).toLowerCase() + text.slice(1);
  return text;
}
