import {
  createContext,
  memo,
  useCallback,
  useContext,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { Element, useNode, type UserComponent } from '@craftjs/core';
import { BLOCK_DEFINITIONS, getBlockDefinition } from '@lumo/block-schema';
import { BlockError, renderBlock } from '@lumo/blocks';
import { BlockErrorBoundary } from '@lumo/blocks/client';
import {
  CHILDREN_CANVAS_RESOLVER,
  CHILDREN_LINK_KEY,
  PAGE_ROOT_RESOLVER,
  UNKNOWN_BLOCK_RESOLVER,
  type BlockNodeCustom,
} from '../page-format';
import { useBlockIssues } from '../state/issues-store';
import { usePageEditorContext } from '../state/editor-context';
import { connectWhenNear, queueBlockElement, type EditorActions } from './block-connection';
import { NodeStoreContext, useCreateNodeStore, useNodeValue } from './node-store';
import { useEditorActions } from '../state/use-editor-actions';
import { CanvasChild } from './node-render';

/**
 * Craft.js user components of the canvas. Connectors are always applied through ref callbacks on
 * plain DOM elements, never by passing JSX through a connector: @craftjs/core 0.2.12 reads
 * `element.ref` when it clones JSX, which React 19 removed (docs/decisions/0004).
 */

/** Links and buttons inside blocks must not navigate the canvas or submit anything. */
function preventNavigation(event: MouseEvent<HTMLElement>) {
  const target = event.target as HTMLElement;
  if (target.closest('a, button, [type="submit"]')) event.preventDefault();
}

/**
 * Makes an element the drop zone of the current canvas node and renders its children (instead
 * of the `children` Craft.js passes, which are the same nodes, not memoised).
 */
function useCanvasDropZone() {
  const {
    connectors: { connect },
    childIds,
  } = useNode((node) => ({ childIds: node.data.nodes }));
  const ref = useCallback(
    (element: HTMLDivElement | null) => {
      if (element) connect(element);
    },
    [connect],
  );
  const children = childIds.map((id) => <CanvasChild key={id} id={id} />);
  return { ref, isEmpty: childIds.length === 0, children };
}

/** Craft.js's actions for the blocks below the page root (see NodeStoreContext). */
const EditorActionsContext = createContext<EditorActions | null>(null);

/** The page: a canvas holding the top-level blocks. */
export const PageRoot: UserComponent<{ children?: ReactNode }> = () => {
  const { ref, isEmpty, children } = useCanvasDropZone();
  const nodeStore = useCreateNodeStore();
  const { actions } = useEditorActions();
  return (
    <NodeStoreContext.Provider value={nodeStore}>
      <EditorActionsContext.Provider value={actions}>
        <PageRootContent rootRef={ref} isEmpty={isEmpty}>
          {children}
        </PageRootContent>
      </EditorActionsContext.Provider>
    </NodeStoreContext.Provider>
  );
};
PageRoot.craft = { displayName: 'Page', rules: { canDrag: () => false } };

function PageRootContent({
  rootRef: ref,
  isEmpty,
  children,
}: {
  rootRef: (element: HTMLDivElement | null) => void;
  isEmpty: boolean;
  children: ReactNode;
}) {
  return (
    <div ref={ref} className="pe-page" data-testid="canvas-root" onClickCapture={preventNavigation}>
      {children}
      {isEmpty ? (
        <div className="pe-empty">
          <strong>This page is empty.</strong>
          <span>Drag a block from the toolbox, or select one there and press Enter.</span>
        </div>
      ) : null}
    </div>
  );
}

/** The drop zone inside a container block. */
export const BlockChildren: UserComponent<{ children?: ReactNode }> = () => {
  const { ref, isEmpty, children } = useCanvasDropZone();
  return (
    <div ref={ref} className={isEmpty ? 'pe-children pe-children--empty' : 'pe-children'}>
      {children}
      {isEmpty ? <span className="pe-children__hint">Drop blocks here</span> : null}
    </div>
  );
};
BlockChildren.craft = { displayName: 'Children', rules: { canDrag: () => false } };

const BLOCK_ERROR = <BlockError />;

const CHILDREN_ELEMENT = <Element id={CHILDREN_LINK_KEY} is={BlockChildren} canvas />;

interface CanvasBlockProps {
  /** The resolver's type name; the stored type of unknown blocks comes from the node. */
  resolverType: string;
  blockProps: Record<string, unknown>;
}

/**
 * One block on the canvas: the same @lumo/blocks component as the live site (mode "editor"),
 * inside a wrapper that Craft.js selects and drags. A block that fails to render shows the
 * block error text from the renderer and stays selectable through the wrapper.
 */
const CanvasBlock = memo(function CanvasBlock({ resolverType, blockProps }: CanvasBlockProps) {
  // No collector: Craft.js's per-block collectors cost a deep comparison on every dispatch;
  // the node store re-renders this block only when its own events or custom data change.
  const {
    id,
    connectors: { connect, drag },
  } = useNode();
  const selected = useNodeValue(id, (node) => node?.events.selected === true);
  const hovered = useNodeValue(id, (node) => node?.events.hovered === true);
  const custom = useNodeValue(
    id,
    (node) => node?.data.custom as Partial<BlockNodeCustom> | undefined,
  );
  const { issues: issuesStore } = usePageEditorContext();
  const issues = useBlockIssues(issuesStore, id);
  const type = custom?.blockType ?? resolverType;
  const version = custom?.version ?? getBlockDefinition(type)?.version ?? 1;
  const definition = getBlockDefinition(type);
  const isContainer = definition?.isContainer === true;

  const actions = useContext(EditorActionsContext);
  const ref = useCallback(
    (element: HTMLDivElement | null) => {
      if (!element) return undefined;
      // One store dispatch for all blocks of a commit; the connectors once near the viewport.
      if (actions) queueBlockElement(actions, id, element);
      return connectWhenNear(element, () => connect(drag(element)));
    },
    [actions, connect, drag, id],
  );

  const invalid = issues.length > 0;
  return (
    <div
      ref={ref}
      className="pe-block"
      data-testid={`canvas-block:${id}`}
      data-block-id={id}
      data-selected={selected || undefined}
      data-hovered={hovered || undefined}
      data-invalid={invalid || undefined}
      aria-label={`${definition?.label ?? type} block${invalid ? `, ${issues.length} issue(s)` : ''}`}
    >
      {selected || hovered ? (
        <span className="pe-block__label">{definition?.label ?? type}</span>
      ) : null}
      {invalid ? (
        <span className="pe-block__badge" title={issues.map((issue) => issue.message).join('\n')}>
          {issues.length} {issues.length === 1 ? 'issue' : 'issues'}
        </span>
      ) : null}
      {/* A renderer bug or a throwing block shows the block error; the wrapper stays selectable. */}
      <BlockErrorBoundary
        blockId={id}
        blockType={type}
        resetKey={identityKey(blockProps)}
        fallback={BLOCK_ERROR}
      >
        <BlockContent
          id={id}
          type={type}
          version={version}
          blockProps={blockProps}
          isContainer={isContainer}
        />
      </BlockErrorBoundary>
    </div>
  );
});

interface BlockContentProps {
  id: string;
  type: string;
  version: number;
  blockProps: Record<string, unknown>;
  isContainer: boolean;
}

/** The block itself, rendered by @lumo/blocks; re-renders only when its own props change. */
const BlockContent = memo(function BlockContent({
  id,
  type,
  version,
  blockProps,
  isContainer,
}: BlockContentProps) {
  const { renderContext } = usePageEditorContext();
  return renderBlock(
    { id, type, version, props: blockProps },
    renderContext,
    isContainer ? CHILDREN_ELEMENT : undefined,
  );
});

const identityKeys = new WeakMap<object, string>();
let lastIdentityKey = 0;

/** A string that changes when the props object changes (lets a failed block try again). */
function identityKey(value: object): string {
  let key = identityKeys.get(value);
  if (!key) {
    lastIdentityKey += 1;
    key = String(lastIdentityKey);
    identityKeys.set(value, key);
  }
  return key;
}

function createBlockComponent(resolverType: string, label: string): UserComponent {
  const Component: UserComponent<Record<string, unknown>> = (props) => (
    <CanvasBlock resolverType={resolverType} blockProps={props} />
  );
  Component.displayName = `Craft(${resolverType})`;
  Component.craft = { displayName: label };
  return Component;
}

let cachedResolver: Record<string, UserComponent> | undefined;

/** Resolver of every block type in BLOCK_DEFINITIONS plus the page, children and unknown nodes. */
export function getCraftResolver(): Record<string, UserComponent> {
  if (cachedResolver) return cachedResolver;
  const resolver: Record<string, UserComponent> = {
    [PAGE_ROOT_RESOLVER]: PageRoot,
    [CHILDREN_CANVAS_RESOLVER]: BlockChildren,
    [UNKNOWN_BLOCK_RESOLVER]: createBlockComponent(UNKNOWN_BLOCK_RESOLVER, 'Unknown block'),
  };
  for (const definition of BLOCK_DEFINITIONS) {
    resolver[definition.type] = createBlockComponent(definition.type, definition.label);
  }
  cachedResolver = resolver;
  return resolver;
}
