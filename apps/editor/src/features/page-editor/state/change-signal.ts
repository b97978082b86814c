import type { Node, NodeData } from '@craftjs/core';

interface NodesSource {
  getState(): { nodes: Record<string, Node> };
}

/**
 * Turns Craft.js's onNodesChange (called for every state change, selection and hover included)
 * into "the page content changed". Immer keeps a node's `data` object when only its events
 * change, so comparing `data` identities finds real edits in O(number of nodes) without
 * serializing anything.
 */
export interface ChangeSignal {
  /** Pass to <Editor onNodesChange>. */
  emit(query: NodesSource): void;
  /** Called after each edit of the page content (not when the page is loaded). */
  subscribe(listener: () => void): () => void;
  /** Called whenever the content changes, the initial load included (the layers tree). */
  subscribeToContent(listener: () => void): () => void;
}

export function createChangeSignal(): ChangeSignal {
  let previous: Map<string, NodeData> | undefined;
  const listeners = new Set<() => void>();
  const contentListeners = new Set<() => void>();
  return {
    emit(query) {
      const nodes = query.getState().nodes;
      const ids = Object.keys(nodes);
      let changed = !previous || previous.size !== ids.length;
      if (!changed && previous) {
        for (const id of ids) {
          if (previous.get(id) !== nodes[id]!.data) {
            changed = true;
            break;
          }
        }
      }
      if (!changed) return;
      const isFirst = previous === undefined || previous.size === 0;
      previous = new Map(ids.map((id) => [id, nodes[id]!.data]));
      // Filling the empty editor is the page being loaded, not an edit.
      for (const listener of contentListeners) listener();
      if (!isFirst) for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    subscribeToContent(listener) {
      contentListeners.add(listener);
      return () => contentListeners.delete(listener);
    },
  };
}
