// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Editor, Frame, useEditor, useNode, type UserComponent } from '@craftjs/core';
import { createRenderContext } from '@lumo/blocks';
import { heroBlock } from '../test/hero-block';
import { renderWithMantine } from '../test/render';
import { LayersPanel } from '../layers/layers-panel';
import { blocksToCraftNodes } from '../page-format';
import { PageEditorContextProvider } from '../state/editor-context';
import { createChangeSignal } from '../state/change-signal';
import { createIssuesStore } from '../state/issues-store';
import { getCraftResolver } from './craft-resolver';

const blocks = [heroBlock('hero-a'), heroBlock('hero-b', { title: 'Second' })];

function refWarnings(spy: { mock: { calls: unknown[][] } }): string[] {
  return spy.mock.calls
    .map((call) => call.map(String).join(' '))
    .filter((text) => text.includes('element.ref'));
}

const sharedChanges = createChangeSignal();

function Providers({ children }: { children: ReactNode }) {
  const issues = createIssuesStore();
  const changes = sharedChanges;
  return (
    <PageEditorContextProvider
      value={{
        issues,
        changes,
        renderContext: createRenderContext({ storeView: 'uk', mode: 'editor', now: new Date() }),
        revealBlock: () => undefined,
        focusSettings: () => undefined,
      }}
    >
      {children}
    </PageEditorContextProvider>
  );
}

function Selection() {
  const { selected } = useEditor((_state, query) => ({
    selected: query.getEvent('selected').first() ?? 'none',
  }));
  return <output data-testid="selected">{selected}</output>;
}

afterEach(() => vi.restoreAllMocks());

describe('Craft.js 0.2.12 on React 19 (ADR 0004)', () => {
  it('the trap is real: passing JSX through a connector makes React 19 report element.ref', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const JsxConnected: UserComponent = () => {
      const {
        connectors: { connect },
      } = useNode();
      // The pattern of Craft.js's own docs, which breaks on React 19.
      return connect(<div ref={() => undefined}>legacy</div>) as ReactNode;
    };
    renderWithMantine(
      <Editor resolver={{ JsxConnected }}>
        <Frame>
          <JsxConnected />
        </Frame>
      </Editor>,
    );
    expect(refWarnings(errors).length).toBeGreaterThan(0);
  });

  it('renders, selects and lists blocks without any element.ref access', async () => {
    const errors = vi.spyOn(console, 'error');
    renderWithMantine(
      <Editor resolver={getCraftResolver()} onNodesChange={sharedChanges.emit}>
        <Providers>
          <Frame data={JSON.stringify(blocksToCraftNodes(blocks))} />
          <LayersPanel />
          <Selection />
        </Providers>
      </Editor>,
    );
    const block = await screen.findByTestId('canvas-block:hero-b');
    expect(screen.getByTestId('canvas-block:hero-a')).toHaveTextContent('Vaping, simplified');
    await act(async () => {
      fireEvent.mouseDown(block);
      fireEvent.click(block);
    });
    await waitFor(() => expect(screen.getByTestId('selected')).toHaveTextContent('hero-b'));
    await waitFor(() => expect(block).toHaveAttribute('data-selected', 'true'));
    expect(await screen.findByTestId('layer:hero-a')).toBeInTheDocument();
    expect(refWarnings(errors)).toEqual([]);
  });
});
