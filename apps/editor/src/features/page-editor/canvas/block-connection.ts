import type { useEditorActions } from '../state/use-editor-actions';

/**
 * How a canvas block is made known to Craft.js without one store dispatch per block.
 *
 * Craft.js's `connect` registers a block's element with a `setDOM` dispatch, and every dispatch
 * copies the store's map of all nodes (immer) and runs every collector: on a 300-block page,
 * 300 of them made up most of the time to open the editor (docs/decisions/0015). So:
 * - the elements of all blocks mounted in one commit reach the store in a single dispatch
 *   (drop positions need every block's element, on screen or not);
 * - `connect` (selection, hover, dragging and dropping on the block) runs once the block comes
 *   near the canvas viewport: the pointer cannot reach a block far off screen.
 */

export type EditorActions = ReturnType<typeof useEditorActions>['actions'];

const pendingByActions = new WeakMap<EditorActions, Map<string, HTMLElement>>();

/** Queues a block's element; all queued in the same task go to the store in one dispatch. */
export function queueBlockElement(actions: EditorActions, id: string, element: HTMLElement): void {
  let pending = pendingByActions.get(actions);
  if (!pending) {
    const queued = new Map<string, HTMLElement>();
    pending = queued;
    pendingByActions.set(actions, queued);
    queueMicrotask(() => {
      pendingByActions.delete(actions);
      actions.history.ignore().setState((state) => {
        for (const [nodeId, nodeElement] of queued) {
          const node = state.nodes[nodeId];
          if (node && node.dom !== nodeElement) node.dom = nodeElement;
        }
      });
    });
  }
  pending.set(id, element);
}

/** Rendered blocks within this distance of the canvas viewport are connected. */
export const CONNECT_MARGIN = '200% 0px';

interface NearObserver {
  observer: IntersectionObserver;
  callbacks: Map<Element, () => void>;
}

const observers = new WeakMap<Document, NearObserver>();

function nearObserverOf(document: Document, Observer: typeof IntersectionObserver): NearObserver {
  let near = observers.get(document);
  if (!near) {
    const callbacks = new Map<Element, () => void>();
    const observer = new Observer(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          const callback = callbacks.get(entry.target);
          callbacks.delete(entry.target);
          observer.unobserve(entry.target);
          callback?.();
        }
      },
      { root: document, rootMargin: CONNECT_MARGIN },
    );
    near = { observer, callbacks };
    observers.set(document, near);
  }
  return near;
}

/**
 * Calls `connect` once `element` is within CONNECT_MARGIN of its document's viewport (at once
 * where there is no IntersectionObserver). Returns the cleanup for an element that goes away.
 */
export function connectWhenNear(element: HTMLElement, connect: () => void): () => void {
  const Observer = element.ownerDocument.defaultView?.IntersectionObserver;
  if (!Observer) {
    connect();
    return () => undefined;
  }
  const { observer, callbacks } = nearObserverOf(element.ownerDocument, Observer);
  callbacks.set(element, connect);
  observer.observe(element);
  return () => {
    if (callbacks.delete(element)) observer.unobserve(element);
  };
}
