import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { toStaticMarkup } from './static-markup';

/**
 * toStaticMarkup writes editors' content as HTML text outside React, so it must escape exactly
 * as react-dom/server does, or give the tree back to React (null). Every hostile value below, put
 * in text, in attributes and in URLs, must come out as React would write it, or not at all.
 */
const HOSTILE = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "' onmouseover='alert(1)",
  '</p><svg onload=alert(1)>',
  '&lt;script&gt;',
  'javascript:alert(1)',
  ' JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '\u0000\u001f"<>&\'`',
  '{{constructor.constructor("alert(1)")()}}',
  'expression(alert(1))',
  'url(javascript:alert(1))',
];

function trees(value: string): ReactNode[] {
  return [
    createElement('p', null, value),
    createElement('p', { title: value }, 'text'),
    createElement('a', { href: value, className: value }, value),
    createElement('img', { src: value, alt: value, loading: 'lazy' }),
    createElement('div', { style: { color: value } }, value),
    createElement('span', { 'data-value': value, 'aria-label': value }, [value, value]),
  ];
}

describe('toStaticMarkup with hostile content', () => {
  it.each(HOSTILE)('writes %j exactly as React would, or leaves it to React', (value) => {
    for (const tree of trees(value)) {
      const written = toStaticMarkup(tree);
      if (written === null) continue;
      expect(written).toBe(renderToStaticMarkup(tree));
      // The value never opens a tag of its own: every "<" written is one of the tree's tags.
      expect(written.match(/<[a-z]+/gi) ?? []).toEqual(
        renderToStaticMarkup(tree).match(/<[a-z]+/gi) ?? [],
      );
    }
  });

  it('gives event handlers and javascript: URLs back to React', () => {
    expect(toStaticMarkup(createElement('a', { href: 'javascript:alert(1)' }, 'x'))).toBeNull();
    expect(toStaticMarkup(createElement('button', { onClick: () => {} }, 'x'))).toBeNull();
  });
});
