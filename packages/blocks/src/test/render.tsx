import { render } from '@testing-library/react';
import type { BlockNode } from '@lumo/block-schema';
import { renderBlocks } from '../render-page';
import type { RenderContext } from '../types';
import { testContext } from './fixtures';

/** Renders blocks through the real renderer (migration, validation, isolation) into jsdom. */
export function renderNodes(
  nodes: BlockNode[],
  overrides: Parameters<typeof testContext>[0] = {},
): ReturnType<typeof render> & { context: RenderContext } {
  const context = testContext(overrides);
  return { ...render(<>{renderBlocks(nodes, context)}</>), context };
}
