import type { z } from 'zod';
import {
  createDefaultProps,
  getFieldMeta,
  type FieldKind,
  type FieldMeta,
} from '@lumo/block-schema';

/**
 * A form field derived from a block's zod schema: its editor metadata (fields.ts) when the block
 * used the field helpers, otherwise inferred from the zod type so that a plain `z.string()` still
 * gets an input rather than silently disappearing from the form.
 */
export interface FieldDescriptor {
  /** Property name inside its parent object (list items use their index at render time). */
  key: string;
  kind: FieldKind;
  label: string;
  help?: string;
  required: boolean;
  /** select */
  options: readonly string[];
  /** object: the nested fields. */
  fields?: FieldDescriptor[];
  /** list: the item's field (an `object` descriptor for lists of objects). */
  item?: FieldDescriptor;
  itemLabel?: string;
  itemTitleKey?: string;
  /** list: the value of a new item (the item schema's defaults). */
  newItem?: () => unknown;
}

interface ZodDef {
  type: string;
  innerType?: z.ZodType;
  element?: z.ZodType;
  shape?: z.ZodRawShape;
  entries?: Record<string, string>;
  defaultValue?: unknown;
  checks?: unknown[];
}

function defOf(schema: z.ZodType): ZodDef {
  return (schema as unknown as { _zod: { def: ZodDef } })._zod.def;
}

const WRAPPERS = new Set(['default', 'prefault', 'optional', 'nullable', 'readonly', 'catch']);

/** The schema under default/optional/... wrappers (pipes and refinements stay as they are). */
export function unwrapSchema(schema: z.ZodType): z.ZodType {
  let current = schema;
  let def = defOf(current);
  while (WRAPPERS.has(def.type) && def.innerType) {
    current = def.innerType;
    def = defOf(current);
  }
  return current;
}

function inferKind(schema: z.ZodType): FieldKind {
  switch (defOf(unwrapSchema(schema)).type) {
    case 'number':
    case 'int':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'enum':
      return 'select';
    case 'object':
      return 'object';
    case 'array':
      return 'list';
    default:
      return 'text';
  }
}

/** "buttonHref" -> "Button href", for fields without a label. */
export function humanise(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1).toLowerCase();
}

function defaultValueOf(schema: z.ZodType): unknown {
  const inner = unwrapSchema(schema);
  if (defOf(inner).type === 'object') {
    // createDefaultProps only needs `.schema`; it fills nested defaults of an object schema.
    return createDefaultProps({ schema: inner } as Parameters<typeof createDefaultProps>[0]);
  }
  const def = defOf(schema);
  if ((def.type === 'default' || def.type === 'prefault') && def.defaultValue !== undefined) {
    return structuredClone(def.defaultValue);
  }
  switch (inferKind(schema)) {
    case 'number':
      return 0;
    case 'boolean':
      return false;
    case 'list':
      return [];
    case 'select':
      return Object.values(defOf(inner).entries ?? {})[0] ?? '';
    default:
      return '';
  }
}

export function describeField(key: string, schema: z.ZodType): FieldDescriptor {
  const meta: FieldMeta | undefined = getFieldMeta(schema);
  const kind = meta?.kind ?? inferKind(schema);
  const inner = unwrapSchema(schema);
  const def = defOf(inner);
  const descriptor: FieldDescriptor = {
    key,
    kind,
    label: meta?.label ?? humanise(key),
    help: meta?.help,
    required: meta?.required ?? false,
    options: meta?.options ?? (def.entries ? Object.values(def.entries) : []),
  };
  if (kind === 'object' && def.shape) {
    descriptor.fields = describeObject(inner as z.ZodObject);
  }
  if (kind === 'list' && def.element) {
    const element = def.element;
    descriptor.item = describeField('', element);
    descriptor.itemLabel = meta?.itemLabel ?? 'Item';
    descriptor.itemTitleKey = meta?.itemTitleKey;
    descriptor.newItem = () => defaultValueOf(element);
  }
  return descriptor;
}

/** The fields of an object schema (a block's props schema), in declaration order. */
export function describeObject(schema: z.ZodObject): FieldDescriptor[] {
  return Object.entries(schema.shape).map(([key, field]) => describeField(key, field as z.ZodType));
}
