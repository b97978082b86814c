import { FORMAT_VERSION, heroBanner, type BlockNode, type PublishedPage } from '@lumo/block-schema';
import { createRenderContext, type RenderContextInput } from '../context';
import type { RenderContext, RenderMode } from '../types';

/** A block node of a registered type with its definition's example props. */
export function exampleNode(
  definition: { type: string; version: number; example?: unknown },
  id: string,
  overrides: Record<string, unknown> = {},
  children?: BlockNode[],
): BlockNode {
  return {
    id,
    type: definition.type,
    version: definition.version,
    props: { ...(definition.example as Record<string, unknown>), ...overrides },
    ...(children ? { children } : {}),
  };
}

export function heroNode(id: string, overrides: Record<string, unknown> = {}): BlockNode {
  return exampleNode(heroBanner, id, overrides);
}

export function pageOf(blocks: BlockNode[]): PublishedPage {
  return {
    formatVersion: FORMAT_VERSION,
    storeView: 'uk',
    path: '/',
    title: 'Home',
    meta: { description: '', image: '', noIndex: false },
    blocks,
  };
}

/** The clock of testContext() unless a test gives another. */
export const TEST_NOW = '2030-05-17T09:30:00.000Z';

export function testContext(
  overrides: Partial<{
    mode: RenderMode;
    index: number;
    storeView: RenderContext['storeView'];
    now: Date | string;
    text: RenderContextInput['text'];
  }> = {},
): RenderContext {
  return createRenderContext({ storeView: 'uk', now: TEST_NOW, ...overrides });
}
