import { describe, expect, it } from 'vitest';
import { createEvent, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BlockNode } from '@lumo/block-schema';
import { apiError, installMockApi, type FieldResolver } from '../../test/graphql-responder';
import { renderWithProviders } from '../../test/render';
import { PageEditorScreen } from './page-editor-screen';
import './test/browser-shims';
import { EXAMPLE_HERO_PROPS, heroBlock } from './test/hero-block';
import { offersDraft, toolbarResolvers } from './test/offers-draft';

const validHero = heroBlock('hero-valid');
const heroWithoutImage = heroBlock('hero-no-image', {
  ...EXAMPLE_HERO_PROPS,
  title: 'Needs an image',
  backbgroundImage: { url: '', alt: '' },
});

function canvas(): HTMLElement {
  const frame = screen.getByTitle(/^Canvas of/) as HTMLIFrameElement;
  return frame.contentDocument!.body;
}

async function openEditor(blocks: BlockNode[], resolvers: Record<string, FieldResolver> = {}) {
  const api = installMockApi({
    resolvers: { ...toolbarResolvers, builderPageDraft: () => offersDraft(blocks), ...resolvers },
  });
  const view = renderWithProviders(<PageEditorScreen storeCode="uk" path="/offers" />);
  await screen.findByTestId('editor:toolbox');
  await waitFor(() =>
    expect(within(canvas()).getAllByTestId(/^canvas-block:/)).toHaveLength(blocks.length),
  );
  return { api, ...view };
}

describe('PageEditorScreen', () => {
  it('shows the draft on the canvas and in the layers, and marks the invalid block', async () => {
    await openEditor([validHero, heroWithoutImage]);
    expect(within(canvas()).getByTestId('canvas-block:hero-valid')).toHaveTextContent(
      'Vaping, simplified',
    );
    expect(await screen.findByTestId('layer:hero-no-image')).toBeInTheDocument();
    const issues = await screen.findByTestId('editor:issues');
    expect(issues).toHaveTextContent('Hero banner › Background image: an image is required');
    await waitFor(() =>
      expect(within(canvas()).getByTestId('canvas-block:hero-no-image')).toHaveAttribute(
        'data-invalid',
        'true',
      ),
    );
    expect(within(canvas()).getByTestId('canvas-block:hero-valid')).not.toHaveAttribute(
      'data-invalid',
    );
    expect(screen.getByTestId('layer:hero-no-image')).toHaveAttribute('data-invalid', 'true');
  });

  it('selects the block when its issue is clicked and refuses to publish while invalid', async () => {
    const { api, user } = await openEditor([validHero, heroWithoutImage], {
      publishBuilderPage: () => {
        throw new Error('must not be called');
      },
    });
    await user.click(await screen.findByTestId('issue:hero-no-image'));
    await waitFor(() =>
      expect(within(canvas()).getByTestId('canvas-block:hero-no-image')).toHaveAttribute(
        'data-selected',
        'true',
      ),
    );
    expect(screen.getByTestId('field:title')).toHaveValue('Needs an image');
    expect(screen.getByTestId('editor:publish')).toHaveAttribute('data-issues', '1');
    await user.click(screen.getByTestId('editor:publish'));
    expect(await screen.findByText(/1 issue needs fixing first/)).toBeInTheDocument();
    expect(api.callsOf('PublishBuilderPage')).toHaveLength(0);
  });

  it('autosaves edits with the revision it started from', async () => {
    const { api, user } = await openEditor([validHero], {
      saveBuilderPageDraft: ({ input }) => {
        const { content } = input as { content: { title: string } };
        return { ...offersDraft([validHero], { revision: 8 }), title: content.title };
      },
    });
    const title = screen.getByTestId('editor:title');
    await user.clear(title);
    await user.type(title, 'Summer offers');
    expect(screen.getByTestId('editor:save-state')).toHaveTextContent('Unsaved changes');
    await waitFor(
      () => expect(screen.getByTestId('editor:save-state')).toHaveTextContent('Saved'),
      {
        timeout: 5000,
      },
    );
    const saves = api.callsOf('SaveBuilderPageDraft');
    expect(saves).toHaveLength(1);
    expect(saves[0]!.variables.input).toMatchObject({
      store_code: 'uk',
      path: '/offers',
      base_revision: 7,
      content: { title: 'Summer offers', blocks: [validHero] },
    });
  });

  it('saves unsaved edits when the editor is left before the autosave delay', async () => {
    const { api, user, unmount } = await openEditor([validHero], {
      saveBuilderPageDraft: () => offersDraft([validHero], { revision: 8 }),
    });
    await user.type(screen.getByTestId('editor:title'), ' and more');
    unmount();
    await waitFor(() => expect(api.callsOf('SaveBuilderPageDraft')).toHaveLength(1));
    expect(api.callsOf('SaveBuilderPageDraft')[0]!.variables.input).toMatchObject({
      content: { title: 'Offers and more' },
    });
  });

  it('stops autosaving on a draft conflict and offers to reload', async () => {
    const { api, user } = await openEditor([validHero], {
      saveBuilderPageDraft: () => {
        throw apiError(
          'This page was changed by Grace at 20:41 UTC; reload to get their changes.',
          {
            category: 'graphql-already-exists',
            code: 'DRAFT_CONFLICT',
          },
        );
      },
    });
    await user.type(screen.getByTestId('editor:title'), ' now');
    const conflict = await screen.findByTestId('editor:conflict', {}, { timeout: 5000 });
    expect(conflict).toHaveTextContent('This page was changed by Grace');
    expect(screen.getByTestId('editor:save-state')).toHaveTextContent('Not saved: conflict');
    await user.type(screen.getByTestId('editor:title'), '!');
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(api.callsOf('SaveBuilderPageDraft')).toHaveLength(1);
    expect(within(conflict).getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('shows the issues of a publish the api refused', async () => {
    const { user } = await openEditor([validHero], {
      publishBuilderPage: () => {
        throw apiError('The page cannot be published', {
          category: 'graphql-input',
          issues: [
            {
              blockId: 'hero-valid',
              blockType: 'HeroBanner',
              path: ['title'],
              message: 'Too bold',
            },
          ],
        } as never);
      },
    });
    await user.click(screen.getByTestId('editor:publish'));
    const issues = await screen.findByTestId('editor:issues');
    expect(issues).toHaveTextContent('Hero banner › Title: too bold');
    expect(await screen.findByText('The server refused to publish')).toBeInTheDocument();
  });

  it('duplicates, moves, deletes and undoes with the keyboard, but not while typing', async () => {
    const second = heroBlock('hero-second', { ...EXAMPLE_HERO_PROPS, title: 'Second' });
    const { user } = await openEditor([validHero, second]);
    const layerIds = () =>
      screen.getAllByTestId(/^layer:/).map((row) => row.getAttribute('data-testid')!.slice(6));

    await user.click(await screen.findByTestId('layer:hero-valid'));
    await user.keyboard('{Control>}d{/Control}');
    await waitFor(() => expect(layerIds()).toHaveLength(3));
    const [, copyId] = layerIds();
    expect(copyId).not.toBe('hero-valid');
    expect(layerIds()).toEqual(['hero-valid', copyId, 'hero-second']);

    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await waitFor(() => expect(layerIds()).toEqual(['hero-valid', 'hero-second', copyId]));

    // Typing in a settings field never deletes the block.
    await user.click(screen.getByTestId('field:title'));
    await user.keyboard('{Backspace}{Delete}');
    expect(layerIds()).toHaveLength(3);

    await user.click(screen.getByTestId(`layer:${copyId}`));
    await user.keyboard('{Delete}');
    await waitFor(() => expect(layerIds()).toEqual(['hero-valid', 'hero-second']));
    await user.keyboard('{Control>}z{/Control}');
    await waitFor(() => expect(layerIds()).toEqual(['hero-valid', 'hero-second', copyId]));
  });

  it('is usable from the keyboard: arrows in the layers select, Enter focuses the settings', async () => {
    const second = heroBlock('hero-second', { ...EXAMPLE_HERO_PROPS, title: 'Second' });
    const { user } = await openEditor([validHero, second]);
    await screen.findByTestId('layer:hero-second');
    screen.getByTestId('editor:layers').focus();
    await user.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(screen.getByTestId('layer:hero-valid')).toHaveAttribute('aria-selected', 'true'),
    );
    await user.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(screen.getByTestId('layer:hero-second')).toHaveAttribute('aria-selected', 'true'),
    );
    expect(screen.getByTestId('editor:layers')).toHaveAttribute(
      'aria-activedescendant',
      'layer-row-hero-second',
    );
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('field:title')).toHaveFocus());
    expect(screen.getByTestId('field:title')).toHaveValue('Second');
  });

  it('reorders blocks by dragging rows in the layers tree', async () => {
    const second = heroBlock('hero-second', { ...EXAMPLE_HERO_PROPS, title: 'Second' });
    const third = { ...validHero, id: 'hero-third', props: { ...validHero.props, title: 'Third' } };
    await openEditor([validHero, second, third]);
    const layerIds = () =>
      screen.getAllByTestId(/^layer:/).map((row) => row.getAttribute('data-testid')!.slice(6));
    const source = await screen.findByTestId('layer:hero-third');
    const target = screen.getByTestId('layer:hero-valid');
    // Rows are 20px high; the drop lands in the upper half of the first row: "before" it.
    target.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 100, width: 200, height: 20 });
    const dataTransfer = {
      data: {} as Record<string, string>,
      setData(type: string, value: string) {
        this.data[type] = value;
      },
      getData(type: string) {
        return this.data[type] ?? '';
      },
      effectAllowed: '',
      dropEffect: '',
    };
    fireEvent.dragStart(source, { dataTransfer });
    // jsdom has no DragEvent, so the pointer position is set on the event by hand.
    const at = (event: Event) => Object.defineProperty(event, 'clientY', { value: 103 });
    fireEvent(target, at(createEvent.dragOver(target, { dataTransfer })));
    expect(target).toHaveAttribute('data-drop', 'before');
    fireEvent(target, at(createEvent.drop(target, { dataTransfer })));
    await waitFor(() => expect(layerIds()).toEqual(['hero-third', 'hero-valid', 'hero-second']));
    const canvasOrder = within(canvas())
      .getAllByTestId(/^canvas-block:/)
      .map((block) => block.getAttribute('data-block-id'));
    expect(canvasOrder).toEqual(['hero-third', 'hero-valid', 'hero-second']);
  });

  it('offers to create the page when there is no draft', async () => {
    let created = false;
    const api = installMockApi({
      resolvers: {
        ...toolbarResolvers,
        builderPageDraft: () => (created ? offersDraft([]) : null),
        createBuilderPage: ({ input }) => {
          created = true;
          return { ...offersDraft([]), title: (input as { title: string }).title };
        },
      },
    });
    const { user } = renderWithProviders(<PageEditorScreen storeCode="uk" path="/offers" />);
    const title = await screen.findByTestId('editor:create-title');
    expect(title).toHaveValue('Offers');
    await user.click(screen.getByRole('button', { name: 'Create page' }));
    expect(await screen.findByTestId('editor:toolbox')).toBeInTheDocument();
    expect(api.callsOf('CreateBuilderPage')[0]!.variables.input).toEqual({
      store_code: 'uk',
      path: '/offers',
      title: 'Offers',
    });
  });

  it("names a store view's missing site footer 'Site footer' when offering to create it", async () => {
    installMockApi({ resolvers: { ...toolbarResolvers, builderPageDraft: () => null } });
    renderWithProviders(<PageEditorScreen storeCode="gr" path="/~site-footer" />);
    expect(await screen.findByTestId('editor:create-title')).toHaveValue('Site footer');
  });
});
