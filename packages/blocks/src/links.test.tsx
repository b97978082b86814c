import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  accordion,
  heroBanner,
  notFoundLinks,
  type BlockNode,
  type StoreViewCode,
} from '@lumo/block-schema';
import { linkToStorePath } from './context';
import { BuilderPage } from './render-page';
import { exampleNode, pageOf } from './test/fixtures';
import type { RenderMode } from './types';

/**
 * Penetration-test finding: stored links that look internal (`/\host`, `/<TAB>/host`, and in
 * rich text `/&#10;/host`, `&#x2F;&#x2F;host`) were rendered as hrefs that leave the shop. Every
 * test parses the rendered HTML as a browser would, from a page of the shop, and follows the links.
 */
const SHOP = 'https://shop.example';

function renderedLinks(
  blocks: BlockNode[],
  mode: RenderMode = 'live',
  storeView: StoreViewCode = 'uk',
) {
  const html = renderToString(<BuilderPage page={{ ...pageOf(blocks), storeView }} mode={mode} />);
  const document = new DOMParser().parseFromString(
    `<base href="${SHOP}/gr/page">${html}`,
    'text/html',
  );
  return {
    html,
    links: [...document.querySelectorAll('a[href]')].map((a) => ({
      text: a.textContent,
      origin: new URL((a as HTMLAnchorElement).href).origin,
      href: a.getAttribute('href'),
      rel: a.getAttribute('rel'),
      target: a.getAttribute('target'),
      relAttributes: a.outerHTML.match(/\srel=/g)?.length ?? 0,
    })),
  };
}

const LOOKS_INTERNAL = [
  '/\\evil.example/login',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  ' //evil.example',
  '/%09/evil.example',
];

afterEach(() => {
  vi.restoreAllMocks();
});

describe('linkToStorePath (the renderer never trusts a stored link)', () => {
  it.each(LOOKS_INTERNAL.map((href) => [JSON.stringify(href), href]))(
    'turns %s into no link, in every store view',
    (_name, href) => {
      expect(linkToStorePath('uk', href)).toBe('');
      expect(linkToStorePath('gr', href)).toBe('');
    },
  );

  it('still prefixes good internal links and keeps external ones', () => {
    expect(linkToStorePath('gr', '/devices?x=1#faq')).toBe('/gr/devices?x=1#faq');
    expect(linkToStorePath('uk', 'https://www.youtube.com/watch?v=x')).toBe(
      'https://www.youtube.com/watch?v=x',
    );
  });
});

describe('rendered link fields', () => {
  it.each(LOOKS_INTERNAL.map((href) => [JSON.stringify(href), href]))(
    'never point off-site for a stored href %s (live and editor)',
    (_name, href) => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const blocks = [
        exampleNode(notFoundLinks, 'popular', {
          links: [
            { linkText: 'Evil', href },
            { linkText: 'Devices', href: '/devices' },
          ],
        }),
        exampleNode(heroBanner, 'hero', { secondButtonHref: href, secondButtonText: 'Evil' }),
      ];
      for (const mode of ['live', 'editor'] as const) {
        for (const storeView of ['uk', 'gr'] as const) {
          const { links } = renderedLinks(blocks, mode, storeView);
          for (const link of links) expect(link.origin, `${mode} ${link.href}`).toBe(SHOP);
          expect(links.some((link) => link.text === 'Evil')).toBe(false);
        }
      }
    },
  );
});

describe('rendered rich text', () => {
  const withText = (content: string) => [exampleNode(accordion, 'faq', { content })];

  it.each([
    '/\\evil.example',
    '/&#9;/evil.example',
    '/&#10;/evil.example',
    '/&#x0d;&#x0a;/evil.example',
    '/&NewLine;/evil.example',
    '&#x2F;&#x2F;evil.example',
    '&#47;&#x5c;evil.example',
    '/&bsol;evil.example',
  ])('has no off-site link for href="%s"', (href) => {
    const { links, html } = renderedLinks(
      withText(`<p><a href="${href}">Evil</a> and <a href="/devices">devices</a></p>`),
    );
    expect(html).toContain('Evil');
    for (const link of links) expect(link.origin, link.href ?? '').toBe(SHOP);
    expect(links.map((link) => link.href)).toEqual(['/devices']);
  });

  it('gives a new-tab link one rel="noopener noreferrer" and no opener', () => {
    const { links, html } = renderedLinks(
      withText('<p><a rel="opener" target="_blank" href="https://example.com/x">out</a></p>'),
    );
    expect(links).toEqual([
      expect.objectContaining({
        href: 'https://example.com/x',
        target: '_blank',
        rel: 'noopener noreferrer',
        relAttributes: 1,
      }),
    ]);
    expect(html).not.toMatch(/rel="[^"]*(?<!no)opener/);
  });
});
