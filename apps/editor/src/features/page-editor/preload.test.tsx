import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { BuilderPageDraftDocument } from '@lumo/graphql';
import { createApolloClient } from '../../lib/apollo';
import { apiError, installMockApi } from '../../test/graphql-responder';
import { renderWithProviders } from '../../test/render';
import { PageEditorScreen } from './page-editor-screen';
import { forgetDraftPreload, preloadPageEditor } from './preload';
import './test/browser-shims';
import { heroBlock } from './test/hero-block';
import { offersDraft, toolbarResolvers } from './test/offers-draft';

function canvasBlocks(): HTMLElement[] {
  const frame = screen.getByTitle(/^Canvas of/) as HTMLIFrameElement;
  return within(frame.contentDocument!.body).queryAllByTestId(/^canvas-block:/);
}

const draftCalls = (api: ReturnType<typeof installMockApi>) =>
  api.callsOf('BuilderPageDraft').map((call) => call.variables.path);

afterEach(() => forgetDraftPreload());

describe('preloadPageEditor', () => {
  it('asks for the draft once when the app starts on the page, and afresh when it is opened again', async () => {
    let blocks = [heroBlock('hero-first')];
    const api = installMockApi({
      resolvers: { ...toolbarResolvers, builderPageDraft: () => offersDraft(blocks) },
    });
    const client = createApolloClient();
    preloadPageEditor(client, '/edit/uk/offers');
    // Sent before the screen exists: next to the session check, not after it.
    expect(draftCalls(api)).toEqual(['/offers']);
    const variables = { store_code: 'uk', path: '/offers' };
    await waitFor(() =>
      expect(client.readQuery({ query: BuilderPageDraftDocument, variables })).not.toBeNull(),
    );

    const first = renderWithProviders(<PageEditorScreen storeCode="uk" path="/offers" />, {
      client,
    });
    await waitFor(() => expect(canvasBlocks()).toHaveLength(1));
    expect(draftCalls(api)).toEqual(['/offers']);
    first.unmount();

    // Changed elsewhere meanwhile: opening the page again must not show the preloaded copy.
    blocks = [heroBlock('hero-first'), heroBlock('hero-second')];
    renderWithProviders(<PageEditorScreen storeCode="uk" path="/offers" />, { client });
    await waitFor(() => expect(canvasBlocks()).toHaveLength(2));
    expect(draftCalls(api)).toEqual(['/offers', '/offers']);
  });

  it('loads the opened page itself when the app started on another URL', async () => {
    const api = installMockApi({
      resolvers: {
        ...toolbarResolvers,
        builderPageDraft: () => offersDraft([heroBlock('hero-1')]),
      },
    });
    const client = createApolloClient();
    preloadPageEditor(client, '/pages');
    preloadPageEditor(client, '/edit/nowhere/offers');
    expect(draftCalls(api)).toEqual([]);
    preloadPageEditor(client, '/edit/uk/other-page');

    renderWithProviders(<PageEditorScreen storeCode="uk" path="/offers" />, { client });
    await waitFor(() => expect(canvasBlocks()).toHaveLength(1));
    expect(draftCalls(api)).toEqual(['/other-page', '/offers']);
  });

  it('asks again when the early request was refused', async () => {
    let refuse = true;
    const api = installMockApi({
      resolvers: {
        ...toolbarResolvers,
        builderPageDraft: () => {
          if (refuse) {
            refuse = false;
            throw apiError("The current editor isn't authorized.", {
              category: 'graphql-authorization',
            });
          }
          return offersDraft([heroBlock('hero-1')]);
        },
      },
    });
    const client = createApolloClient();
    preloadPageEditor(client, '/edit/uk/offers');
    await waitFor(() => expect(draftCalls(api)).toHaveLength(1));
    // Let the refusal settle before the screen opens (as after a login in between).
    await new Promise((resolve) => setTimeout(resolve, 0));

    renderWithProviders(<PageEditorScreen storeCode="uk" path="/offers" />, { client });
    await waitFor(() => expect(canvasBlocks()).toHaveLength(1));
    expect(draftCalls(api)).toHaveLength(2);
  });
});
