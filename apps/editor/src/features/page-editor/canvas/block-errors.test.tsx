// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Editor, Frame, useEditor } from '@craftjs/core';
import { BUILDER_BLOCK_ERROR_MESSAGE } from '@lumo/block-schema';
import { createRenderContext } from '@lumo/blocks';
import { heroBlock } from '../test/hero-block';
import { renderWithMantine } from '../test/render';
import { blocksToCraftNodes } from '../page-format';
import { createChangeSignal } from '../state/change-signal';
import { PageEditorContextProvider } from '../state/editor-context';
import { createIssuesStore } from '../state/issues-store';
import { getCraftResolver } from './craft-resolver';

/** Stands for a block component that crashes while React renders it. */
function Crashing(): ReactNode {
  throw new Error('block exploded');
}

vi.mock('@lumo/blocks', async (importOriginal) => {
  const original = await importOriginal<typeof import('@lumo/blocks')>();
  return {
    ...original,
    renderBlock: (...args: Parameters<typeof original.renderBlock>) =>
      args[0].id === 'hero-broken' ? <Crashing /> : original.renderBlock(...args),
  };
});

const blocks = [heroBlock('hero-broken'), heroBlock('hero-fine')];

function Selection() {
  const { selected } = useEditor((_state, query) => ({
    selected: query.getEvent('selected').first() ?? 'none',
  }));
  return <output data-testid="selected">{selected}</output>;
}

describe('a block that fails on the canvas', () => {
  it('shows the block error text, keeps the other blocks and stays selectable', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithMantine(
      <Editor resolver={getCraftResolver()}>
        <PageEditorContextProvider
          value={{
            issues: createIssuesStore(),
            changes: createChangeSignal(),
            renderContext: createRenderContext({
              storeView: 'uk',
              mode: 'editor',
              now: new Date(),
            }),
            revealBlock: () => undefined,
            focusSettings: () => undefined,
          }}
        >
          <Frame data={JSON.stringify(blocksToCraftNodes(blocks))} />
          <Selection />
        </PageEditorContextProvider>
      </Editor>,
    );
    const broken = await screen.findByTestId('canvas-block:hero-broken');
    expect(within(broken).getByRole('alert')).toHaveTextContent(BUILDER_BLOCK_ERROR_MESSAGE);
    expect(screen.getByTestId('canvas-block:hero-fine')).toHaveTextContent('Vaping, simplified');
    await act(async () => {
      fireEvent.mouseDown(broken);
      fireEvent.click(broken);
    });
    await waitFor(() => expect(screen.getByTestId('selected')).toHaveTextContent('hero-broken'));
  });
});
