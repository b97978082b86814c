import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
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

  it('lets the page be server-rendered when an island throws there too', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const html = renderToString(
      <BuilderPage
        page={pageOf([exampleNode(heroSecondary, 'hero'), exampleNode(quoteBlock, 'quote')])}
      />,
    );
    // The fallback (the block error) is in the HTML; the browser tries the island again.
    expect(html).toContain('data-testid="block-error"');
    expect(html).toContain('Read the FAQ');
    expect(html).toContain('data-testid="block:QuoteBlock"');
  });
});
