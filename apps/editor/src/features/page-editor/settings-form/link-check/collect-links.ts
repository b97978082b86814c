import { internalLinkPath, isAppRoute, isLinkFieldKind } from '@lumo/block-schema';
import type { FieldDescriptor } from '../describe-fields';

/** The route lookup takes at most 50 urls per batch (routing.graphql); a block has far fewer. */
export const MAX_CHECKED_LINKS = 50;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function collectFrom(field: FieldDescriptor, value: unknown, into: string[]): void {
  if (isLinkFieldKind(field.kind)) {
    if (typeof value === 'string') into.push(value);
    return;
  }
  if (field.kind === 'object' && isRecord(value)) {
    for (const child of field.fields ?? []) collectFrom(child, value[child.key], into);
    return;
  }
  if (field.kind === 'list' && field.item && Array.isArray(value)) {
    for (const element of value) collectFrom(field.item, element, into);
  }
}

/** Every value of the block's link fields (link and catalogLink kinds), nested ones included. */
export function collectLinkValues(fields: readonly FieldDescriptor[], values: unknown): string[] {
  const links: string[] = [];
  if (!isRecord(values)) return links;
  for (const field of fields) collectFrom(field, values[field.key], links);
  return links;
}

/**
 * The paths worth asking the api about: internal links (not URLs, anchors, mail or phone), not
 * the storefront's own routes, each once, sorted (a stable key), at most MAX_CHECKED_LINKS.
 */
export function checkablePaths(links: readonly string[]): string[] {
  const paths = new Set<string>();
  for (const link of links) {
    const path = internalLinkPath(link);
    if (path && !isAppRoute(path)) paths.add(path);
  }
  return [...paths].sort().slice(0, MAX_CHECKED_LINKS);
}
