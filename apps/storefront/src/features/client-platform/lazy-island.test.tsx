/** @vitest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { renderToReadableStream } from 'react-dom/server';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { browserOnlyIsland } from './lazy-island';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

async function serverHtml(element: ReactElement): Promise<string> {
  const stream = await renderToReadableStream(element);
  await stream.allReady;
  return new Response(stream).text();
}

describe('browser-only islands', () => {
  it('a browser-only island is not in the server HTML, and shows once its code has loaded', async () => {
    const Island = browserOnlyIsland(async () => Greeting);
    expect(await serverHtml(<Island name="Ada" />)).not.toContain('Hello');
    render(<Island name="Ada" />);
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
  });
});
