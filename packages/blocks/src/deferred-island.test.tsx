import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToReadableStream } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { deferredIsland, setIslandGate } from './deferred-island';

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

async function serverHtml(element: React.ReactElement): Promise<string> {
  const stream = await renderToReadableStream(element);
  await stream.allReady;
  return new Response(stream).text();
}

/** A gate the test opens by hand (the storefront's opens on interaction or idle). */
function manualGate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  setIslandGate(() => opened);
  return () => act(async () => open());
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
    function MenuButton() {
      const [seen, setSeen] = useState('nothing');
      return (
        <button
          type="button"
          aria-expanded={seen !== 'nothing'}
          onKeyDown={(event) => {
            event.preventDefault();
            setSeen(`key ${event.key}`);
          }}
          onClick={() => setSeen('click')}
        >
          {seen}
        </button>
      );
    }
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

  it('without a gate (the editor) it renders as soon as its code has loaded', async () => {
    setIslandGate(() => Promise.resolve());
    const Island = deferredIsland(async () => Counter);
    const { render } = await import('@testing-library/react');
    render(<Island label="Now" />);
    expect(await screen.findByText('Now 0')).toBeInTheDocument();
  });
});
