import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BlockNode } from '@lumo/block-schema';
import { installMockApi } from '../../test/graphql-responder';
import { renderWithProviders } from '../../test/render';
import { PageEditorScreen } from './page-editor-screen';
import './test/browser-shims';
import { heroBlock } from './test/hero-block';

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

const blocks = ['hero-a', 'hero-b', 'hero-c'].map((id) => heroBlock(id));

function draft(pageBlocks: BlockNode[]) {
  return {
    page_uid: 'page-1',
    store_code: 'uk',
    path: '/offers',
    title: 'Offers',
    content: {
      formatVersion: 1,
      storeView: 'uk',
      path: '/offers',
      title: 'Offers',
      meta: { description: '', image: '', noIndex: false },
      blocks: pageBlocks,
    },
    revision: 7,
    updated_at: '2026-11-21T20:00:00.000Z',
    updated_by: 'Ada Lovelace',
    published_version: null,
    scheduled_publish_at: null,
  };
}

function canvas(): HTMLElement {
  const frame = screen.getByTitle(/^Canvas of/) as HTMLIFrameElement;
  return frame.contentDocument!.body;
}

async function openEditor() {
  installMockApi({
    resolvers: {
      touchBuilderPagePresence: () => [],
      builderPages: () => [],
      builderPageDraft: () => draft(blocks),
      saveBuilderPageDraft: () => draft(blocks),
    },
  });
  const view = renderWithProviders(<PageEditorScreen storeCode="uk" path="/offers" />);
  await screen.findByTestId('editor:toolbox');
  await waitFor(() =>
    expect(within(canvas()).getAllByTestId(/^canvas-block:/)).toHaveLength(blocks.length),
  );
  return view;
}

afterEach(() => {
  rendered.length = 0;
});

// Each block re-rendered on a change elsewhere costs its full render: 300 of them made typing
// and dragging slow on large pages (docs/decisions/0015).
describe('the canvas while the page is edited', () => {
  it('renders no block again when the page title and the save state change', async () => {
    const { user } = await openEditor();
    rendered.length = 0;

    await user.type(screen.getByTestId('editor:title'), ' today');

    expect(screen.getByTestId('editor:save-state')).toHaveTextContent('Unsaved changes');
    expect(rendered).toEqual([]);
  });

  it('renders only the block whose settings are typed in', async () => {
    const { user } = await openEditor();
    const block = within(canvas()).getByTestId('canvas-block:hero-b');
    fireEvent.mouseDown(block);
    fireEvent.click(block);
    const title = await screen.findByTestId('field:title');
    rendered.length = 0;

    await user.type(title, '!');

    await waitFor(() => expect(block).toHaveTextContent('!'));
    expect(rendered.length).toBeGreaterThan(0);
    expect(new Set(rendered)).toEqual(new Set(['hero-b']));
  });
});
