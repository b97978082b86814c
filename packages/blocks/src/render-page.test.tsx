import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUILDER_BLOCK_ERROR_MESSAGE, heroBanner } from '@lumo/block-schema';
import type { BlockRegistryEntry } from './types';
import { BuilderPage, renderBlocks } from './render-page';
import { heroNode, pageOf, testContext } from './test/fixtures';

// Two test-only block types: one whose server component throws, one whose client component does.
vi.mock('./registry', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./registry')>();
  const { testBlockDefinition: definition } = await import('./test/test-block');
  const throwing = () => {
    throw new Error('boom');
  };
  const extra: Record<string, BlockRegistryEntry> = {
    ThrowingServer: {
      kind: 'server',
      definition: definition('ThrowingServer'),
      component: throwing,
    },
    ThrowingClient: {
      kind: 'client',
      definition: definition('ThrowingClient'),
      component: throwing,
    },
  };
  return {
    ...actual,
    getBlockComponent: (type: string) => extra[type] ?? actual.getBlockComponent(type),
  };
});

afterEach(() => {
  vi.restoreAllMocks();
});

function silenceConsole() {
  return {
    error: vi.spyOn(console, 'error').mockImplementation(() => {}),
    warn: vi.spyOn(console, 'warn').mockImplementation(() => {}),
  };
}

describe('BuilderPage', () => {
  it('server-renders the hero text to HTML', () => {
    const html = renderToString(<BuilderPage page={pageOf([heroNode('hero-1')])} />);
    expect(html).toContain('Vaping, simplified');
    expect(html).toContain('data-testid="block:HeroBanner"');
  });

  it('isolates a throwing server block: exact error text, siblings still render', () => {
    const logged = silenceConsole();
    const page = pageOf([
      heroNode('hero-1', { title: 'Before the failure' }),
      { id: 'bad', type: 'ThrowingServer', version: 1, props: {} },
      heroNode('hero-2', { title: 'After the failure' }),
    ]);
    const html = renderToString(<BuilderPage page={page} />);
    expect(html).toContain('Before the failure');
    expect(html).toContain('After the failure');

    render(<BuilderPage page={page} />);
    expect(screen.getByTestId('block-error')).toHaveTextContent(BUILDER_BLOCK_ERROR_MESSAGE);
    expect(screen.getByTestId('block-error').textContent).toBe(BUILDER_BLOCK_ERROR_MESSAGE);
    expect(screen.getAllByTestId('block:HeroBanner')).toHaveLength(2);
    expect(logged.error).toHaveBeenCalledWith(
      expect.stringContaining('ThrowingServer "bad" failed to render'),
      expect.objectContaining({ message: 'boom' }),
    );
  });

  it('isolates a throwing client block with an error boundary', () => {
    const logged = silenceConsole();
    render(
      <BuilderPage
        page={pageOf([
          { id: 'bad', type: 'ThrowingClient', version: 1, props: {} },
          heroNode('hero-1', { title: 'Still here' }),
        ])}
      />,
    );
    expect(screen.getByTestId('block-error')).toHaveTextContent(BUILDER_BLOCK_ERROR_MESSAGE);
    expect(screen.getByRole('heading', { name: 'Still here' })).toBeInTheDocument();
    expect(logged.error).toHaveBeenCalled();
  });

  it('renders a page stored with HeroBanner version 1 (image as a plain URL) after migration', () => {
    const v1 = {
      id: 'old-hero',
      type: 'HeroBanner',
      version: 1,
      props: { ...heroBanner.example, backbgroundImage: '/media/hero-jargon.webp' },
    };
    const { container } = render(<BuilderPage page={pageOf([v1])} />);
    expect(screen.queryByTestId('block-error')).not.toBeInTheDocument();
    expect(container.querySelector('img')).toHaveAttribute('src', '/media/hero-jargon.webp');
  });

  it('loads the first block images eagerly with high priority and lazy-loads the rest', () => {
    render(<BuilderPage page={pageOf([heroNode('hero-1'), heroNode('hero-2')])} />);
    const [first, second] = screen.getAllByTestId('block:HeroBanner');
    const firstImage = first!.querySelector('img')!;
    const secondImage = second!.querySelector('img')!;
    expect(firstImage).not.toHaveAttribute('loading', 'lazy');
    expect(firstImage).toHaveAttribute('fetchpriority', 'high');
    expect(secondImage).toHaveAttribute('loading', 'lazy');
    expect(secondImage).toHaveAttribute('decoding', 'async');
    expect(secondImage).not.toHaveAttribute('fetchpriority');
    // Only the first block holds the page's h1.
    expect(within(first!).getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(within(second!).getByRole('heading', { level: 2 })).toBeInTheDocument();
  });

  it('below the main content (the site footer), no block loads images eagerly or takes the h1', () => {
    render(<BuilderPage page={pageOf([heroNode('footer-hero')])} belowMainContent />);
    const image = screen.getByTestId('block:HeroBanner').querySelector('img')!;
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).not.toHaveAttribute('fetchpriority');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toBeInTheDocument();
  });

  it('adds the store view prefix to internal links', () => {
    render(<BuilderPage page={{ ...pageOf([heroNode('hero-1')]), storeView: 'gr' }} />);
    expect(screen.getByRole('link', { name: 'Shop devices' })).toHaveAttribute(
      'href',
      '/gr/devices',
    );
  });
});

describe('renderBlocks', () => {
  it('skips an unknown block type on the live site with a warning', () => {
    const logged = silenceConsole();
    render(
      <>{renderBlocks([{ id: 'x', type: 'NoSuchBlock', version: 1, props: {} }], testContext())}</>,
    );
    expect(screen.queryByTestId('block-unknown')).not.toBeInTheDocument();
    expect(document.body.textContent).toBe('');
    expect(logged.warn).toHaveBeenCalledWith(expect.stringContaining('NoSuchBlock'));
  });

  it('shows a notice for an unknown block type in the editor', () => {
    silenceConsole();
    render(
      <>
        {renderBlocks(
          [{ id: 'x', type: 'NoSuchBlock', version: 1, props: {} }],
          testContext({ mode: 'editor' }),
        )}
      </>,
    );
    expect(screen.getByTestId('block-unknown')).toHaveTextContent('NoSuchBlock');
  });

  it('renders the error for invalid props on the live site and logs the issues', () => {
    const logged = silenceConsole();
    render(
      <>
        {renderBlocks(
          [heroNode('hero-1', { backbgroundImage: { url: '', alt: '' } }), heroNode('hero-2')],
          testContext(),
        )}
      </>,
    );
    expect(screen.getByTestId('block-error')).toHaveTextContent(BUILDER_BLOCK_ERROR_MESSAGE);
    expect(screen.getAllByTestId('block:HeroBanner')).toHaveLength(1);
    expect(logged.error).toHaveBeenCalledWith(
      expect.stringContaining('Background image: an image is required'),
    );
  });

  it('renders an incomplete block in the editor with its issues listed', () => {
    silenceConsole();
    render(
      <>
        {renderBlocks(
          [heroNode('hero-1', { backbgroundImage: { url: '', alt: '' }, title: 'Draft hero' })],
          testContext({ mode: 'editor' }),
        )}
      </>,
    );
    expect(screen.getByTestId('block-issues')).toHaveTextContent('An image is required');
    expect(screen.getByRole('heading', { name: 'Draft hero' })).toBeInTheDocument();
    expect(screen.getByTestId('image-placeholder')).toBeInTheDocument();
  });
});
