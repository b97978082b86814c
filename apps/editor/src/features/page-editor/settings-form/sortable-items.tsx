import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';

/** Props to spread on an item's drag handle (pointer and keyboard: Space, arrows, Space). */
export type DragHandleProps = HTMLAttributes<HTMLElement> & {
  ref?: (element: HTMLElement | null) => void;
};

interface SortableItemsProps {
  ids: string[];
  onMove(from: number, to: number): void;
  renderItem(index: number, handle: DragHandleProps): ReactNode;
}

/** A vertical list reordered with dnd-kit by mouse, touch or keyboard. */
export function SortableItems({ ids, onMove, renderItem }: SortableItemsProps) {
  const sensors = useSensors(
    // A small distance keeps clicks on the handle from starting a drag.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from >= 0 && to >= 0) onMove(from, to);
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={handleDragEnd}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {ids.map((id, index) => (
          <SortableRow key={id} id={id}>
            {(handle) => renderItem(index, handle)}
          </SortableRow>
        ))}
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({
  id,
  children,
}: {
  id: string;
  children(handle: DragHandleProps): ReactNode;
}) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id });
  const style: CSSProperties = {
    transform: CSS.Transform.toString(transform),
    transition,
    opacity: isDragging ? 0.6 : 1,
    position: 'relative',
    zIndex: isDragging ? 1 : undefined,
  };
  const handle: DragHandleProps = {
    ...attributes,
    ...(listeners as DragHandleProps),
    ref: setActivatorNodeRef,
  };
  return (
    <div ref={setNodeRef} style={style}>
      {children(handle)}
    </div>
  );
}
