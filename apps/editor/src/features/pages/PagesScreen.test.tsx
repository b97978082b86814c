import { PAGE_PATH_MESSAGE, SITE_FOOTER_PATH } from '@lumo/block-schema';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { installMockApi } from '../../test/graphql-responder';
import { renderWithProviders } from '../../test/render';
import { SITE_FOOTER_PATH_MESSAGE } from './page-forms';
import { PagesScreen } from './PagesScreen';

function page(overrides: Record<string, unknown>) {
  return {
    uid: 'page-1',
    store_code: 'uk',
    path: '/',
    title: 'Home',
    has_unpublished_changes: false,
    published_version: 3,
    published_at: '2026-11-01T10:00:00.000Z',
    draft_revision: 7,
    updated_at: '2026-11-02T09:30:00.000Z',
    updated_by: 'Ada Lovelace',
    scheduled_publish_at: null,
    ...overrides,
  };
}

const UK_PAGES = [
  page({}),
  page({
    uid: 'page-2',
    path: '/summer-sale',
    title: 'Summer sale',
    has_unpublished_changes: true,
    scheduled_publish_at: '2026-12-01T08:00:00.000Z',
  }),
  page({
    uid: 'page-3',
    path: '/draft-only',
    title: 'Draft only',
    published_version: null,
    published_at: null,
  }),
];

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname}</div>;
}

function renderPages(route = '/pages') {
  return renderWithProviders(
    <Routes>
      <Route path="/pages" element={<PagesScreen />} />
      <Route path="/edit/:storeCode/*" element={<LocationProbe />} />
    </Routes>,
    { route },
  );
}

/** Opens "New page", types a path and title and submits. */
async function submitCreatePageForm(user: UserEvent, values: { path: string; title: string }) {
  await user.click(screen.getByTestId('pages:create'));
  await user.type(await screen.findByTestId('pages:create-path'), values.path);
  await user.type(screen.getByTestId('pages:create-title'), values.title);
  await user.click(screen.getByTestId('pages:create-submit'));
}

describe('PagesScreen', () => {
  it('lists the pages of the chosen store view with their publication state', async () => {
    const api = installMockApi({
      resolvers: {
        builderPages: ({ store_code }) => (store_code === 'uk' ? UK_PAGES : []),
      },
    });
    renderPages();

    const list = await screen.findByTestId('pages:list');
    expect(within(list).getAllByRole('row')).toHaveLength(4);
    const sale = screen.getByTestId('pages:row:/summer-sale');
    expect(within(sale).getByText('Summer sale')).toBeInTheDocument();
    expect(within(sale).getByText('Unpublished changes')).toBeInTheDocument();
    expect(within(sale).getByText(/^Scheduled /)).toBeInTheDocument();
    expect(within(screen.getByTestId('pages:row:/')).getByText('Version 3')).toBeInTheDocument();
    expect(
      within(screen.getByTestId('pages:row:/draft-only')).getByText('Not published'),
    ).toBeInTheDocument();
    expect(within(sale).getByRole('link', { name: 'Open' })).toHaveAttribute(
      'href',
      '/edit/uk/summer-sale',
    );
    expect(
      within(screen.getByTestId('pages:row:/')).getByRole('link', { name: 'Open' }),
    ).toHaveAttribute('href', '/edit/uk/');
    expect(api.callsOf('BuilderPages')[0]?.variables).toEqual({ storeCode: 'uk' });
  });

  it('shows the site footer as its own entry, not as a page of the list', async () => {
    installMockApi({
      resolvers: {
        builderPages: ({ store_code }) =>
          store_code === 'gr'
            ? [
                ...UK_PAGES.map((item) => ({ ...item, store_code: 'gr' })),
                page({
                  uid: 'footer-gr',
                  store_code: 'gr',
                  path: SITE_FOOTER_PATH,
                  title: 'Υποσέλιδο ιστότοπου',
                  has_unpublished_changes: true,
                }),
              ]
            : [],
      },
    });
    const { user } = renderPages('/pages?store=gr');

    const entry = await screen.findByTestId('pages:site-footer');
    expect(within(entry).getByText('Site footer')).toBeInTheDocument();
    expect(within(entry).getByText('Shown below every page of Greece.')).toBeInTheDocument();
    expect(within(entry).getByText('Unpublished changes')).toBeInTheDocument();
    const list = screen.getByTestId('pages:list');
    expect(within(list).getAllByRole('row')).toHaveLength(4);
    expect(screen.queryByTestId(`pages:row:${SITE_FOOTER_PATH}`)).toBeNull();

    await user.click(within(entry).getByRole('link', { name: 'Edit the site footer of Greece' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/edit/gr/~site-footer');
  });

  it('offers to create the site footer of a store view that has none', async () => {
    installMockApi({ resolvers: { builderPages: () => UK_PAGES } });
    renderPages();
    const entry = await screen.findByTestId('pages:site-footer');
    expect(within(entry).getByText(/has no site footer yet/)).toBeInTheDocument();
    expect(within(entry).getByRole('link', { name: /site footer/ })).toHaveTextContent('Create');
  });

  it("refuses the site footer's reserved path for a new page", async () => {
    const api = installMockApi({ resolvers: { builderPages: () => UK_PAGES } });
    const { user } = renderPages();
    await screen.findByTestId('pages:list');
    await submitCreatePageForm(user, { path: SITE_FOOTER_PATH, title: 'Footer' });
    expect(await screen.findByText(SITE_FOOTER_PATH_MESSAGE)).toBeInTheDocument();
    expect(api.callsOf('CreateBuilderPage')).toHaveLength(0);
  });

  it('shows the empty state for a store view without pages', async () => {
    installMockApi({ resolvers: { builderPages: () => [] } });
    renderPages('/pages?store=gr');

    expect(await screen.findByText('No builder pages in Greece yet')).toBeInTheDocument();
  });

  it('refuses a bad path at the field and creates nothing', async () => {
    const api = installMockApi({
      resolvers: {
        builderPages: () => UK_PAGES,
        createBuilderPage: () => {
          throw new Error('must not be called');
        },
      },
    });
    const { user } = renderPages();
    await screen.findByTestId('pages:list');

    await submitCreatePageForm(user, { path: 'Summer Sale!', title: 'Summer sale' });

    expect(await screen.findByText(PAGE_PATH_MESSAGE)).toBeInTheDocument();
    expect(screen.getByTestId('pages:create-path')).toHaveAttribute('aria-invalid', 'true');

    await user.clear(screen.getByTestId('pages:create-path'));
    await user.type(screen.getByTestId('pages:create-path'), '/summer-sale');
    await user.click(screen.getByTestId('pages:create-submit'));
    expect(await screen.findByText('A page already exists at this path')).toBeInTheDocument();
    expect(api.callsOf('CreateBuilderPage')).toHaveLength(0);
  });

  it('creates a page with a valid path and opens it in the editor', async () => {
    const api = installMockApi({
      resolvers: {
        builderPages: () => UK_PAGES,
        createBuilderPage: ({ input }) => {
          const { store_code, path, title } = input as Record<string, string>;
          return {
            page_uid: 'page-9',
            store_code,
            path,
            title,
            content: {},
            revision: 1,
            updated_at: '2026-11-21T20:00:00.000Z',
          };
        },
      },
    });
    const { user } = renderPages();
    await screen.findByTestId('pages:list');

    await submitCreatePageForm(user, { path: 'offers/winter/', title: 'Winter offers' });

    expect(await screen.findByTestId('location')).toHaveTextContent('/edit/uk/offers/winter');
    expect(api.callsOf('CreateBuilderPage')[0]?.variables).toEqual({
      input: { store_code: 'uk', path: '/offers/winter', title: 'Winter offers' },
    });
  });

  it('deletes a page after confirmation', async () => {
    let pages = [...UK_PAGES];
    const deleteBuilderPage = vi.fn(({ page_uid }: Record<string, unknown>) => {
      pages = pages.filter((candidate) => candidate.uid !== page_uid);
      return { result: true };
    });
    installMockApi({ resolvers: { builderPages: () => pages, deleteBuilderPage } });
    const { user } = renderPages();
    await screen.findByTestId('pages:list');

    await user.click(screen.getByRole('button', { name: 'More actions for /draft-only' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    expect(deleteBuilderPage).not.toHaveBeenCalled();
    await user.click(await screen.findByTestId('pages:delete-confirm'));

    await waitFor(() =>
      expect(screen.queryByTestId('pages:row:/draft-only')).not.toBeInTheDocument(),
    );
    expect(deleteBuilderPage).toHaveBeenCalledWith({ page_uid: 'page-3' });
    expect(screen.getByTestId('pages:row:/summer-sale')).toBeInTheDocument();
  });

  it("changes a page's path and refuses one that is taken", async () => {
    const moveBuilderPage = vi.fn(({ input }: Record<string, unknown>) => {
      const { new_path } = input as { new_path: string };
      return { ...UK_PAGES[2], path: new_path };
    });
    installMockApi({ resolvers: { builderPages: () => UK_PAGES, moveBuilderPage } });
    const { user } = renderPages();
    await screen.findByTestId('pages:list');

    await user.click(screen.getByRole('button', { name: 'More actions for /draft-only' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Change path' }));
    const input = await screen.findByLabelText(/New path/);
    await user.clear(input);
    await user.type(input, '/summer-sale');
    await user.click(screen.getByRole('button', { name: 'Move page' }));
    expect(await screen.findByText('A page already exists at this path')).toBeInTheDocument();
    expect(moveBuilderPage).not.toHaveBeenCalled();

    await user.clear(input);
    await user.type(input, '/autumn');
    await user.click(screen.getByRole('button', { name: 'Move page' }));
    expect(await screen.findByTestId('pages:row:/autumn')).toBeInTheDocument();
    expect(moveBuilderPage).toHaveBeenCalledWith({
      input: { page_uid: 'page-3', new_path: '/autumn' },
    });
  });

  it('tells the editor when the server cannot be reached and offers a retry', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('Bad gateway', { status: 502 })),
    );
    renderPages();

    expect(await screen.findByText('The pages could not be loaded')).toBeInTheDocument();
    expect(await screen.findByText('Cannot reach the server')).toBeInTheDocument();
    // Once in the notification, once in the list's own error.
    expect(
      screen.getAllByText('The server answered with HTTP 502. Try again in a moment.'),
    ).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('duplicates a page to another store view and shows that store view', async () => {
    const grPages: Record<string, unknown>[] = [];
    const duplicateBuilderPage = vi.fn(({ input }: Record<string, unknown>) => {
      const { store_code, path } = input as { store_code: string; path: string };
      const copy = page({
        uid: 'page-9',
        store_code,
        path,
        title: 'Summer sale',
        published_version: null,
        published_at: null,
      });
      grPages.push(copy);
      return copy;
    });
    installMockApi({
      resolvers: {
        builderPages: ({ store_code }) => (store_code === 'gr' ? grPages : UK_PAGES),
        duplicateBuilderPage,
      },
    });
    const { user } = renderPages();
    await screen.findByTestId('pages:list');

    await user.click(screen.getByRole('button', { name: 'More actions for /summer-sale' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Duplicate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Duplicate page' });
    expect(within(dialog).getByRole('textbox', { name: 'Path' })).toHaveValue('/summer-sale-copy');
    await user.click(within(dialog).getByRole('combobox', { name: 'Store view' }));
    await user.click(await screen.findByRole('option', { name: 'Greece (gr)' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Store view' })).toHaveValue(
        'Greece (gr)',
      ),
    );
    await user.clear(within(dialog).getByRole('textbox', { name: 'Path' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Path' }), '/kalokairi');
    await user.click(within(dialog).getByRole('button', { name: 'Duplicate' }));

    expect(await screen.findByTestId('pages:row:/kalokairi')).toBeInTheDocument();
    expect(duplicateBuilderPage).toHaveBeenCalledWith({
      input: { page_uid: 'page-2', store_code: 'gr', path: '/kalokairi' },
    });
  });
});
