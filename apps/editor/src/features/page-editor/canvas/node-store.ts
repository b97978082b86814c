import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import { useEditor, type Node } from '@craftjs/core';

/** The part of Craft.js's store the node store reads. */
export interface CraftStoreLike {
  getState(): { nodes: Record<string, Node> };
  subscribe(
    collector: (state: { nodes: Record<string, Node> }) => unknown,
    onChange: () => void,
  ): () => void;
}

/**
 * One subscription to Craft.js's store that tells each canvas node about its own changes.
 *
 * Craft.js runs every `useNode`/`useEditor` collector on every dispatch (a hover, a selection,
 * each block's DOM registration while a page loads) and compares each result with lodash's deep
 * `isEqualWith`: with several collectors per block, a 300-block page paid for about 1,200 deep
 * comparisons per dispatch (docs/decisions/0015). Here one collector compares the `nodes` map's
 * identity, and a change notifies only the listeners of nodes whose object changed (Craft.js's
 * immer store replaces exactly those).
 */
export interface NodeStore {
  subscribe(id: string, listener: () => void): () => void;
  getNode(id: string): Node | undefined;
}

export function createNodeStore(store: CraftStoreLike): NodeStore {
  let notified = store.getState().nodes;
  let seen = notified;
  let version = 0;
  const listeners = new Map<string, Set<() => void>>();
  store.subscribe(
    // A number, so that Craft.js's deep comparison of collected values stays trivial.
    (state) => {
      if (state.nodes !== seen) {
        seen = state.nodes;
        version += 1;
      }
      return version;
    },
    () => {
      const previous = notified;
      const next = store.getState().nodes;
      notified = next;
      for (const [id, set] of listeners) {
        if (previous[id] !== next[id]) for (const listener of set) listener();
      }
    },
  );
  return {
    subscribe(id, listener) {
      let set = listeners.get(id);
      if (!set) {
        set = new Set();
        listeners.set(id, set);
      }
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(id);
      };
    },
    getNode: (id) => store.getState().nodes[id],
  };
}

const storesByCraftStore = new WeakMap<object, NodeStore>();

/** The node store of the surrounding <Editor> (one per Craft.js store, made on first use). */
export function useCreateNodeStore(): NodeStore {
  const { store } = useEditor();
  let nodeStore = storesByCraftStore.get(store);
  if (!nodeStore) {
    nodeStore = createNodeStore(store as unknown as CraftStoreLike);
    storesByCraftStore.set(store, nodeStore);
  }
  return nodeStore;
}

/**
 * Provided by the page root to every block below it: `useEditor()` costs a store
 * subscription set-up per call, too much for several calls in each of 300 blocks.
 */
export const NodeStoreContext = createContext<NodeStore | null>(null);

export function useNodeStore(): NodeStore {
  const nodeStore = useContext(NodeStoreContext);
  if (!nodeStore) throw new Error('Canvas blocks render inside the page root (NodeStoreContext)');
  return nodeStore;
}

/**
 * A value of one node, re-rendering only when it changes. `select` must return a primitive or
 * an object that Craft.js keeps while it does not change (`node.data`, `node.data.props`).
 */
export function useNodeValue<T>(id: string, select: (node: Node | undefined) => T): T {
  const nodeStore = useNodeStore();
  const subscribe = useCallback(
    (listener: () => void) => nodeStore.subscribe(id, listener),
    [nodeStore, id],
  );
  return useSyncExternalStore(subscribe, () => select(nodeStore.getNode(id)));
}
