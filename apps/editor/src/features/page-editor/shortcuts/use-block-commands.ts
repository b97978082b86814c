import { useMemo } from 'react';
import { notifications } from '@mantine/notifications';
import { cloneWithNewIds } from '../page-format';
import {
  deleteBlock,
  insertBlock,
  moveBlockBy,
  placementAfter,
  placementForAppend,
  readBlock,
  selectedBlockId,
} from '../canvas/node-operations';
import { useEditorActions } from '../state/use-editor-actions';
import { blocksToPaste, copyBlocks } from './clipboard';

export interface BlockCommands {
  undo(): void;
  redo(): void;
  remove(): void;
  duplicate(): void;
  copy(): void;
  paste(): void;
  moveUp(): void;
  moveDown(): void;
}

/** Commands on the selected block, shared by the keyboard shortcuts and the buttons. */
export function useBlockCommands(): BlockCommands {
  const { actions, query } = useEditorActions();
  return useMemo(() => {
    const withSelected = (run: (id: string) => void) => () => {
      const id = selectedBlockId(query);
      if (id) run(id);
    };
    return {
      undo: () => {
        if (query.history.canUndo()) actions.history.undo();
      },
      redo: () => {
        if (query.history.canRedo()) actions.history.redo();
      },
      remove: withSelected((id) => deleteBlock(query, actions, id)),
      duplicate: withSelected((id) => {
        const { parentId, index } = placementAfter(query, id);
        insertBlock(query, actions, cloneWithNewIds(readBlock(query, id)), parentId, index);
      }),
      copy: withSelected((id) => {
        copyBlocks([readBlock(query, id)]);
        notifications.show({
          message: 'Block copied. Paste it with Ctrl+V (also on another page).',
        });
      }),
      paste: () => {
        const blocks = blocksToPaste();
        if (!blocks) return;
        const selected = selectedBlockId(query);
        const { parentId, index } = selected
          ? placementAfter(query, selected)
          : placementForAppend(query);
        blocks.forEach((block, offset) =>
          insertBlock(query, actions, block, parentId, index + offset),
        );
      },
      moveUp: withSelected((id) => moveBlockBy(query, actions, id, -1)),
      moveDown: withSelected((id) => moveBlockBy(query, actions, id, 1)),
    };
  }, [actions, query]);
}
