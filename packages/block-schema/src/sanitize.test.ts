// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeCmsHtml, sanitizeMarkup } from './sanitize';

/** Parses sanitised markup as a browser would and returns its links' resolved attributes. */
function links(html: string) {
  const document = new DOMParser().parseFromString(
    `<base href="https://shop.example/gr/devices">${html}`,
    'text/html',
  );
  return [...document.querySelectorAll('a')].map((a) => ({
    /** Where the browser goes, or null when the link has no href. */
    origin: a.hasAttribute('href') ? new URL(a.href).origin : null,
    href: a.getAttribute('href'),
    rel: a.getAttribute('rel'),
    target: a.getAttribute('target'),
    relAttributes: a.outerHTML.match(/\srel=/g)?.length ?? 0,
  }));
}

describe('sanitizeMarkup links', () => {
  it.each([
    '/\\evil.example/login',
    '/\t/evil.example',
    '/&#9;/evil.example',
    '/&#10;/evil.example',
    '/&#x0A;/evil.example',
    '/&#13;&#10;/evil.example',
    '/&#0000010/evil.example',
    '/&Tab;/evil.example',
    '/&NewLine;/evil.example',
    '&#x2F;&#x2F;evil.example',
    '&#47;&#47;evil.example',
    '/&sol;evil.example',
    '/&bsol;evil.example',
    '/&#92;evil.example',
    '&#x2F;&#x5C;evil.example',
    '//evil.example',
    ' //evil.example',
    'java&#x09;script:alert(1)',
    'javascript&colon;alert(1)',
    '&#106;avascript:alert(1)',
  ])('drops href="%s", which a browser would send off-site or run', (href) => {
    const html = sanitizeMarkup(`<p><a href="${href}">Shop</a></p>`);
    const [link] = links(html);
    expect(link?.href, html).toBeNull();
    expect(html).toContain('Shop');
  });

  it('keeps internal, external, mailto, tel and fragment links, and links stay where they point', () => {
    const html = sanitizeMarkup(
      [
        '<a href="/devices?colour=teal&amp;size=2#faq">a</a>',
        '<a href="https://www.youtube.com/watch?v=x&amp;t=1">b</a>',
        '<a href="mailto:help@lumo.example">c</a>',
        '<a href="tel:+442079460123">d</a>',
        '<a href="#faq">e</a>',
        '<a href=" /eliquids ">f</a>',
      ].join(''),
    );
    expect(links(html).map((link) => link.href)).toEqual([
      '/devices?colour=teal&size=2#faq',
      'https://www.youtube.com/watch?v=x&t=1',
      'mailto:help@lumo.example',
      'tel:+442079460123',
      '#faq',
      '/eliquids',
    ]);
    expect(links(html)[0]?.origin).toBe('https://shop.example');
  });

  it('keeps an attribute value from breaking out of its quotes', () => {
    const html = sanitizeMarkup('<a href="/a&quot; onmouseover=&quot;alert(1)">x</a>');
    const document = new DOMParser().parseFromString(html, 'text/html');
    expect(document.querySelector('a')?.getAttributeNames()).not.toContain('onmouseover');
  });
});

describe('sanitizeMarkup rel (reverse tabnabbing)', () => {
  it.each([
    '<a rel="opener" target="_blank" href="https://evil.example">x</a>',
    '<a target="_blank" rel="opener" href="https://evil.example">x</a>',
    '<a target="_blank" href="https://evil.example" rel="opener noopener">x</a>',
    '<a target=_blank rel=opener href="https://evil.example">x</a>',
    '<a target="_blank" target="_blank" rel="opener" rel="noreferrer" href="/x">x</a>',
  ])('gives a new-tab link exactly one rel="noopener noreferrer": %s', (input) => {
    const html = sanitizeMarkup(input);
    const [link] = links(html);
    expect(link?.target).toBe('_blank');
    expect(link?.rel).toBe('noopener noreferrer');
    expect(link?.relAttributes).toBe(1);
    expect(html.match(/\starget=/g)).toHaveLength(1);
    expect(html).not.toMatch(/(^|[^o])opener/);
  });

  it("drops an author's rel on a link that opens in the same tab", () => {
    const [link] = links(sanitizeMarkup('<a rel="opener" href="/devices">x</a>'));
    expect(link?.rel).toBeNull();
    expect(link?.target).toBeNull();
  });

  it('drops any other target', () => {
    const [link] = links(sanitizeMarkup('<a target="evilwindow" href="/devices">x</a>'));
    expect(link?.target).toBeNull();
    expect(link?.rel).toBeNull();
  });
});

describe('sanitizeCmsHtml', () => {
  it('keeps headings, tables and images with safe sources', () => {
    const html =
      '<h1>Recycling</h1><table><tr><th scope="col">Item</th></tr><tr><td>Pod</td></tr></table><img src="/media/map.webp" alt="Map">';
    const safe = sanitizeCmsHtml(html);
    expect(safe).toContain('<h1>Recycling</h1>');
    expect(safe).toContain('<th scope="col">Item</th>');
    expect(safe).toContain('<img src="/media/map.webp" alt="Map">');
  });

  it('removes script, handlers and unsafe image sources', () => {
    const safe = sanitizeCmsHtml(
      '<img src="javascript:alert(1)" onerror="alert(2)"><img src="data:image/svg+xml,<svg onload=alert(3)>"><script>alert(4)</script><p onclick="x()">ok</p>',
    );
    expect(safe).not.toMatch(/javascript:|onerror|onload|onclick|<script|data:/i);
    expect(safe).toContain('<p>ok</p>');
  });

  it("puts the store view's prefix on links inside the store view", () => {
    const safe = sanitizeCmsHtml(
      '<a href="/recycling">Recycling</a> <a href="https://example.com/x">x</a> <a href="//evil.example">e</a> <a href="/gr/faq">faq</a> <a href="mailto:care@lumo.example">mail</a>',
      '/gr',
    );
    expect(safe).toContain('href="/gr/recycling"');
    expect(safe).toContain('href="https://example.com/x"');
    expect(safe).toContain('href="/gr/faq"');
    expect(safe).toContain('href="mailto:care@lumo.example"');
    expect(safe).not.toContain('href="/gr//evil.example"');
  });
});
