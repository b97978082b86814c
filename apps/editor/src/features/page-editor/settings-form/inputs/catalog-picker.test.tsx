import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { z } from 'zod';
import { fields } from '@lumo/block-schema';
import { installMockApi, type MockApi } from '../../../../test/graphql-responder';
import { renderWithProviders } from '../../../../test/render';
import { renderWithMantine } from '../../test/render';
import { SettingsForm } from '../settings-form';

const schema = z.object({
  productLink: fields.catalogLink('Product link', { defaultValue: '/eliquids' }),
});

interface Product {
  uid: string;
  name: string;
  sku: string;
  request_path: string | null;
  image?: string;
}

const PRODUCTS: Product[] = [
  {
    uid: 'p1',
    name: 'Peppermint e-liquid',
    sku: 'EL-PEP',
    request_path: 'eliquids/peppermint',
    image: '/media/peppermint.webp',
  },
  { uid: 'p2', name: 'Mint Sorbet e-liquid', sku: 'EL-MSO', request_path: 'eliquids/mint-sorbet' },
  { uid: 'p3', name: 'Pod vape starter kit', sku: 'KIT-POD', request_path: 'devices/pod-kit' },
  { uid: 'p4', name: 'Unlisted mint', sku: 'EL-HID', request_path: null },
];
const CATEGORIES = [
  { uid: 'c1', name: 'Pods', url_path: 'pods' },
  { uid: 'c2', name: 'Mint flavours', url_path: 'eliquids/mint' },
];

function matches(text: string, ...values: string[]) {
  return values.some((value) => value.toLowerCase().includes(text.toLowerCase()));
}

function installApi(): MockApi & { storeHeaders: (string | null)[] } {
  const api = installMockApi({
    resolvers: {
      products: ({ search, pageSize }) => ({
        items: PRODUCTS.filter((product) => matches(String(search), product.name, product.sku))
          .slice(0, Number(pageSize))
          .map(({ image, ...product }) => ({
            __typename: 'SimpleProduct',
            ...product,
            price_range: {},
            small_image: image ? { url: image, label: product.name } : null,
          })),
      }),
      categories: ({ filters }) => {
        const text = (filters as { name: { match: string } }).name.match;
        return { items: CATEGORIES.filter((category) => matches(text, category.name)) };
      },
      // The form also checks its links; the catalogue knows every path in this test.
      jtiHeadlessUrls: ({ urls }) => ({
        items: (urls as string[]).map((url) => ({
          url,
          entity_id: 1,
          entity_type: 'category',
          rewrite_type: 0,
          disabled: false,
        })),
      }),
      builderPages: () => [],
      cmsBlocks: () => ({ items: [] }),
    },
  });
  const storeHeaders: (string | null)[] = [];
  const apiFetch = globalThis.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(init?.body).includes('EditorCatalogSearch')) {
      storeHeaders.push(new Headers(init?.headers).get('store'));
    }
    return apiFetch(input, init);
  });
  return Object.assign(api, { storeHeaders });
}

function renderForm() {
  const onChange = vi.fn<(values: Record<string, unknown>) => void>();
  const result = renderWithProviders(
    <SettingsForm
      schema={schema}
      values={{ productLink: '/eliquids' }}
      onChange={onChange}
      storeView="ie"
    />,
  );
  const picker = () =>
    screen.getByRole('textbox', { name: 'Find a product or category for Product link' });
  const lastValues = () => onChange.mock.calls.at(-1)?.[0];
  return { ...result, onChange, picker, lastValues };
}

describe('catalogue link picker', () => {
  it("searches the store view's products and categories and lists them with sku, path and thumbnail", async () => {
    const api = installApi();
    const { user, picker } = renderForm();

    await user.type(picker(), 'mint');
    expect(await screen.findByText('Searching…')).toBeInTheDocument();

    const listbox = await screen.findByRole('listbox');
    const peppermint = await within(listbox).findByRole('option', {
      name: 'Peppermint e-liquid, SKU EL-PEP · /eliquids/peppermint',
    });
    // The thumbnail is decorative (alt ""): the option's name says what it is.
    expect(peppermint.querySelector('img')).toHaveAttribute('src', '/media/peppermint.webp');
    expect(within(listbox).getByRole('option', { name: /Mint Sorbet e-liquid/ })).toBeVisible();
    expect(
      within(listbox).getByRole('option', { name: 'Mint flavours, /eliquids/mint' }),
    ).toBeVisible();
    expect(within(listbox).getByText('Products')).toBeVisible();
    expect(within(listbox).getByText('Categories')).toBeVisible();
    // A product without a storefront path cannot be linked to.
    expect(within(listbox).queryByText('Unlisted mint')).not.toBeInTheDocument();

    // One search for the settled text, at most 10 of each, in the form's store view.
    const searches = api.callsOf('EditorCatalogSearch');
    expect(searches.at(-1)!.variables).toEqual({ text: 'mint', pageSize: 10 });
    expect(api.storeHeaders.at(-1)).toBe('ie');
  });

  it('fills the link with the picked entity’s storefront path', async () => {
    installApi();
    const { user, picker, lastValues } = renderForm();

    await user.type(picker(), 'starter');
    await user.click(await screen.findByRole('option', { name: /Pod vape starter kit/ }));

    expect(screen.getByTestId('field:productLink')).toHaveValue('/devices/pod-kit');
    await waitFor(() => expect(lastValues()).toEqual({ productLink: '/devices/pod-kit' }));
    expect(picker()).toHaveValue('');
  });

  it('is operable with the keyboard: arrows move through the results, Enter picks', async () => {
    installApi();
    const { user, picker, lastValues } = renderForm();

    await user.type(picker(), 'pod');
    await screen.findByRole('option', { name: 'Pods, /pods' });
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');

    // The first result is the product, the second the category.
    expect(screen.getByTestId('field:productLink')).toHaveValue('/pods');
    await waitFor(() => expect(lastValues()).toEqual({ productLink: '/pods' }));
  });

  it('says when nothing matches, and keeps free typing of any link possible', async () => {
    installApi();
    const { user, picker, lastValues } = renderForm();

    await user.type(picker(), 'zzz');
    expect(await screen.findByText('No product or category matches “zzz”.')).toBeInTheDocument();

    const link = screen.getByTestId('field:productLink');
    await user.clear(link);
    await user.type(link, 'https://example.com/offer');
    await waitFor(() => expect(lastValues()).toEqual({ productLink: 'https://example.com/offer' }));
  });

  it('waits for two letters before searching', async () => {
    const api = installApi();
    const { user, picker } = renderForm();
    await user.type(picker(), 'p');
    expect(await screen.findByText('Type at least 2 letters.')).toBeInTheDocument();
    expect(api.callsOf('EditorCatalogSearch')).toHaveLength(0);
  });

  it('leaves a form outside the app (no api client) with the plain link input', () => {
    renderWithMantine(
      <SettingsForm schema={schema} values={{ productLink: '/eliquids' }} onChange={() => {}} />,
    );
    expect(screen.getByTestId('field:productLink')).toHaveValue('/eliquids');
    expect(screen.queryByRole('textbox', { name: /Find a product/ })).not.toBeInTheDocument();
  });
});
