import { FilterXSS, type IWhiteList } from 'xss';

/**
 * Markup that editors type (rich text fields) is filtered through one allow-list before it is
 * stored and again before it is rendered, so nothing an editor types can run script on the site.
 * `xss` works the same in Node, React Server Components and the browser (no DOM needed).
 */
const allowedTags: IWhiteList = {
  p: ['class'],
  br: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  s: [],
  small: [],
  sup: [],
  sub: [],
  span: ['class'],
  ul: ['class'],
  ol: ['class', 'start'],
  li: ['class'],
  h2: ['class'],
  h3: ['class'],
  h4: ['class'],
  blockquote: ['class'],
  a: ['href', 'title', 'target', 'rel'],
};

const SAFE_URL = /^(https?:\/\/|mailto:|tel:|\/(?!\/)|#)/i;

const filter = new FilterXSS({
  whiteList: allowedTags,
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style', 'iframe', 'object', 'embed', 'noscript'],
  onTagAttr(tag, name, value) {
    if (tag === 'a' && name === 'href') {
      const url = value.trim();
      return SAFE_URL.test(url) ? `href="${escapeAttribute(url)}"` : '';
    }
    if (tag === 'a' && name === 'target') {
      return value === '_blank' ? 'target="_blank" rel="noopener noreferrer"' : '';
    }
    return undefined;
  },
});

function escapeAttribute(value: string): string {
  return value.replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function sanitizeMarkup(html: string): string {
  return filter.process(html);
}
