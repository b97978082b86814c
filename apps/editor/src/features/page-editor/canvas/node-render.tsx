import { createElement, memo, useMemo } from 'react';
import { NodeProvider } from '@craftjs/core';
import { useNodeValue } from './node-store';

/**
 * One block of a canvas, rendered without Craft.js's per-node machinery.
 *
 * Craft.js renders a canvas's children as fresh `NodeElement`s (new context values: moving one
 * block rendered every block again), and each `NodeElement` runs `RenderNodeToElement` and
 * `DefaultRender`, three store collectors per block that Craft.js deep-compares on every
 * dispatch (docs/decisions/0015). Here a block is memoised by id, reads its props from the node
 * store, and only provides the node context that `useNode` and `<Element>` inside it need.
 */
export const CanvasChild = memo(function CanvasChild({ id }: { id: string }) {
  return (
    <NodeProvider id={id}>
      <NodeContent id={id} />
    </NodeProvider>
  );
});

/** A node's user component with the node's props, rendered again when they change. */
function NodeContent({ id }: { id: string }) {
  const type = useNodeValue(id, (node) => node?.data.type);
  const props = useNodeValue(id, (node) => node?.data.props);
  const hidden = useNodeValue(id, (node) => node?.data.hidden === true);
  const element = useMemo(
    () => (type && typeof type !== 'string' ? createElement(type, props) : null),
    [type, props],
  );
  return hidden ? null : element;
}
