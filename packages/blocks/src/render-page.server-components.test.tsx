import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { BUILDER_BLOCK_ERROR_MESSAGE, type BlockNode } from '@lumo/block-schema';
import { IslandBoundary } from './shared/island-boundary';
import { DEFAULT_BLOCK_TEXT } from './text';
import type { BlockRegistryEntry } from './types';
import { BuilderPage } from './render-page';
import { heroNode, pageOf } from './test/fixtures';

// React Server Components run against a React build without state hooks: simulate it, so the
// renderer takes its server-component path.
vi.mock('react', async (importOriginal) => {
  const { useState: _absentOnTheServer, ...serverReact } =
    await importOriginal<typeof import('react')>();
  return serverReact;
});

function Exploding(): never {
  throw new Error('nested boom');
}

/** Stands in for a 'use client' component as React Server Components see it. */
const ClientIsland = Object.assign(
  ({ children }: { children?: ReactNode }) => <div className="island">{children}</div>,
  { $$typeof: Symbol.for('react.client.reference') },
);

vi.mock('./registry', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./registry')>();
  const { testBlockDefinition: definition } = await import('./test/test-block');
  const insideIsland: BlockRegistryEntry = {
    kind: 'server',
    definition: definition('FailureInsideIsland'),
    component: () => (
      <ClientIsland>
        <p>before</p>
        <Exploding />
      </ClientIsland>
    ),
  };
  const insideBoundedIsland: BlockRegistryEntry = {
    kind: 'server',
    definition: definition('FailureInsideBoundedIsland'),
    component: () => (
      <IslandBoundary
        blockId="b"
        blockType="FailureInsideBoundedIsland"
        context={{ mode: 'live', text: DEFAULT_BLOCK_TEXT }}
        props={{}}
        withoutJavaScript={<p>static</p>}
      >
        <ClientIsland>
          <Exploding />
        </ClientIsland>
      </IslandBoundary>
    ),
  };
  const insideFallback: BlockRegistryEntry = {
    kind: 'server',
    definition: definition('FailureInsideFallback'),
    component: () => (
      <IslandBoundary
        blockId="f"
        blockType="FailureInsideFallback"
        context={{ mode: 'live', text: DEFAULT_BLOCK_TEXT }}
        props={{}}
        withoutJavaScript={<Exploding />}
      >
        <ClientIsland>
          <p>fine</p>
        </ClientIsland>
      </IslandBoundary>
    ),
  };
  const nested: BlockRegistryEntry = {
    kind: 'server',
    definition: definition('NestedFailure'),
    component: () => (
      <section>
        <p>outer</p>
        <Exploding />
      </section>
    ),
  };
  return {
    ...actual,
    getBlockComponent: (type: string) =>
      type === 'NestedFailure'
        ? nested
        : type === 'FailureInsideFallback'
          ? insideFallback
          : type === 'FailureInsideIsland'
            ? insideIsland
            : type === 'FailureInsideBoundedIsland'
              ? insideBoundedIsland
              : actual.getBlockComponent(type),
  };
});

/** Server-renders a page of the given block followed by a healthy hero titled 'Sibling hero'. */
function renderBesideHero(node: BlockNode) {
  return renderToString(
    <BuilderPage page={pageOf([node, heroNode('hero-1', { title: 'Sibling hero' })])} />,
  );
}

describe('BuilderPage in a React Server Components environment', () => {
  it('catches an error thrown by a component nested inside a server block', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const html = renderBesideHero({ id: 'bad', type: 'NestedFailure', version: 1, props: {} });
    expect(html).toContain(BUILDER_BLOCK_ERROR_MESSAGE.replace("'", '&#x27;'));
    expect(html).toContain('Sibling hero');
    expect(html).toContain('data-testid="block-error"');
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('NestedFailure "bad" failed to render'),
      expect.objectContaining({ message: 'nested boom' }),
    );
  });

  it('catches an error of a server component passed into a client component', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const html = renderBesideHero({
      id: 'island',
      type: 'FailureInsideIsland',
      version: 1,
      props: {},
    });
    expect(html).toContain('data-testid="block-error"');
    expect(html).toContain('Sibling hero');
  });

  it('catches it the same way inside an IslandBoundary (error boundary and Suspense)', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const html = renderBesideHero({
      id: 'bounded',
      type: 'FailureInsideBoundedIsland',
      version: 1,
      props: {},
    });
    expect(html).toContain('data-testid="block-error"');
    expect(html).toContain('Sibling hero');
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('FailureInsideBoundedIsland "bounded" failed to render'),
      expect.objectContaining({ message: 'nested boom' }),
    );
  });

  it('catches an error of the server markup an island shows without JavaScript', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const html = renderBesideHero({
      id: 'fb',
      type: 'FailureInsideFallback',
      version: 1,
      props: {},
    });
    expect(html).toContain('data-testid="block-error"');
    expect(html).toContain('Sibling hero');
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('FailureInsideFallback "fb" failed to render'),
      expect.objectContaining({ message: 'nested boom' }),
    );
  });

  it('renders the nested components of healthy blocks', () => {
    const html = renderToString(<BuilderPage page={pageOf([heroNode('hero-1')])} />);
    expect(html).toContain('Shop devices');
    expect(html).toContain('class="lb-button lb-button--primary"');
  });
});
