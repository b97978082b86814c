import { useCallback, useSyncExternalStore } from 'react';
import { pageMetaSchema } from '@lumo/block-schema';
import type { PageFields } from '../page-document/page-document';
import { ROOT_NODE_ID } from '../page-format';
import type { NodeStore } from '../canvas/node-store';
import type { EditorActions, EditorQuery } from '../canvas/node-operations';
import { changedKeys } from '../history/same-value';

/**
 * The page's title and settings live in the props of Craft.js's ROOT node, not in React state:
 * then undo and redo cover them and the blocks in one history, in the order the editor made the
 * changes (issue 14, docs/decisions/0018-editor-history.md).
 */
const EMPTY_FIELDS: PageFields = { title: '', meta: pageMetaSchema.parse({}) };

function fieldsOfProps(props: Record<string, unknown> | undefined): PageFields {
  if (!props || typeof props.title !== 'string' || !props.meta) return EMPTY_FIELDS;
  return props as unknown as PageFields;
}

/** The page fields as they are in the editor's state now. */
export function readPageFields(query: EditorQuery): PageFields {
  return fieldsOfProps(query.getState().nodes[ROOT_NODE_ID]?.data.props);
}

/**
 * Writes the page fields as one undoable step (typing pauses merge like the settings form's);
 * nothing is recorded when nothing differs.
 */
export function writePageFields(query: EditorQuery, actions: EditorActions, next: PageFields) {
  const current = query.getState().nodes[ROOT_NODE_ID]?.data.props ?? {};
  const values = next as unknown as Record<string, unknown>;
  const { set } = changedKeys(current, values);
  if (!set.length) return;
  actions.history.throttle(600).setProp(ROOT_NODE_ID, (draft: Record<string, unknown>) => {
    for (const key of set) draft[key] = structuredClone(values[key]);
  });
}

/** The page fields, re-rendering when (and only when) ROOT's props change. */
export function usePageFields(nodeStore: NodeStore): PageFields {
  const subscribe = useCallback(
    (listener: () => void) => nodeStore.subscribe(ROOT_NODE_ID, listener),
    [nodeStore],
  );
  const props = useSyncExternalStore(
    subscribe,
    () => nodeStore.getNode(ROOT_NODE_ID)?.data.props as Record<string, unknown> | undefined,
  );
  return fieldsOfProps(props);
}
