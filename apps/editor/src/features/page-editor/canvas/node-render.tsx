import { createContext, createElement, memo, useContext, useMemo, type ReactElement } from 'react';
import { NodeElement } from '@craftjs/core';
import { useNodeValue } from './node-store';

/** The id of the block a CanvasChild renders, for CanvasNodeRender just below it. */
const CanvasChildIdContext = createContext<string | null>(null);

/** The id of the node NodeContent renders, for the block component inside it. */
export const CanvasNodeIdContext = createContext<string | null>(null);

/**
 * One child of a canvas, memoised. Craft.js renders a canvas's children as fresh `NodeElement`s
 * with new node context values, so moving, adding or removing one block re-rendered every block
 * of the page (docs/decisions/0014); keyed by id, only new children render.
 */
export const CanvasChild = memo(function CanvasChild({ id }: { id: string }) {
  return (
    <CanvasChildIdContext.Provider value={id}>
      <NodeElement id={id} />
    </CanvasChildIdContext.Provider>
  );
});

/**
 * The editor's `onRender`: renders a block that a CanvasChild placed with NodeContent instead of
 * Craft.js's DefaultRender, whose collector (type, props, children, timestamp) was one more deep
 * comparison per block on every dispatch. Other nodes (the page root, a container's children
 * canvas) keep Craft.js's own rendering.
 */
export function CanvasNodeRender({ render }: { render: ReactElement }) {
  const id = useContext(CanvasChildIdContext);
  // Nodes rendered further down (a container's children canvas) are not this CanvasChild's.
  return (
    <CanvasChildIdContext.Provider value={null}>
      {id ? <NodeContent id={id} /> : render}
    </CanvasChildIdContext.Provider>
  );
}

/** A block node's user component with the node's props, re-rendered when they change. */
function NodeContent({ id }: { id: string }) {
  const type = useNodeValue(id, (node) => node?.data.type);
  const props = useNodeValue(id, (node) => node?.data.props);
  const element = useMemo(
    () => (type && typeof type !== 'string' ? createElement(type, props) : null),
    [type, props],
  );
  return <CanvasNodeIdContext.Provider value={id}>{element}</CanvasNodeIdContext.Provider>;
}
