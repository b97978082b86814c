import { act } from '@testing-library/react';
import { useState, type ReactElement } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { setIslandGate } from '../deferred-island';

/** The whole server HTML of an element, as the storefront sends it. */
export async function serverHtml(element: ReactElement): Promise<string> {
  const stream = await renderToReadableStream(element);
  await stream.allReady;
  return new Response(stream).text();
}

/** A gate the test opens by hand (the storefront's opens on interaction or idle). */
export function manualGate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  setIslandGate(() => opened);
  return () => act(async () => open());
}

/** A menu button whose key handler answers Enter itself (it would move the focus). */
export function MenuButton() {
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
