import { isValidElement, type ReactElement, type ReactNode } from 'react';

/** Deepest nesting a block's element tree may have: a guard against runaway recursion. */
export const MAX_ELEMENT_DEPTH = 200;

export interface ElementWalk {
  /** Walks a child node (one level deeper) and returns what it became. */
  visit(node: ReactNode): ReactNode;
  /** The elements met so far, each with what it became. */
  seen: WeakMap<object, ReactNode>;
}

/**
 * Rebuilds an element tree depth first, `transform` deciding what each element becomes (it walks
 * the children it wants through `walk.visit`). An element met twice (an island's children and its
 * markup without JavaScript) gets its first result again: one object, which React Server
 * Components write into the payload once and refer to after that.
 */
export function walkElements(
  root: ReactNode,
  transform: (element: ReactElement, walk: ElementWalk) => ReactNode,
): ReactNode {
  const seen = new WeakMap<object, ReactNode>();
  const visitAt = (node: ReactNode, depth: number): ReactNode => {
    if (depth > MAX_ELEMENT_DEPTH) throw new Error('Block element tree is too deep');
    if (Array.isArray(node)) return node.map((child: ReactNode) => visitAt(child, depth + 1));
    if (!isValidElement(node)) return node;
    if (seen.has(node)) return seen.get(node);
    const result = transform(node, { visit: (child) => visitAt(child, depth + 1), seen });
    seen.set(node, result);
    return result;
  };
  return visitAt(root, 0);
}
