/** @vitest-environment jsdom */
import { act, createEvent, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useShellStore } from '../state/shell-store';
import { SearchBox, nextActiveOption } from './search-box';
import { QUERY_TOKEN, SUGGESTION_DEBOUNCE_MS, parseSuggestions } from './search-suggestions';

const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

const STRINGS = {
  toggle: 'Search',
  close: 'Close search',
  label: 'Search products',
  placeholder: 'Search for flavours',
  submit: 'Search',
  suggestions: 'Suggestions',
  loading: 'Searching...',
  empty: `No products match "${QUERY_TOKEN}".`,
  error: 'Suggestions are unavailable right now.',
  viewAll: `See all results for "${QUERY_TOKEN}"`,
};

function product(index: number) {
  return {
    uid: `p${index}`,
    name: `Mint pod ${index}`,
    request_path: `mint-pod-${index}.html`,
    small_image: { url: `/media/mint-${index}.webp`, label: 'Mint' },
    price_range: { minimum_price: { final_price: { value: 5.99 + index, currency: 'GBP' } } },
  };
}

function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function renderBox(fetchImpl: typeof fetch, pathPrefix = '') {
  render(
    <SearchBox
      strings={STRINGS}
      storeView="uk"
      pathPrefix={pathPrefix}
      locale="en-GB"
      document="query SearchSuggestions { products { total_count } }"
      fetchImpl={fetchImpl}
    />,
  );
  fireEvent.click(screen.getByTestId('header:search-toggle'));
  return screen.getByRole('combobox');
}

async function type(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } });
  await act(async () => {
    await vi.advanceTimersByTimeAsync(SUGGESTION_DEBOUNCE_MS);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  push.mockReset();
  useShellStore.setState({ searchOpen: false, menuOpen: false });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('SearchBox', () => {
  it('the toggle is a link to the search page, so it leads to a search form without JavaScript', () => {
    renderBox(vi.fn<typeof fetch>(), '/gr');
    const toggle = screen.getByTestId('header:search-toggle');
    expect(toggle).toHaveAttribute('href', '/gr/search');
    expect(toggle).toHaveAttribute('role', 'button');
    // With JavaScript the click opened the panel (renderBox) instead of following the link.
    const click = createEvent.click(toggle);
    fireEvent(toggle, click);
    expect(click.defaultPrevented).toBe(true);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('Space on the toggle opens and closes the panel, as on a button', () => {
    renderBox(vi.fn<typeof fetch>());
    const toggle = screen.getByTestId('header:search-toggle');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const space = createEvent.keyDown(toggle, { key: ' ' });
    fireEvent(toggle, space);
    expect(space.defaultPrevented).toBe(true);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('a modifier click on the toggle opens the search page in a new tab, not the panel', () => {
    renderBox(vi.fn<typeof fetch>());
    const toggle = screen.getByTestId('header:search-toggle');
    fireEvent.click(toggle);
    const click = createEvent.click(toggle, { ctrlKey: true });
    fireEvent(toggle, click);
    expect(click.defaultPrevented).toBe(false);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens from the toggle and submits to /search?q= of the store view', () => {
    const input = renderBox(vi.fn<typeof fetch>(), '/gr');
    expect(screen.getByTestId('header:search-toggle')).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('name', 'q');
    expect(screen.getByTestId('header:search-form')).toHaveAttribute('action', '/gr/search');
    expect(screen.getByTestId('header:search-form')).toHaveAttribute('method', 'get');
  });

  it('asks once per pause in typing, through the same-origin /graphql', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () =>
      jsonResponse({ data: { products: { items: [product(1), product(2)] } } }),
    );
    const input = renderBox(fetchImpl);
    fireEvent.change(input, { target: { value: 'mi' } });
    fireEvent.change(input, { target: { value: 'min' } });
    await type(input, 'mint');
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe('/graphql');
    expect(init?.method).toBe('POST');
    expect((init?.headers as Record<string, string>).store).toBe('uk');
    expect(JSON.parse(String(init?.body)).variables).toEqual({ search: 'mint', pageSize: 6 });
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Mint pod 1£6.99',
      'Mint pod 2£7.99',
    ]);
    expect(input).toHaveAttribute('aria-expanded', 'true');
  });

  it('asks nothing for one character', async () => {
    const fetchImpl = vi.fn<typeof fetch>();
    const input = renderBox(fetchImpl);
    await type(input, 'm');
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('moves through the suggestions with the arrow keys and opens one with Enter', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () =>
      jsonResponse({ data: { products: { items: [product(1), product(2)] } } }),
    );
    const input = renderBox(fetchImpl);
    await type(input, 'mint');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const [first, second] = screen.getAllByRole('option');
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', first!.id);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(second).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(push).toHaveBeenCalledWith('/mint-pod-2.html');
  });

  it('closes the list, then the box, with Escape', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () =>
      jsonResponse({ data: { products: { items: [product(1)] } } }),
    );
    const input = renderBox(fetchImpl);
    await type(input, 'mint');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.getByTestId('header:search-toggle')).toHaveAttribute('aria-expanded', 'false');
  });

  it('says so when nothing matches', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () =>
      jsonResponse({ data: { products: { items: [] } } }),
    );
    const input = renderBox(fetchImpl);
    await type(input, 'zzz');
    expect(screen.getByTestId('header:search-status')).toHaveTextContent(
      'No products match "zzz".',
    );
  });

  it('says so when suggestions fail (status or GraphQL errors), and the form still works', async () => {
    const failing = vi.fn<typeof fetch>(async () => jsonResponse({ errors: [{ message: 'x' }] }));
    const input = renderBox(failing);
    await type(input, 'mint');
    expect(screen.getByTestId('header:search-status')).toHaveTextContent(STRINGS.error);
    await type(input, 'mints');
    expect(failing).toHaveBeenCalledTimes(2);
  });
});

describe('parseSuggestions', () => {
  it('keeps only safe in-store links and images', () => {
    const items = [
      product(1),
      { ...product(2), request_path: 'https://evil.test/x' },
      { ...product(3), request_path: '//evil.test/x' },
      { ...product(4), small_image: { url: 'javascript:alert(1)' } },
      { uid: 'p5', name: 'No path' },
    ];
    const parsed = parseSuggestions({ data: { products: { items } } }, '/gr', 'el-GR');
    expect(parsed?.map((item) => [item.href, item.imageUrl])).toEqual([
      ['/gr/mint-pod-1.html', '/media/mint-1.webp'],
      ['/gr/mint-pod-4.html', null],
    ]);
    expect(parseSuggestions({ errors: [] }, '', 'en-GB')).toBeNull();
  });

  it('wraps the active option through the input', () => {
    expect(nextActiveOption(-1, 1, 2)).toBe(0);
    expect(nextActiveOption(1, 1, 2)).toBe(-1);
    expect(nextActiveOption(-1, -1, 2)).toBe(1);
    expect(nextActiveOption(-1, 1, 0)).toBe(-1);
  });
});
