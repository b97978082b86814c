import { useMemo } from 'react';
import { notifications } from '@mantine/notifications';
import { getBlockDefinition } from '@lumo/block-schema';
import { cloneWithNewIds, type BlockNodeCustom } from '../page-format';
import {
  deleteBlock,
  insertBlock,
  moveBlockBy,
  moveIntoContainerAbove,
  moveOutOfContainer,
  placementAfter,
  placementForAppend,
  readBlock,
  selectedBlockId,
  type BlockPlace,
  type EditorQuery,
} from '../canvas/node-operations';
import { useAnnouncer } from '../state/announcer';
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
  /** Into the container block just above, at its end (Alt+→). */
  moveIn(): void;
  /** Out of the container, just after it (Alt+←). */
  moveOut(): void;
}

/** A block's name as the toolbox shows it (Quote, Container...). */
function labelOf(query: EditorQuery, id: string): string {
  const data = query.getState().nodes[id]?.data;
  const type = (data?.custom as Partial<BlockNodeCustom> | undefined)?.blockType ?? data?.name;
  return getBlockDefinition(type ?? '')?.label ?? type ?? 'Block';
}

/** "Quote moved into Container, position 2 of 2." and the like, for the live region. */
export function describeMove(
  query: EditorQuery,
  id: string,
  place: BlockPlace,
  how: 'moved' | 'into' | 'out',
): string {
  const where = place.containerId ? `in ${labelOf(query, place.containerId)}` : 'on the page';
  const position = `position ${place.index + 1} of ${place.count} ${where}`;
  const label = labelOf(query, id);
  if (how === 'into')
    return `${label} moved into ${labelOf(query, place.containerId!)}, ${position}.`;
  if (how === 'out') return `${label} moved out of its container, ${position}.`;
  return `${label} moved to ${position}.`;
}

/** Commands on the selected block, shared by the keyboard shortcuts and the buttons. */
export function useBlockCommands(): BlockCommands {
  const { actions, query } = useEditorActions();
  const announcer = useAnnouncer();
  return useMemo(() => {
    const announce = (message: string) => announcer?.announce(message);
    /** Runs a move on the selected block and says where it went (or why it did not move). */
    const move =
      (
        run: (id: string) => BlockPlace | undefined,
        how: 'moved' | 'into' | 'out',
        refusal: string,
      ) =>
      () => {
        const id = selectedBlockId(query);
        if (!id) return;
        const place = run(id);
        announce(place ? describeMove(query, id, place, how) : refusal);
      };
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
      moveUp: move((id) => moveBlockBy(query, actions, id, -1), 'moved', 'Already first.'),
      moveDown: move((id) => moveBlockBy(query, actions, id, 1), 'moved', 'Already last.'),
      moveIn: move(
        (id) => moveIntoContainerAbove(query, actions, id),
        'into',
        'No container just above to move into.',
      ),
      moveOut: move(
        (id) => moveOutOfContainer(query, actions, id),
        'out',
        'Not inside a container.',
      ),
    };
  }, [actions, query, announcer]);
}
