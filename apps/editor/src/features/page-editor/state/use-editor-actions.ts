import { useState } from 'react';
import { useEditor } from '@craftjs/core';

type EditorHandles = Pick<ReturnType<typeof useEditor>, 'actions' | 'query'>;

/**
 * Craft.js's `actions` and `query`, the same objects for the life of the editor.
 *
 * `useEditor()` (0.2.12) builds a new `actions` object on every render of the calling component
 * (its functions stay the same: they all dispatch to the one store). Used as a dependency of
 * `useMemo`/`useCallback`, it made every render of the workspace hand a new context value to all
 * 300 canvas blocks, and every render of the layers tree new handlers to all 300 rows
 * (docs/decisions/0015). Called without a collector, `useEditor` adds no store subscription.
 */
export function useEditorActions(): EditorHandles {
  const { actions, query } = useEditor();
  const [stable] = useState<EditorHandles>(() => ({ actions, query }));
  return stable;
}
