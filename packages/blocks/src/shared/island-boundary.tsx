import { Suspense, type ReactNode } from 'react';
import { BlockErrorBoundary } from '../block-error-boundary';
import type { RenderContext } from '../types';
import { BlockError } from './block-error';

export interface IslandBoundaryProps {
  blockId: string;
  blockType: string;
  context: Pick<RenderContext, 'mode'>;
  /** The block's props: in the editor, a failed island tries again once they change. */
  props: unknown;
  /** The client island (with its server-rendered children). */
  children: ReactNode;
}

/**
 * Put around every client island a server block renders. On the storefront the renderer catches
 * a server block's errors while rendering, but an island fails later, in the browser (hydration,
 * a click): without a boundary of its own, the error would reach the route's error page and take
 * the whole page down. With it, the island shows the SPEC §8 block error and the page stays.
 *
 * Error boundaries do nothing during server rendering, where an island is rendered too. The
 * Suspense boundary covers that: when the island throws there, React puts the fallback in the
 * HTML instead of failing the whole document, and renders the island again in the browser (where
 * the error boundary takes over if it fails again). Islands never suspend, so it costs nothing.
 */
export function IslandBoundary({
  blockId,
  blockType,
  context,
  props,
  children,
}: IslandBoundaryProps) {
  return (
    <BlockErrorBoundary
      blockId={blockId}
      blockType={blockType}
      fallback={<BlockError />}
      resetKey={context.mode === 'editor' ? JSON.stringify(props) : undefined}
    >
      <Suspense fallback={<BlockError />}>{children}</Suspense>
    </BlockErrorBoundary>
  );
}
