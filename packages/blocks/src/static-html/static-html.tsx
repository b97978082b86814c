'use client';

import { createElement } from 'react';
import { STATIC_HTML_ATTRIBUTE, STATIC_HTML_MARK } from './static-html-mark';

export interface StaticHtmlProps {
  /** The host element's tag. */
  as: string;
  /** `MARK + key + MARK + html`, or `MARK + key` when the document's markup already holds it. */
  h: string;
  [attribute: string]: unknown;
}

/** HTML this browser read out of the server's markup, by key (see readServerHtml). */
const serverHtml = new Map<string, string>();

/**
 * A host element whose content is one static HTML string (ADR 0055). In a document's inline RSC
 * payload the string is left out (server.mjs) and the content is read back from the server's own
 * markup, so hydration sees exactly what is on screen. Client navigations receive the string.
 */
export function StaticHtml({ as, h, ...attributes }: StaticHtmlProps) {
  const end = h.indexOf(STATIC_HTML_MARK, 1);
  const key = end === -1 ? h.slice(1) : h.slice(1, end);
  const html = end === -1 ? readServerHtml(key) : h.slice(end + 1);
  return createElement(as, {
    ...attributes,
    [STATIC_HTML_ATTRIBUTE]: key,
    dangerouslySetInnerHTML: { __html: html },
  });
}

/**
 * The content of the server-rendered element with this key, kept for the page's lifetime: going
 * back to the first page renders its payload again after its markup is gone. Read during render,
 * before React commits anything, so it is the server's markup also when React has to render a
 * boundary again instead of hydrating it.
 */
function readServerHtml(key: string): string {
  const known = serverHtml.get(key);
  if (known !== undefined) return known;
  // The server only shortens strings in documents, so this runs in the browser.
  if (typeof document === 'undefined') return '';
  const element = document.querySelector(`[${STATIC_HTML_ATTRIBUTE}="${key}"]`);
  if (!element) {
    console.error(`Static HTML ${key} is not in the page`);
    return '';
  }
  serverHtml.set(key, element.innerHTML);
  return element.innerHTML;
}
