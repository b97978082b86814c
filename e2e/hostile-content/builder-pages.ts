import type { z } from 'zod';
import {
  BLOCK_DEFINITIONS,
  FORMAT_VERSION,
  createDefaultProps,
  getFieldMeta,
  validatePage,
  type BlockDefinition,
  type BlockNode,
  type FieldKind,
} from '@lumo/block-schema';
import { instantiate, type HostilePayload } from './corpus';

/**
 * Builds builder pages that put hostile payloads into every string-valued field of every block
 * (text, long text, rich text, link, catalogue link, colour, select, image url/alt, video
 * url/poster), found by walking each block's schema (so a block or field added later is covered
 * without editing this file). The page is checked with the same validatePage the api runs: a value
 * the schema refuses goes back to the block's example value and is recorded as refused.
 */

/** Where one marker number was placed. */
export interface Placement {
  payload: string;
  block: string;
  field: string;
  kind: FieldKind | 'page';
}

export interface HostilePage {
  title: string;
  blocks: BlockNode[];
  meta: { description: string; image: string; noIndex: boolean };
  /** Marker number -> where it was put (accepted values only). */
  placements: Map<number, Placement>;
  /** `${payload} ${kind}` pairs the schema refused (never reach a page). */
  refused: Placement[];
}

interface Leaf {
  path: (string | number)[];
  kind: FieldKind;
}

type AnyDef = {
  type: string;
  innerType?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  in?: z.ZodType;
};

function defOf(schema: z.ZodType): AnyDef {
  return (schema as unknown as { _zod: { def: AnyDef } })._zod.def;
}

/** Looks through wrappers (prefault, default, optional, pipe) to the schema holding the value. */
function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (;;) {
    const def = defOf(current);
    if (def.innerType) current = def.innerType;
    else if (def.type === 'pipe' && def.in) current = def.in;
    else return current;
  }
}

const STRING_KINDS = new Set<FieldKind>([
  'text',
  'longText',
  'markup',
  'link',
  'catalogLink',
  'color',
  'select',
]);

/** Every string leaf of a block's props, given the (already trimmed) value to walk. */
function stringLeaves(schema: z.ZodType, value: unknown, path: (string | number)[]): Leaf[] {
  const meta = getFieldMeta(schema);
  const inner = unwrap(schema);
  const def = defOf(inner);
  if (meta && STRING_KINDS.has(meta.kind)) return [{ path, kind: meta.kind }];
  if (meta?.kind === 'image' || meta?.kind === 'video') {
    const names = meta.kind === 'image' ? ['url', 'alt'] : ['url', 'poster'];
    return names.map((name) => ({ path: [...path, name], kind: meta.kind }));
  }
  if (def.type === 'object' && def.shape && value && typeof value === 'object') {
    return Object.entries(def.shape).flatMap(([key, field]) =>
      stringLeaves(field, (value as Record<string, unknown>)[key], [...path, key]),
    );
  }
  if (def.type === 'array' && def.element && Array.isArray(value)) {
    return value.flatMap((item, index) => stringLeaves(def.element!, item, [...path, index]));
  }
  return [];
}

function getAt(target: unknown, path: (string | number)[]): unknown {
  return path.reduce<unknown>(
    (node, key) => (node as Record<string | number, unknown> | undefined)?.[key],
    target,
  );
}

function setAt(target: unknown, path: (string | number)[], value: unknown): void {
  const parent = getAt(target, path.slice(0, -1)) as Record<string | number, unknown>;
  parent[path[path.length - 1]!] = value;
}

/** The example props (or defaults) with every list cut to one item, to keep pages small. */
function baseProps(definition: BlockDefinition): Record<string, unknown> {
  const props = structuredClone(
    (definition.example as Record<string, unknown> | undefined) ?? createDefaultProps(definition),
  );
  const trim = (node: unknown): void => {
    if (Array.isArray(node)) {
      node.splice(1);
      node.forEach(trim);
    } else if (node && typeof node === 'object') {
      Object.values(node).forEach(trim);
    }
  };
  trim(props);
  return props;
}

const SAFE_TITLE = 'Hostile content';

/** Block types a normal page may hold (the footer lives on the site footer page only). */
function pageBlockDefinitions(): readonly BlockDefinition[] {
  return (BLOCK_DEFINITIONS as readonly BlockDefinition[]).filter(
    (definition) => definition.type !== 'Footer',
  );
}

/**
 * One page holding, for each payload, one block of every type with every string field set to
 * that payload (each with its own marker number, from `firstMarker` up).
 *
 * `footer`: the site footer instead, whose one Footer block takes the payloads in turn, one per
 * field (from the `offset`-th payload on), since it cannot be repeated per payload.
 */
export function buildHostilePage(
  storeView: string,
  path: string,
  payloads: readonly HostilePayload[],
  firstMarker: number,
  footer?: { offset: number },
): HostilePage {
  let marker = firstMarker;
  const pageMarkers = new Map<string, number>();
  const placements = new Map<number, Placement>();
  const originals = new Map<string, Map<string, { original: unknown; marker: number }>>();
  const blocks: BlockNode[] = [];
  const footerDefinition = (BLOCK_DEFINITIONS as readonly BlockDefinition[]).find(
    (definition) => definition.type === 'Footer',
  )!;
  const rounds = footer ? [undefined] : payloads;
  let turn = footer?.offset ?? 0;
  for (const fixed of rounds) {
    for (const definition of footer ? [footerDefinition] : pageBlockDefinitions()) {
      const id = `h${blocks.length}`;
      const props = baseProps(definition);
      const saved = new Map<string, { original: unknown; marker: number }>();
      for (const leaf of stringLeaves(definition.schema, props, [])) {
        const payload = fixed ?? payloads[turn++ % payloads.length]!;
        marker += 1;
        saved.set(JSON.stringify(leaf.path), { original: getAt(props, leaf.path), marker });
        setAt(props, leaf.path, instantiate(payload, marker));
        placements.set(marker, {
          payload: payload.id,
          block: definition.type,
          field: leaf.path.join('.'),
          kind: leaf.kind,
        });
      }
      originals.set(id, saved);
      blocks.push({ id, type: definition.type, version: definition.version, props });
    }
  }
  const page = {
    formatVersion: FORMAT_VERSION,
    storeView,
    path,
    title: SAFE_TITLE,
    meta: { description: '', image: '', noIndex: true },
    blocks,
  };
  // Page-level text: the group's first payloads go into the title, description and share image.
  const pageFields = [
    ['title', (value: string) => (page.title = value)],
    ['meta.description', (value: string) => (page.meta.description = value)],
    ['meta.image', (value: string) => (page.meta.image = value)],
  ] as const;
  pageFields.forEach(([field, set], index) => {
    const payload = payloads[index % payloads.length];
    if (!payload) return;
    marker += 1;
    set(instantiate(payload, marker));
    placements.set(marker, { payload: payload.id, block: 'page', field, kind: 'page' });
    pageMarkers.set(field, marker);
  });

  const refused: Placement[] = [];
  // Put back every value the schema refuses (the api runs the same validatePage) and note it.
  for (let round = 0; round < 5; round += 1) {
    const result = validatePage(page);
    if (result.ok) return { ...page, placements, refused };
    for (const issue of result.issues) {
      if (!issue.blockId) {
        const field = issue.path.join('.');
        const number = pageMarkers.get(field);
        if (number === undefined) continue;
        const placement = placements.get(number);
        if (placement) refused.push(placement);
        placements.delete(number);
        if (field === 'title') page.title = SAFE_TITLE;
        else if (field === 'meta.description') page.meta.description = '';
        else page.meta.image = '';
        continue;
      }
      const block = blocks.find((candidate) => candidate.id === issue.blockId);
      const saved = originals.get(issue.blockId);
      if (!block || !saved) continue;
      // The issue path may point inside the value (image.url); find the leaf it belongs to.
      for (const [key, { original, marker: number }] of saved) {
        const leafPath = JSON.parse(key) as (string | number)[];
        const inside = leafPath.every((part, index) => issue.path[index] === part);
        const covers = issue.path.every((part, index) => leafPath[index] === part);
        if (!inside && !covers) continue;
        const placement = placements.get(number);
        if (placement) {
          refused.push(placement);
          placements.delete(number);
        }
        setAt(block.props, leafPath, original);
      }
    }
  }
  const last = validatePage(page);
  if (!last.ok) {
    throw new Error(`hostile page still invalid: ${JSON.stringify(last.issues.slice(0, 3))}`);
  }
  return { ...page, placements, refused };
}
