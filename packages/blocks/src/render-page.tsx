import * as React from 'react';
import {
  cloneElement,
  createElement,
  Fragment,
  isValidElement,
  Suspense,
  type ReactElement,
  type ReactNode,
} from 'react';
import {
  createDefaultProps,
  formatPageIssues,
  migrateBlocks,
  type BlockDefinition,
  type BlockNode,
  type PageIssue,
  type PublishedPage,
  type StoreViewCode,
} from '@lumo/block-schema';
import { BlockErrorBoundary } from './block-error-boundary';
import { createRenderContext, toSerializableContext } from './context';
import { getBlockComponent } from './registry';
import { collapseStaticMarkup } from './static-html/collapse-static-markup';
import { walkElements, type ElementWalk } from './shared/element-walk';
import { BlockError } from './shared/block-error';
import type {
  BlockRegistryEntry,
  RenderContext,
  RenderMode,
  SerializableRenderContext,
} from './types';
import type { BlockText } from './text';

/**
 * Turns published blocks into React elements. One renderer for the storefront (React Server
 * Components and server rendering) and the editor canvas (browser), so it uses no hooks and no
 * React context: the render context is passed explicitly.
 *
 * Failure isolation: a block that fails renders BUILDER_BLOCK_ERROR_MESSAGE (SPEC §8), its error
 * goes to console.error, and every other block still renders.
 * - Server-safe blocks are plain synchronous functions: the renderer calls them itself inside
 *   try/catch. In a React Server Component environment (where React has no state hooks) it also
 *   expands the hook-free components they render, so their errors are caught too.
 * - Client blocks (and, in the editor, every block) are wrapped in BlockErrorBoundary, which
 *   catches errors that happen while React renders them in the browser. Server blocks put their
 *   client islands in IslandBoundary (shared/island-boundary.tsx) for the same reason.
 */

/**
 * Renders a page's top-level blocks; each block's context.index is its position (counted from
 * `firstIndex`, 1 for a page below the document's main content).
 */
export function renderBlocks(
  blocks: BlockNode[],
  context: RenderContext,
  firstIndex = 0,
): ReactNode[] {
  return blocks.map((block, position) =>
    renderBlock(block, { ...context, index: firstIndex + position }),
  );
}

/**
 * Renders one block (and its children, for containers). The editor can call this per node and
 * pass the children it rendered itself (`renderedChildren`).
 */
export function renderBlock(
  block: BlockNode,
  context: RenderContext,
  renderedChildren?: ReactNode,
): ReactNode {
  const key = block.id;
  const entry = getBlockComponent(block.type);
  if (!entry) {
    console.warn(`Builder block ${block.type} "${block.id}" has no component; it is not rendered`);
    return context.mode === 'editor' ? (
      <div key={key} className="lb-editor-notice" role="note" data-testid="block-unknown">
        Unknown block type “{block.type}”. It is not shown on the live site.
      </div>
    ) : null;
  }

  let migrated: BlockNode;
  try {
    // Children are migrated when they are rendered, so one failing child stays isolated.
    [migrated] = migrateBlocks([{ ...block, children: undefined }]) as [BlockNode];
  } catch (error) {
    console.error(`Builder block ${block.type} "${block.id}" could not be migrated`, error);
    return <BlockError key={key} message={context.text.blockError} />;
  }

  const parsed = parseProps(entry.definition, migrated, context.mode);
  if (!parsed.ok) {
    console.error(
      `Builder block ${block.type} "${block.id}" has invalid props:\n${formatPageIssues(parsed.issues)}`,
    );
    return <BlockError key={key} message={context.text.blockError} />;
  }

  const children = entry.definition.isContainer
    ? (renderedChildren ?? (block.children ?? []).map((child) => renderBlock(child, context)))
    : undefined;

  const element = renderComponent(entry, block, parsed.props, children, context);
  if (context.mode !== 'editor') {
    // The block's root element carries the key itself: a keyed fragment around every block is
    // one more element in the RSC payload.
    return isValidElement(element) && element.type !== Fragment ? (
      cloneElement(element, { key })
    ) : (
      <Fragment key={key}>{element}</Fragment>
    );
  }

  // Editor canvas: every block is isolated in the browser, and invalid props are pointed out
  // while the block still renders with the valid part of its props.
  return (
    <Fragment key={key}>
      {parsed.issues.length > 0 ? (
        <div className="lb-editor-notice" role="note" data-testid="block-issues">
          <strong>Fix before publishing:</strong>
          <ul>
            {parsed.issues.map((issue, position) => (
              <li key={position}>
                {issue.path.join('.') || 'block'}: {issue.message}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {entry.kind === 'server' ? (
        <BlockErrorBoundary
          fallback={<BlockError message={context.text.blockError} />}
          blockId={block.id}
          blockType={block.type}
          resetKey={JSON.stringify(parsed.props)}
        >
          {element}
        </BlockErrorBoundary>
      ) : (
        element
      )}
    </Fragment>
  );
}

function renderComponent(
  entry: BlockRegistryEntry,
  block: BlockNode,
  props: Record<string, unknown>,
  children: ReactNode,
  context: RenderContext,
): ReactNode {
  if (entry.kind === 'client') {
    const Component = entry.component as (p: {
      id: string;
      props: Record<string, unknown>;
      context: SerializableRenderContext;
      children?: ReactNode;
    }) => ReactNode;
    return (
      <BlockErrorBoundary
        fallback={<BlockError message={context.text.blockError} />}
        blockId={block.id}
        blockType={block.type}
        resetKey={context.mode === 'editor' ? JSON.stringify(props) : undefined}
      >
        <Component id={block.id} props={props} context={toSerializableContext(context)}>
          {children}
        </Component>
      </BlockErrorBoundary>
    );
  }
  try {
    const render = entry.component as (p: unknown) => ReactNode;
    const element = render({ id: block.id, props, children, context });
    // In RSC the expanded tree is also shrunk for the inline RSC payload (static-html/).
    return isReactServerEnvironment()
      ? collapseStaticMarkup(expandHookFreeComponents(element))
      : element;
  } catch (error) {
    console.error(`Builder block ${block.type} "${block.id}" failed to render`, error);
    return <BlockError message={context.text.blockError} />;
  }
}

type ParsedProps =
  | { ok: true; props: Record<string, unknown>; issues: PageIssue[] }
  | { ok: false; issues: PageIssue[] };

/**
 * Live: props must be valid (the api validated them on publish; anything else is an error).
 * Editor: a block is often incomplete while it is being edited (a new hero has no image yet), so
 * each invalid field falls back to its default and the issues are listed above the block.
 */
function parseProps(definition: BlockDefinition, block: BlockNode, mode: RenderMode): ParsedProps {
  const result = definition.schema.safeParse(block.props);
  if (result.success) {
    return { ok: true, props: result.data as Record<string, unknown>, issues: [] };
  }
  const issues: PageIssue[] = result.error.issues.map((issue) => ({
    blockId: block.id,
    blockType: block.type,
    path: issue.path as (string | number)[],
    message: issue.message,
  }));
  if (mode !== 'editor') return { ok: false, issues };

  const defaults = createDefaultProps(definition);
  const props: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(definition.schema.shape)) {
    const fieldResult = (
      field as { safeParse(value: unknown): { success: boolean; data?: unknown } }
    ).safeParse(block.props[name]);
    props[name] = fieldResult.success ? fieldResult.data : defaults[name];
  }
  return { ok: true, props, issues };
}

/**
 * React Server Components get a React build without state hooks. (Checked with `in` on the
 * namespace, not a named import: Next.js refuses server modules that import useState.)
 */
function isReactServerEnvironment(): boolean {
  return !('useState' in React);
}

/**
 * Calls the plain function components inside a server block's element tree, so an error in any
 * of them throws here (inside the renderer's try/catch) instead of later inside React. Only used
 * in the React Server environment, where hook-using components are client references (functions
 * tagged with $$typeof) and never plain functions. A client reference itself is left to React,
 * but the server-rendered children passed into it are expanded too.
 */
function expandHookFreeComponents(node: ReactNode): ReactNode {
  return walkElements(node, expandElement);
}

function expandElement(node: ReactElement, walk: ElementWalk): ReactNode {
  const { type } = node;
  const props = node.props as { children?: ReactNode };
  const component = plainFunctionComponent(type);
  if (component) {
    const rendered = walk.visit(component(props));
    // Keep the component's key on a fragment only when it has one (an item of a list).
    return node.key === null ? rendered : createElement(Fragment, { key: node.key }, rendered);
  }
  // Host elements, client references and React's own symbols (Fragment, Suspense) pass their
  // children through; those children are server components too. So is a Suspense fallback (an
  // island's markup without JavaScript, see IslandBoundary), which React may render instead.
  const holdsServerChildren =
    typeof type === 'string' || typeof type === 'symbol' || typeof type === 'function';
  if (!holdsServerChildren) return node;
  const withFallback = node.props as { fallback?: ReactNode };
  const config =
    type === Suspense && withFallback.fallback !== undefined
      ? { fallback: walk.visit(withFallback.fallback) }
      : undefined;
  if (props.children !== undefined) {
    const children = walk.visit(props.children);
    return Array.isArray(props.children)
      ? cloneElement(node, config, ...(children as ReactNode[]))
      : cloneElement(node, config, children);
  }
  return config ? cloneElement(node, config) : node;
}

/**
 * The plain function of a hook-free component: a function that is not a client reference nor a
 * class, also inside React.memo (memo matters to the editor's canvas, not to a server render).
 */
function plainFunctionComponent(type: unknown): ((p: unknown) => ReactNode) | null {
  const inner =
    typeof type === 'object' &&
    type !== null &&
    (type as { $$typeof?: symbol }).$$typeof === Symbol.for('react.memo')
      ? (type as { type: unknown }).type
      : type;
  if (typeof inner !== 'function' || '$$typeof' in inner || isClassComponent(inner)) return null;
  return inner as (p: unknown) => ReactNode;
}

function isClassComponent(type: object): boolean {
  const prototype = (type as { prototype?: { isReactComponent?: unknown } }).prototype;
  return Boolean(prototype?.isReactComponent);
}

export interface BuilderPageProps {
  page: PublishedPage;
  /** Defaults to the page's own store view. */
  storeView?: StoreViewCode;
  mode?: RenderMode;
  mediaBaseUrl?: string;
  /**
   * The render context's clock (the footer's year, schedules). The storefront passes the time of
   * the request; without it, the moment this component renders.
   */
  now?: Date | string;
  /** Block UI strings in the page's language (ADR 0019); English without it. */
  text?: Partial<BlockText>;
  /**
   * The page is rendered below the document's main content (the site footer, ADR 0045): none of
   * its blocks is the document's first, so none takes the h1 or loads its images eagerly with
   * high priority (they would compete with the real LCP image and be preloaded from <head>).
   */
  belowMainContent?: boolean;
  /** Resized copies of the page's images for the likely LCP image's srcset (ADR 0054). */
  imageVariant?: (src: string, width: number) => string | undefined;
}

/**
 * A published page's blocks. A server component on the storefront (no hooks, no providers) and
 * a plain component on the editor's preview.
 */
export function BuilderPage({
  page,
  storeView,
  mode = 'live',
  mediaBaseUrl,
  now,
  text,
  belowMainContent = false,
  imageVariant,
}: BuilderPageProps) {
  const context = createRenderContext({
    storeView: storeView ?? page.storeView,
    mode,
    mediaBaseUrl,
    now: now ?? new Date(),
    text,
    imageVariant,
  });
  return (
    <div className="lb-page" data-testid="builder-page" data-mode={mode}>
      {renderBlocks(page.blocks, context, belowMainContent ? 1 : 0)}
    </div>
  );
}
