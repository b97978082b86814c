import { Suspense, type ReactNode } from 'react';
import { BlockErrorBoundary } from '../block-error-boundary';
import type { RenderContext } from '../types';
import { BlockError } from './block-error';

export interface IslandBoundaryProps {
  blockId: string;
  blockType: string;
  context: Pick<RenderContext, 'mode' | 'text'>;
  /** The block's props: in the editor, a failed island tries again once they change. */
  props: unknown;
  /**
   * The block as it works without JavaScript: the same server-rendered content with no client
   * component (an open accordion, every tab panel, a plain link to the video). Hook-free server
   * markup only. Shown wherever the island's own HTML is not in place (see below), so it must
   * never be the error message.
   */
  withoutJavaScript: ReactNode;
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
 * the error boundary shows the SPEC §8 message if it fails again).
 *
 * The Suspense fallback is `withoutJavaScript`, never the error: a streaming server render also
 * shows a boundary's fallback when the island is fine. Once a page has sent about 12.8 kB, React
 * "outlines" every later boundary over 500 bytes (and any with suspensey images): the fallback
 * goes where the block belongs and the island's HTML follows in a hidden <div>, moved into place
 * by an inline script. Visitors without JavaScript (and until the script runs, everyone) see the
 * fallback; with the error there, they saw 'Builder block error' on healthy blocks. In the editor
 * (a browser render that never suspends) there is no fallback.
 */
export function IslandBoundary({
  blockId,
  blockType,
  context,
  props,
  withoutJavaScript,
  children,
}: IslandBoundaryProps) {
  return (
    <BlockErrorBoundary
      blockId={blockId}
      blockType={blockType}
      fallback={<BlockError message={context.text.blockError} />}
      resetKey={context.mode === 'editor' ? JSON.stringify(props) : undefined}
    >
      <Suspense fallback={context.mode === 'editor' ? null : withoutJavaScript}>
        {children}
      </Suspense>
    </BlockErrorBoundary>
  );
}
