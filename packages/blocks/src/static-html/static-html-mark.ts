/**
 * How a static HTML string travels in the RSC payload (ADR 0055). `collapseStaticMarkup` gives
 * `StaticHtml` the string `MARK + key + MARK + html`; the storefront's server (server.mjs,
 * server/static-html-once.mjs) shortens it to `MARK + key` in a document's inline payload when
 * the same HTML is already in the document's markup, inside the element carrying
 * `data-sh="<key>"`. Payloads of client navigations keep the whole string.
 *
 * Kept apart from the 'use client' module: a server module importing a value from a client module
 * gets a client reference, not the value.
 */

/** NUL: no text an editor types starts with it, and the server finds it without parsing JSON. */
export const STATIC_HTML_MARK = '\u0000';

/** The attribute naming a static HTML element's content in the markup. */
export const STATIC_HTML_ATTRIBUTE = 'data-sh';

/**
 * Shorter strings stay plain `dangerouslySetInnerHTML`: the key in the markup and the payload
 * (about 35 bytes) would cost more than writing the string twice saves.
 */
export const STATIC_HTML_MIN_LENGTH = 96;

/**
 * A short key of the HTML (53-bit cyrb53 hash, base 36, and the length): the same content has the
 * same key on every page, so a key the browser already read stands for the same HTML.
 */
export function staticHtmlKey(html: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < html.length; index += 1) {
    const code = html.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  const hash = 4294967296 * (2097151 & h2) + (h1 >>> 0);
  return `${hash.toString(36)}${html.length.toString(36)}`;
}
