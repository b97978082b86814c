/** @vitest-environment node */
import { renderToReadableStream } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { deferredIsland } from './deferred-island';

/** An island of more than 500 bytes, as the header's menu is. */
function Menu({ label }: { label: string }) {
  return (
    <nav data-testid="island-menu">
      {Array.from({ length: 12 }, (_, index) => (
        <a key={index} href={`/eliquids/flavour-${index}`}>
          {label} {index}
        </a>
      ))}
    </nav>
  );
}

/** A page of over 12.8 KB around the island, as the shop's pages are. */
function Page({ island }: { island: React.ReactNode }) {
  return (
    <body>
      <header>{island}</header>
      <main>{'Lumo pod kits and e-liquids. '.repeat(600)}</main>
    </body>
  );
}

/** The island's code as a server build loads a chunk: after the render has started. */
const chunkLoad = () => new Promise<typeof Menu>((resolve) => setTimeout(() => resolve(Menu), 20));

/** The document as a browser gets it: read as soon as the shell is ready, as Next.js does. */
async function serverHtml(element: React.ReactElement): Promise<string> {
  const stream = await renderToReadableStream(element);
  return new Response(stream).text();
}

describe('deferred islands on the server', () => {
  it('are rendered in place in a large page, even while their code loads: seen without JavaScript', async () => {
    const Island = deferredIsland(chunkLoad);
    const html = await serverHtml(<Page island={<Island label="Flavour" />} />);
    // In the header, in document order, not in a hidden element moved there by a script.
    expect(html).toMatch(
      /<header><!--&--><nav data-testid="island-menu"><a href="\/eliquids\/flavour-0">/,
    );
    expect(html).not.toContain('hidden');
    expect(html).not.toContain('<template');
  });
});
