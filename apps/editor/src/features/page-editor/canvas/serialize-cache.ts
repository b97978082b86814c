import type { NodeData, SerializedNode } from '@craftjs/core';

/** The parts of Craft.js's `query` the cache reads and replaces. */
export interface SerializableQuery {
  getNodes(): Record<string, { data: NodeData }>;
  node(id: string): { toSerializedNode(): SerializedNode };
  serialize(): string;
}

const installed = new WeakSet<object>();

/**
 * Makes Craft.js's `query.serialize()` reuse the JSON of every node whose data did not change.
 *
 * Craft.js 0.2.12's <Editor> subscribes to its own store with `query.serialize()` as the
 * collector, to call `onNodesChange` when the JSON differs. Every dispatch runs it, hovers,
 * selections and the per-block DOM registration of a loading page included: on a 300-block page
 * that is the whole page serialised 300 times while it loads, and once per keystroke and per
 * drag-over event (docs/decisions/0015). A node's serialised form depends only on its `data`
 * (and the resolver, fixed for the editor's life), and Craft.js's immer store replaces `data`
 * whenever it changes, so the JSON is cached per `data` object and the page's JSON is joined
 * from the parts: the same string as Craft.js's `JSON.stringify(getSerializedNodes())`.
 */
export function installSerializeCache(query: SerializableQuery): void {
  if (installed.has(query)) return;
  installed.add(query);
  const cache = new WeakMap<NodeData, string>();
  query.serialize = () => {
    const nodes = query.getNodes();
    const parts: string[] = [];
    for (const id of Object.keys(nodes)) {
      const data = nodes[id]!.data;
      let json = cache.get(data);
      if (json === undefined) {
        json = JSON.stringify(query.node(id).toSerializedNode());
        cache.set(data, json);
      }
      parts.push(`${JSON.stringify(id)}:${json}`);
    }
    return `{${parts.join(',')}}`;
  };
}
