// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { act, screen } from '@testing-library/react';
import { Editor, Frame, useEditor } from '@craftjs/core';
import { createRenderContext } from '@lumo/blocks';
import { heroBlock } from '../test/hero-block';
import { renderWithMantine } from '../test/render';
import { blocksToCraftNodes, ROOT_NODE_ID } from '../page-format';
import { createChangeSignal } from '../state/change-signal';
import { PageEditorContextProvider } from '../state/editor-context';
import { createIssuesStore } from '../state/issues-store';
import { getCraftResolver } from './craft-resolver';
import { installSerializeCache } from './serialize-cache';

/** Ids of the blocks whose content the canvas rendered, in order. */
const rendered: string[] = [];

vi.mock('@lumo/blocks', async (importOriginal) => {
  const original = await importOriginal<typeof import('@lumo/blocks')>();
  return {
    ...original,
    renderBlock: (...args: Parameters<typeof original.renderBlock>) => {
      rendered.push(args[0].id);
      return original.renderBlock(...args);
    },
  };
});

const ids = ['hero-a', 'hero-b', 'hero-c', 'hero-d'];
const blocks = ids.map((id) => heroBlock(id));

type Handles = Pick<ReturnType<typeof useEditor>, 'actions' | 'query'>;

function Capture({ onReady }: { onReady(handles: Handles): void }) {
  const { actions, query } = useEditor();
  onReady({ actions, query });
  return null;
}

function renderCanvas(): Handles {
  let handles: Handles | undefined;
  const changes = createChangeSignal();
  function Providers({ children }: { children: ReactNode }) {
    return (
      <PageEditorContextProvider
        value={{
          issues: createIssuesStore(),
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
  renderWithMantine(
    <Editor resolver={getCraftResolver()} onNodesChange={changes.emit}>
      <Providers>
        <Frame data={JSON.stringify(blocksToCraftNodes(blocks))} />
        <Capture onReady={(value) => (handles = value)} />
      </Providers>
    </Editor>,
  );
  return handles!;
}

afterEach(() => {
  rendered.length = 0;
});

describe('the canvas on a change of one block (ADR 0015)', () => {
  it('renders only the edited block again when its settings change', async () => {
    const { actions } = renderCanvas();
    expect(await screen.findByTestId('canvas-block:hero-d')).toBeInTheDocument();
    rendered.length = 0;

    act(() =>
      actions.setProp('hero-c', (props: Record<string, unknown>) => {
        props.title = 'Only this one';
      }),
    );

    expect(screen.getByTestId('canvas-block:hero-c')).toHaveTextContent('Only this one');
    expect(rendered).toEqual(['hero-c']);
  });

  it('marks a selected block without rendering any block content again', async () => {
    const { actions } = renderCanvas();
    const block = await screen.findByTestId('canvas-block:hero-b');
    rendered.length = 0;

    act(() => actions.selectNode('hero-b'));

    expect(block).toHaveAttribute('data-selected', 'true');
    expect(screen.getByTestId('canvas-block:hero-a')).not.toHaveAttribute('data-selected');
    expect(rendered).toEqual([]);
  });

  it('moves a block without rendering any block content again', async () => {
    const { actions } = renderCanvas();
    await screen.findByTestId('canvas-block:hero-d');
    rendered.length = 0;

    act(() => actions.move('hero-a', ROOT_NODE_ID, 4));

    const order = screen
      .getAllByTestId(/^canvas-block:/)
      .map((element) => element.getAttribute('data-block-id'));
    expect(order).toEqual(['hero-b', 'hero-c', 'hero-d', 'hero-a']);
    expect(rendered).toEqual([]);
  });

  it('gives Craft.js every block element (drop positions are computed from them)', async () => {
    const { query } = renderCanvas();
    await screen.findByTestId('canvas-block:hero-d');
    await act(() => Promise.resolve());
    for (const id of ids) {
      expect(query.node(id).get().dom).toBe(screen.getByTestId(`canvas-block:${id}`));
    }
  });

  it('serialises the page as Craft.js does, from cached nodes that follow every edit', async () => {
    const { actions, query } = renderCanvas();
    await screen.findByTestId('canvas-block:hero-d');
    const craftJson = () => JSON.stringify(query.getSerializedNodes());
    installSerializeCache(query);
    expect(query.serialize()).toBe(craftJson());

    act(() =>
      actions.setProp('hero-b', (props: Record<string, unknown>) => {
        props.title = 'Changed';
      }),
    );
    expect(query.serialize()).toContain('Changed');
    expect(query.serialize()).toBe(craftJson());

    act(() => actions.move('hero-d', ROOT_NODE_ID, 0));
    expect(query.serialize()).toBe(craftJson());
  });
});
