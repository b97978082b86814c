import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fields, LINK_MESSAGE } from './fields';
import { isSafeMediaUrl, isSafeUrl, MEDIA_URL_MESSAGE } from './media';
import { notFoundLinks } from './blocks/not-found-links';
import { heroBanner } from './blocks/hero-banner';

/**
 * Penetration-test finding: values that looked like internal paths but that a browser resolves
 * to another site (`/\host`, `/<TAB>/host`, `/<LF>/host`...). A URL parser (WHATWG, as browsers
 * use) shows where each value really goes from a page of the shop.
 */
const SHOP_PAGE = 'https://shop.example/gr/devices';
const origin = (href: string) => new URL(href, SHOP_PAGE).origin;

const OFF_SITE_LOOKING_INTERNAL = [
  '/\\evil.example/login',
  '/\\/evil.example',
  '\\\\evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r/evil.example',
  '/\r\n/evil.example',
  ' //evil.example',
  '//evil.example',
  '///evil.example',
];

/** Values that do not go off-site in a browser but have no place in a link. */
const MALFORMED = [
  '/\u000b/evil.example',
  '/\u0000/evil.example',
  '/%09/evil.example',
  '/%0a/evil.example',
  '/%5c/evil.example',
  '/%2F/evil.example',
  '/devices\\..\\x',
  '/devices page',
  '/devices\u200b',
  '/\u202e/moc.elpmaxe',
  'https:/\\evil.example',
  'https:///evil.example',
  'https://evil.example\\@shop.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:x',
  'devices',
];

const GOOD = [
  '/',
  '/devices',
  '/gr/devices?colour=teal&size=2#faq',
  '/eliquids/compact/2-pods',
  '/search?q=%20mint',
  'https://www.youtube.com/watch?v=abc',
  'http://example.com/a',
  'HTTPS://EXAMPLE.COM',
  'mailto:help@lumo.example',
  'tel:+442079460123',
  '#faq',
];

describe('isSafeUrl (links)', () => {
  it('really is an attack: each of these values leaves the site in a browser', () => {
    for (const href of OFF_SITE_LOOKING_INTERNAL) {
      expect(origin(href), JSON.stringify(href)).not.toBe('https://shop.example');
    }
  });

  it.each(OFF_SITE_LOOKING_INTERNAL.map((href) => [JSON.stringify(href), href]))(
    'refuses %s, which resolves off-site',
    (_name, href) => {
      expect(isSafeUrl(href)).toBe(false);
    },
  );

  it.each(MALFORMED.map((href) => [JSON.stringify(href), href]))('refuses %s', (_name, href) => {
    expect(isSafeUrl(href)).toBe(false);
  });

  it.each(GOOD)('accepts %s', (href) => {
    expect(isSafeUrl(href)).toBe(true);
  });

  it('accepts only internal paths that stay on the site', () => {
    for (const href of [...GOOD, ...OFF_SITE_LOOKING_INTERNAL, ...MALFORMED]) {
      if (href.startsWith('/') && isSafeUrl(href)) {
        expect(origin(href), JSON.stringify(href)).toBe('https://shop.example');
      }
    }
  });
});

describe('link fields', () => {
  const schema = z.object({ href: fields.link('Link') });

  it.each([...OFF_SITE_LOOKING_INTERNAL, ...MALFORMED].map((href) => [JSON.stringify(href), href]))(
    'refuses %s with a message the editor understands',
    (_name, href) => {
      const result = schema.safeParse({ href });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(LINK_MESSAGE);
      expect(LINK_MESSAGE).toMatch(/^Links must be a path starting with \/ or an http\(s\) URL/);
    },
  );

  it('trims spaces typed around a link, and keeps a good link as it is', () => {
    expect(schema.parse({ href: '  /devices  ' }).href).toBe('/devices');
    expect(schema.parse({ href: 'https://example.com/a?b=1' }).href).toBe(
      'https://example.com/a?b=1',
    );
  });

  it('refuses the attack in real blocks (SPEC field names)', () => {
    const links = notFoundLinks.schema.safeParse({
      links: [{ linkText: 'Devices', href: '/\t/evil.example' }],
    });
    expect(links.success).toBe(false);
    expect(links.error?.issues[0]?.path).toEqual(['links', 0, 'href']);

    const hero = heroBanner.schema.safeParse({
      ...heroBanner.example,
      secondButtonHref: '/\\evil.example',
    });
    expect(hero.success).toBe(false);
    expect(hero.error?.issues[0]?.path).toEqual(['secondButtonHref']);
  });
});

describe('isSafeMediaUrl (images, videos, posters)', () => {
  it.each(['/media/a.webp', 'https://cdn.example/a.png'])('accepts %s', (url) => {
    expect(isSafeMediaUrl(url)).toBe(true);
  });

  it.each([
    '//evil.example/a.png',
    '/\\evil.example/a.png',
    'mailto:a.png',
    '#a.png',
    'javascript:a.png',
  ])('refuses %s', (url) => {
    expect(isSafeMediaUrl(url)).toBe(false);
  });

  it('is the rule of image fields, with its own message', () => {
    const schema = z.object({ image: fields.image('Image') });
    const result = schema.safeParse({ image: { url: '//evil.example/a.png' } });
    expect(result.error?.issues[0]?.message).toBe(MEDIA_URL_MESSAGE);
  });
});
