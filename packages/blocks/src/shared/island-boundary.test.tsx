import { renderToString } from 'react-dom/server';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUILDER_BLOCK_ERROR_MESSAGE, heroSecondary, quoteBlock } from '@lumo/block-schema';
import { BuilderPage } from '../render-page';
import { exampleNode, pageOf } from '../test/fixtures';

// A client island that fails in the browser (as a hydration or runtime error would).
vi.mock('../blocks/hero-secondary/movie-button', () => ({
  MovieButton: () => {
    throw new Error('island boom');
  },
}));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('IslandBoundary', () => {
  it('keeps a live island that fails in the browser inside its block', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <BuilderPage
        page={pageOf([exampleNode(heroSecondary, 'hero'), exampleNode(quoteBlock, 'quote')])}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(BUILDER_BLOCK_ERROR_MESSAGE);
    // The block's server-rendered part and the next block are still there.
    expect(screen.getByTestId('block:HeroSecondary')).toContainElement(screen.getByRole('alert'));
    expect(screen.getByRole('link', { name: 'Read the FAQ' })).toBeInTheDocument();
    expect(screen.getByTestId('block:QuoteBlock')).toBeInTheDocument();
    expect(logged.mock.calls.some((call) => String(call[0]).includes('HeroSecondary "hero"'))).toBe(
      true,
    );
  });

  it('server-renders the block without JavaScript when an island throws there, and shows the error once it fails in the browser too', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const page = (
      <BuilderPage
        page={pageOf([exampleNode(heroSecondary, 'hero'), exampleNode(quoteBlock, 'quote')])}
      />
    );
    const html = renderToString(page);
    // No-JavaScript visitors get a plain link to the video instead of the player button, and no
    // error message: whether the island really fails is only known in the browser.
    expect(html).not.toContain('data-testid="block-error"');
    expect(html).toMatch(/<a class="lb-button[^"]*" href="\/media\/what-is-vaping\.webm">/);
    expect(html).toContain('Watch the two-minute guide');
    expect(html).toContain('Read the FAQ');
    expect(html).toContain('data-testid="block:QuoteBlock"');

    // The browser renders the island again; it fails there too, so its block shows the error.
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    await act(async () => {
      hydrateRoot(container, page, { onRecoverableError: () => {} });
    });
    const hero = within(container).getByTestId('block:HeroSecondary');
    expect(within(hero).getByRole('alert')).toHaveTextContent(BUILDER_BLOCK_ERROR_MESSAGE);
    expect(within(container).getByRole('link', { name: 'Read the FAQ' })).toBeInTheDocument();
    expect(within(container).getByTestId('block:QuoteBlock')).toBeInTheDocument();
    expect(logged.mock.calls.some((call) => String(call[0]).includes('HeroSecondary "hero"'))).toBe(
      true,
    );
    container.remove();
  });
});
