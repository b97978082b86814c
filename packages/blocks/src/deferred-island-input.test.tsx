import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferredIsland, FAILED_ISLAND_GRACE_MS, holdInputFromStart } from './deferred-island';
import { manualGate, MenuButton, serverHtml } from './test/island-harness';

// The loader's guard and counters are module state: this file's tests run in order on one
// instance of it, as a page's islands do.

/** Whether the browser followed the toggle's link (jsdom follows links within the page). */
function followed(): boolean {
  return window.location.hash === '#search-page';
}

afterEach(() => {
  document.body.innerHTML = '';
  window.location.hash = '';
  vi.restoreAllMocks();
});

/**
 * A link styled as a button: it opens a panel once hydrated, and leads to the search page
 * without (a link within the page here, which jsdom can follow).
 */
function SearchToggle() {
  const [open, setOpen] = useState(false);
  return (
    <a
      href="#search-page"
      role="button"
      aria-expanded={open}
      onClick={(event) => {
        event.preventDefault();
        setOpen(true);
      }}
    >
      Search
    </a>
  );
}

describe('input before the islands are hydrated', () => {
  it('holds a key pressed after the page loaded but before hydration has reached any island', async () => {
    const ServerIsland = deferredIsland(async () => MenuButton);
    const container = document.createElement('div');
    container.innerHTML = await serverHtml(<ServerIsland />);
    document.body.append(container);
    // As the storefront does when its island module loads, before the page hydrates.
    holdInputFromStart();
    const open = manualGate();
    const button = screen.getByRole('button');
    button.focus();
    // No island has started to load yet: React has not even begun to hydrate.
    const early = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    button.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    const Island = deferredIsland(async () => MenuButton);
    await act(async () => {
      hydrateRoot(container, <Island />);
    });
    expect(button).toHaveTextContent('nothing');
    await open();
    // The menu's own key handler answers it (it moves the focus), not the browser's bare click.
    await waitFor(() => expect(button).toHaveTextContent('key Enter'));
  });

  it('gives a held click on a link-button back to the browser once its island has failed to load', async () => {
    const failed = vi.spyOn(console, 'error').mockImplementation(() => {});
    const ServerIsland = deferredIsland(async () => SearchToggle);
    const container = document.createElement('div');
    container.innerHTML = await serverHtml(<ServerIsland />);
    document.body.append(container);
    const open = manualGate();
    const Island = deferredIsland<object>(async () => {
      throw new Error('chunk failed to load');
    });
    await act(async () => {
      hydrateRoot(container, <Island />);
    });
    const link = screen.getByRole('button', { name: 'Search' });
    // Held while the island's code may still come: neither followed nor lost.
    expect(fireEvent.click(link)).toBe(false);
    await open();
    await waitFor(() => expect(failed).toHaveBeenCalled());
    // Not at once: React may still be hydrating an island whose code has just arrived.
    expect(followed()).toBe(false);
    await waitFor(() => expect(followed()).toBe(true), { timeout: FAILED_ISLAND_GRACE_MS * 3 });
    expect(link).toHaveAttribute('aria-expanded', 'false');
  });

  it('leaves a modifier click on a link-button to the browser (a new tab), even while islands load', async () => {
    const ServerIsland = deferredIsland(async () => SearchToggle);
    const container = document.createElement('div');
    container.innerHTML = await serverHtml(<ServerIsland />);
    document.body.append(container);
    const open = manualGate();
    const Island = deferredIsland(async () => SearchToggle);
    await act(async () => {
      hydrateRoot(container, <Island />);
    });
    const link = screen.getByRole('button', { name: 'Search' });
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    await waitFor(() => expect(followed()).toBe(true));
    window.location.hash = '';
    // A plain click on it is still held and answered by the island once it is there.
    expect(fireEvent.click(link)).toBe(false);
    await open();
    await waitFor(() => expect(link).toHaveAttribute('aria-expanded', 'true'));
    expect(followed()).toBe(false);
  });
  it('leaves keys typed in a field to the browser, even a combobox (aria-expanded) not hydrated yet', async () => {
    function Combobox() {
      return <input role="combobox" aria-expanded={false} aria-label="Search" defaultValue="" />;
    }
    const ServerIsland = deferredIsland(async () => Combobox);
    const container = document.createElement('div');
    container.innerHTML = await serverHtml(<ServerIsland />);
    document.body.append(container);
    manualGate();
    const Island = deferredIsland(async () => Combobox);
    await act(async () => {
      hydrateRoot(container, <Island />);
    });
    const input = screen.getByRole('combobox');
    for (const key of [' ', 'ArrowDown', 'Enter']) {
      const typed = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
      input.dispatchEvent(typed);
      expect(typed.defaultPrevented, key).toBe(false);
    }
  });
});
