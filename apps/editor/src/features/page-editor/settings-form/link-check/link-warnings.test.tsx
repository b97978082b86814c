import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { z } from 'zod';
import { createDefaultProps, fields, type BlockDefinition } from '@lumo/block-schema';
import { installMockApi, type MockApi } from '../../../../test/graphql-responder';
import { renderWithProviders } from '../../../../test/render';
import { SettingsForm } from '../settings-form';

const schema = z.object({
  buttonHref: fields.link('Button link', { defaultValue: '/devices' }),
  secondHref: fields.link('Second link', { defaultValue: '/no-such-page' }),
  externalHref: fields.link('External link', { defaultValue: 'https://example.com/nowhere' }),
  faqHref: fields.link('FAQ link', { defaultValue: '/faq' }),
  saleHref: fields.link('Sale link', { defaultValue: '/summer-sale' }),
  items: fields.list('Products', z.object({ productLink: fields.catalogLink('Product link') }), {
    defaultValue: [{ productLink: '/landing' }, { productLink: '/draft-page' }],
  }),
});

const defaults = () =>
  createDefaultProps({ schema } as unknown as BlockDefinition) as Record<string, unknown>;

/** The store view's custom routes (SPEC §7): a path the lookup does not know, shown anyway. */
const CUSTOM_ROUTES = [{ path: '/summer-sale', target: '/devices' }];

/** What the api knows in the test's store view. */
const CATALOGUE_PATHS = new Set(['/devices', '/eliquids/peppermint']);

function installApi(): MockApi & { storeHeaders: (string | null)[] } {
  const api = installMockApi({
    resolvers: {
      jtiHeadlessUrls: ({ urls }) => ({
        items: (urls as string[]).map((url) =>
          CATALOGUE_PATHS.has(url)
            ? { url, entity_id: 12, entity_type: 'category', rewrite_type: 0, disabled: false }
            : { url, entity_id: 0, entity_type: null, rewrite_type: 0, disabled: false },
        ),
      }),
      builderPages: () => [
        summary('page-1', '/landing', 3),
        summary('page-2', '/draft-page', null),
      ],
      cmsBlocks: ({ identifiers }) => ({
        items: (identifiers as string[]).includes('custom_routes')
          ? [{ identifier: 'custom_routes', content: JSON.stringify(CUSTOM_ROUTES) }]
          : [],
      }),
    },
  });
  const storeHeaders: (string | null)[] = [];
  const apiFetch = globalThis.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    storeHeaders.push(new Headers(init?.headers).get('store'));
    return apiFetch(input, init);
  });
  return Object.assign(api, { storeHeaders });
}

function summary(uid: string, path: string, publishedVersion: number | null) {
  return {
    uid,
    store_code: 'gr',
    path,
    title: path,
    has_unpublished_changes: false,
    published_version: publishedVersion,
    draft_revision: 1,
    updated_at: '2026-01-01T00:00:00.000Z',
  };
}

function renderForm(values = defaults()) {
  const onChange = vi.fn<(values: Record<string, unknown>) => void>();
  const result = renderWithProviders(
    <SettingsForm schema={schema} values={values} onChange={onChange} storeView="gr" />,
  );
  return { ...result, onChange };
}

describe('link warnings', () => {
  it('warns under an internal link that answers nothing, asking once for all links of the block', async () => {
    const api = installApi();
    renderForm();

    expect(
      await screen.findByText('No page answers /no-such-page in this store view'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('link-warning:secondHref')).toBeInTheDocument();
    // A catalogue path, an external URL and an app route (/faq) are fine.
    expect(screen.queryByTestId('link-warning:buttonHref')).not.toBeInTheDocument();
    expect(screen.queryByTestId('link-warning:externalHref')).not.toBeInTheDocument();
    expect(screen.queryByTestId('link-warning:faqHref')).not.toBeInTheDocument();
    // A configured custom route answers its path too.
    expect(screen.queryByTestId('link-warning:saleHref')).not.toBeInTheDocument();

    const checks = api.callsOf('EditorLinkTargets');
    expect(checks).toHaveLength(1);
    expect(checks[0]!.variables).toEqual({
      urls: ['/devices', '/draft-page', '/landing', '/no-such-page', '/summer-sale'],
      storeCode: 'gr',
    });
    expect(api.storeHeaders).toEqual(['gr']);
  });

  it('counts a published builder page as an answer, and says when a page is not published', async () => {
    installApi();
    renderForm();
    expect(
      await screen.findByText(
        'No page answers /draft-page in this store view yet: its builder page is not published',
      ),
    ).toBeInTheDocument();
    expect(screen.getByTestId('link-warning:items.1.productLink')).toBeInTheDocument();
    expect(screen.queryByTestId('link-warning:items.0.productLink')).not.toBeInTheDocument();
  });

  it('checks a newly typed path after the editor stops typing, without asking again for the others', async () => {
    const api = installApi();
    const { user } = renderForm();
    await screen.findByText('No page answers /no-such-page in this store view');

    const field = screen.getByTestId('field:buttonHref');
    await user.clear(field);
    await user.click(field);
    await user.paste('/eliquids/peppermint');
    await user.clear(screen.getByTestId('field:secondHref'));
    await user.click(screen.getByTestId('field:secondHref'));
    await user.paste('/typo-page');

    expect(
      await screen.findByText('No page answers /typo-page in this store view'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/\/no-such-page/)).not.toBeInTheDocument();
    expect(screen.queryByTestId('link-warning:buttonHref')).not.toBeInTheDocument();
    const checks = api.callsOf('EditorLinkTargets');
    expect(checks.at(-1)!.variables.urls).toEqual(['/eliquids/peppermint', '/typo-page']);
    // Never a half-typed path: the paths are pasted, and each check waits for a pause.
    expect(checks.flatMap((call) => call.variables.urls as string[])).not.toContain('/devices/');
  });

  it('shows no warning, only a quiet note, when the api cannot be reached', async () => {
    const api = installApi();
    const apiFetch = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      String(init?.body).includes('EditorLinkTargets')
        ? Promise.reject(new TypeError('Failed to fetch'))
        : apiFetch(input, init),
    );
    renderForm();

    expect(await screen.findByTestId('link-check:unavailable')).toHaveTextContent(
      'Links could not be checked just now',
    );
    expect(screen.queryByText(/No page answers/)).not.toBeInTheDocument();
    expect(screen.queryByText('Cannot reach the server')).not.toBeInTheDocument();
    expect(api.callsOf('EditorLinkTargets')).toHaveLength(0);
  });

  it("checks in the page editor route's store view when the form is not told one", async () => {
    const api = installApi();
    const onChange = vi.fn<(values: Record<string, unknown>) => void>();
    renderWithProviders(
      <Routes>
        <Route
          path="/edit/:storeCode/*"
          element={<SettingsForm schema={schema} values={defaults()} onChange={onChange} />}
        />
      </Routes>,
      { route: '/edit/ie/promo' },
    );
    await screen.findByText('No page answers /no-such-page in this store view');
    expect(api.callsOf('EditorLinkTargets')[0]!.variables.storeCode).toBe('ie');
    expect(api.storeHeaders).toEqual(['ie']);
  });

  it('never blocks the value: a link that answers nothing is passed on as valid input', async () => {
    installApi();
    const { onChange, user } = renderForm();
    await screen.findByText('No page answers /no-such-page in this store view');
    await user.type(screen.getByTestId('field:secondHref'), 'x');
    await waitFor(() =>
      expect(onChange.mock.calls.at(-1)?.[0]).toMatchObject({ secondHref: '/no-such-pagex' }),
    );
    expect(screen.getByTestId('field:secondHref')).not.toHaveAttribute('aria-invalid', 'true');
  });
});
