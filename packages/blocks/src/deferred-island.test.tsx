import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { deferredIsland, isHydrated } from './deferred-island';
import { manualGate, MenuButton, serverHtml } from './test/island-harness';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <div>
      <a href="/elsewhere">Elsewhere</a>
      <button type="button" onClick={() => setCount((value) => value + 1)}>
        {label} {count}
      </button>
    </div>
  );
}

describe('deferred islands', () => {
  it('the server renders the island whole, so its links and text are there without JavaScript', async () => {
    const Island = deferredIsland(async () => Counter);
    const html = await serverHtml(<Island label="Clicked" />);
    expect(html).toContain('href="/elsewhere"');
    expect(html.replaceAll('<!-- -->', '')).toContain('Clicked 0');
  });

  it('keeps the server markup until the gate opens, then hydrates it and replays an early click', async () => {
    // The server's and the browser's module are two instances (the test runs both in one realm).
    const ServerIsland = deferredIsland(async () => Counter);
    const container = document.createElement('div');
    container.innerHTML = await serverHtml(<ServerIsland label="Clicked" />);
    document.body.append(container);
    const open = manualGate();
    const Island = deferredIsland(async () => Counter);
    const serverButton = screen.getByRole('button');
    await act(async () => {
      hydrateRoot(container, <Island label="Clicked" />);
    });
    // Not hydrated yet: the same element, and a click on it is held rather than lost.
    expect(screen.getByRole('button')).toBe(serverButton);
    fireEvent.click(serverButton);
    expect(serverButton).toHaveTextContent('Clicked 0');
    await open();
    // The held click is replayed on the loader's next poll once React has hydrated the button.
    await waitFor(() => expect(serverButton).toHaveTextContent('Clicked 1'));
    // Hydrated in place (same element), and the held click counted once.
    expect(screen.getByRole('button')).toBe(serverButton);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 120)));
    expect(serverButton).toHaveTextContent('Clicked 1');
    fireEvent.click(serverButton);
    expect(serverButton).toHaveTextContent('Clicked 2');
    container.remove();
  });

  it('holds a key pressed on a widget before its code arrives and gives it to the widget once hydrated', async () => {
    const ServerIsland = deferredIsland(async () => MenuButton);
    const container = document.createElement('div');
    container.innerHTML = await serverHtml(<ServerIsland />);
    document.body.append(container);
    const open = manualGate();
    const Island = deferredIsland(async () => MenuButton);
    await act(async () => {
      hydrateRoot(container, <Island />);
    });
    const button = screen.getByRole('button');
    button.focus();
    const early = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    button.dispatchEvent(early);
    // Held: the browser's own click for Enter is cancelled, and nothing has run yet.
    expect(early.defaultPrevented).toBe(true);
    expect(button).toHaveTextContent('nothing');
    await open();
    // The widget's keydown handler answers it (a menu moves the focus there), not a bare click.
    await waitFor(() => expect(button).toHaveTextContent('key Enter'));
    container.remove();
  });

  it('an element React has rendered for hydration but not yet committed does not count as hydrated', async () => {
    // React attaches its fiber to the server's element while it renders, and it renders islands
    // in slices at idle priority: a held click replayed before the commit would be blocked.
    const seenWhileRendering: boolean[] = [];
    function SeesTheButton() {
      const button = document.querySelector('button');
      if (typeof window !== 'undefined' && button) seenWhileRendering.push(isHydrated(button));
      return null;
    }
    function Widget() {
      return (
        <div>
          <button type="button">Menu</button>
          <SeesTheButton />
        </div>
      );
    }
    const ServerIsland = deferredIsland(async () => Widget);
    const container = document.createElement('div');
    container.innerHTML = await serverHtml(<ServerIsland />);
    document.body.append(container);
    const open = manualGate();
    const Island = deferredIsland(async () => Widget);
    await act(async () => {
      hydrateRoot(container, <Island />);
    });
    const button = screen.getByRole('button');
    await open();
    await waitFor(() => expect(isHydrated(button)).toBe(true));
    // The render that hydrated the button had already attached React's fiber to it.
    expect(Object.keys(button).some((key) => key.startsWith('__reactFiber$'))).toBe(true);
    expect(seenWhileRendering).toContain(false);
    expect(seenWhileRendering).not.toContain(true);
    container.remove();
  });

  it('the rest of the page hydrates while an island waits for its code', async () => {
    function Page({ island }: { island: React.ReactNode }) {
      const [opened, setOpened] = useState(false);
      return (
        <main>
          <button type="button" onClick={() => setOpened(true)}>
            {opened ? 'Basket open' : 'Open basket'}
          </button>
          {island}
        </main>
      );
    }
    const ServerIsland = deferredIsland(async () => Counter);
    const container = document.createElement('div');
    container.innerHTML = await serverHtml(<Page island={<ServerIsland label="Island" />} />);
    document.body.append(container);
    const open = manualGate();
    const Island = deferredIsland(async () => Counter);
    await act(async () => {
      hydrateRoot(container, <Page island={<Island label="Island" />} />);
    });
    // The page's own button works at once; the island's is still the server's, not hydrated.
    fireEvent.click(screen.getByRole('button', { name: 'Open basket' }));
    expect(screen.getByRole('button', { name: 'Basket open' })).toBeInTheDocument();
    const islandButton = screen.getByRole('button', { name: 'Island 0' });
    expect(isHydrated(islandButton)).toBe(false);
    await open();
    await waitFor(() => expect(isHydrated(islandButton)).toBe(true));
    expect(screen.getByRole('button', { name: 'Island 0' })).toBe(islandButton);
    container.remove();
  });

  it('without a gate (the editor) it renders as soon as its code has loaded, alone suspended', async () => {
    // A fresh module, set up as the editor sets it up (it sets no gate).
    vi.resetModules();
    const editorIslands = await import('./deferred-island');
    editorIslands.mountIslandsInBrowser();
    const Island = editorIslands.deferredIsland(async () => Counter);
    const { render } = await import('@testing-library/react');
    render(
      <main>
        <p>Canvas</p>
        <Island label="Now" />
      </main>,
    );
    // The rest of the canvas is there while the island's code loads (its own Suspense).
    expect(screen.getByText('Canvas')).toBeInTheDocument();
    expect(await screen.findByText('Now 0')).toBeInTheDocument();
  });
});
