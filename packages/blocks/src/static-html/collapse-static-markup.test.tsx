import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  cloneElement,
  Fragment,
  isValidElement,
  Suspense,
  type ReactElement,
  type ReactNode,
} from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { BLOCK_DEFINITIONS, STORE_VIEW_CODES, type PublishedPage } from '@lumo/block-schema';
import { renderBlocks } from '../render-page';
import { exampleNode, testContext } from '../test/fixtures';
import { collapseStaticMarkup } from './collapse-static-markup';
import { toStaticMarkup } from './static-markup';

/**
 * What React Server Components do before the payload is written: call the hook-free components.
 * Here (a normal React build) an island is recognised by its hooks failing outside a render, and
 * stays an element, as a client reference does in RSC.
 */
function expandServerComponents(node: ReactNode): ReactNode {
  if (Array.isArray(node)) return node.map(expandServerComponents);
  if (!isValidElement(node)) return node;
  const element = node as ReactElement<{ children?: ReactNode; fallback?: ReactNode }>;
  const { type, props } = element;
  if (typeof type === 'function' && !('prototype' in type && type.prototype?.isReactComponent)) {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const rendered = (type as (p: unknown) => ReactNode)(props);
      return <Fragment key={element.key}>{expandServerComponents(rendered)}</Fragment>;
    } catch {
      // an island: its hooks need a render
    } finally {
      errors.mockRestore();
    }
  }
  const config =
    type === Suspense && props.fallback !== undefined
      ? { fallback: expandServerComponents(props.fallback) }
      : {};
  const children = expandServerComponents(props.children);
  return Array.isArray(children)
    ? cloneElement(element, config, ...(children as ReactNode[]))
    : cloneElement(element, config, children);
}

// The api's seed pages: the real content of the storefront's marketing pages.
const seedPagesFolder = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../../../apps/api/seed-content/pages',
);
const seedPages: PublishedPage[] = readdirSync(seedPagesFolder)
  .filter((file) => file.endsWith('.json'))
  .map((file) => JSON.parse(readFileSync(join(seedPagesFolder, file), 'utf8')) as PublishedPage);

/**
 * The HTML without the keys StaticHtml adds (`data-sh`, ADR 0055): the one attribute the collapse
 * adds on purpose, so a document's payload can leave out what the markup holds.
 */
function withoutStaticHtmlKeys(html: string): string {
  return html.replace(/ data-sh="[0-9a-z]+"/g, '');
}

/** Elements React Server Components would write into the payload one by one. */
function countElements(node: ReactNode): number {
  if (Array.isArray(node))
    return node.reduce((sum: number, child) => sum + countElements(child), 0);
  if (!isValidElement(node)) return 0;
  const props = node.props as { children?: ReactNode; fallback?: ReactNode };
  return 1 + countElements(props.children) + countElements(props.fallback);
}

describe('collapseStaticMarkup', () => {
  it('keeps the server HTML of every seeded page in every store view identical', () => {
    expect(seedPages.length).toBeGreaterThanOrEqual(4);
    for (const page of seedPages) {
      for (const storeView of STORE_VIEW_CODES) {
        const tree = expandServerComponents(
          renderBlocks(page.blocks, testContext({ storeView, mode: 'live' })),
        );
        // (The test's expanded tree itself draws key warnings: arrays made by cloneElement.)
        const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
        const expected = renderToStaticMarkup(<>{tree}</>);
        errors.mockClear();
        const collapsed = collapseStaticMarkup(tree);
        const html = withoutStaticHtmlKeys(renderToStaticMarkup(<>{collapsed}</>));
        // No new warnings either (keys of children React now sees as lists).
        expect(errors.mock.calls.map(([message]) => String(message))).toEqual([]);
        errors.mockRestore();
        expect(html, `${page.path} (${storeView})`).toBe(expected);
        // Static parts did become HTML strings: far fewer elements are left (the point of it).
        // (The jargon buster, mostly interactive islands since the footer left the pages, keeps
        // about 40 %.)
        expect(countElements(collapsed), page.path).toBeLessThan(countElements(tree) / 2);
      }
    }
  });

  it('keeps the server HTML of every block type with its example props identical', () => {
    for (const definition of BLOCK_DEFINITIONS) {
      if (!definition.example) continue;
      const children = definition.isContainer
        ? [exampleNode(BLOCK_DEFINITIONS[0], `${definition.type}-child`)]
        : undefined;
      const node = exampleNode(definition, `example-${definition.type}`, {}, children);
      const tree = expandServerComponents(renderBlocks([node], testContext({ mode: 'live' })));
      const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
      const expected = renderToStaticMarkup(<>{tree}</>);
      errors.mockRestore();
      expect(
        withoutStaticHtmlKeys(renderToStaticMarkup(<>{collapseStaticMarkup(tree)}</>)),
        definition.type,
      ).toBe(expected);
    }
  });

  it('turns a static block into its root element with the rest as one HTML string', () => {
    const collapsed = collapseStaticMarkup(
      <section className="lb-block" data-testid="block:Test" style={undefined}>
        <h2>Title</h2>
        <p>
          Text <strong>bold</strong>
        </p>
      </section>,
    ) as ReactElement<Record<string, unknown>>;
    expect(collapsed.type).toBe('section');
    expect(collapsed.props).toEqual({
      className: 'lb-block',
      'data-testid': 'block:Test',
      dangerouslySetInnerHTML: { __html: '<h2>Title</h2><p>Text <strong>bold</strong></p>' },
    });
  });

  it('keeps islands as elements and collapses the server children passed into them', () => {
    const Island = Object.assign(({ children }: { children?: ReactNode }) => children, {
      $$typeof: Symbol.for('react.client.reference'),
    });
    const collapsed = collapseStaticMarkup(
      <div className="block">
        <Island>
          <div className="body">
            <p>inside</p>
          </div>
        </Island>
      </div>,
    ) as ReactElement<{ children: ReactElement<{ children: ReactElement }> }>;
    const island = collapsed.props.children;
    expect(island.type).toBe(Island);
    expect(island.props.children.props).toEqual({
      className: 'body',
      dangerouslySetInnerHTML: { __html: '<p>inside</p>' },
    });
  });
  it('keeps an element used twice (island children and fallback) one object, written once', () => {
    const Island = Object.assign(({ children }: { children?: ReactNode }) => children, {
      $$typeof: Symbol.for('react.client.reference'),
    });
    const body = (
      <div className="body">
        <p>shared</p>
      </div>
    );
    type Wrapper = ReactElement<{ children: ReactElement<{ dangerouslySetInnerHTML?: unknown }> }>;
    const collapsed = collapseStaticMarkup(
      <Suspense fallback={<Island>{body}</Island>}>
        <Island>{body}</Island>
      </Suspense>,
    ) as ReactElement<{ fallback: Wrapper; children: Wrapper }>;
    const inFallback = collapsed.props.fallback.props.children;
    expect(inFallback).toBe(collapsed.props.children.props.children);
    expect(inFallback.props.dangerouslySetInnerHTML).toEqual({ __html: '<p>shared</p>' });
  });
});

describe('toStaticMarkup', () => {
  const same = (node: ReactElement) =>
    expect(toStaticMarkup(node)).toBe(renderToStaticMarkup(node));

  it('escapes editors’ text and attribute values as React does', () => {
    same(
      <p title={`"quoted" & 'single' <b>`}>
        {'<script>alert("x")</script> & more'} {3}
      </p>,
    );
  });

  it('writes styles, booleans, data and aria attributes and SVG names as React does', () => {
    same(
      <div
        style={
          {
            color: '#fff',
            backgroundColor: 'red',
            marginTop: 4,
            opacity: 0.5,
            '--lb-x': 2,
          } as object
        }
        hidden
        aria-hidden={true}
        data-open={false}
        tabIndex={-1}
      >
        <svg viewBox="0 0 24 24" focusable="false">
          <path d="M0 0" strokeWidth="2" strokeLinecap="round" fill="none" />
        </svg>
        <img src="/a.webp" srcSet="/a.webp 1x" alt="" width={10} height={10} loading="lazy" />
        <video muted playsInline controls preload="none" />
      </div>,
    );
  });

  it('gives up (null) on anything it would not write exactly like React', () => {
    expect(toStaticMarkup(<button onClick={() => {}}>x</button>)).toBeNull();
    expect(toStaticMarkup(<img src="/hero.webp" alt="" />)).toBeNull(); // preloaded by React
    expect(toStaticMarkup(<a href="javascript:alert(1)">x</a>)).toBeNull();
    expect(toStaticMarkup(<a href="">x</a>)).toBeNull();
    const unknownAttribute: Record<string, string> = { unknownCamelCase: 'x' };
    expect(toStaticMarkup(<div {...unknownAttribute} />)).toBeNull();
    expect(toStaticMarkup(<input defaultValue="x" />)).toBeNull();
    expect(toStaticMarkup(<title>x</title>)).toBeNull();
    function Component() {
      return <p>x</p>;
    }
    expect(
      toStaticMarkup(
        <div>
          <Component />
        </div>,
      ),
    ).toBeNull();
  });
});
