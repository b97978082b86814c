import { FilterXSS, type IWhiteList } from 'xss';
import { isSafeMediaUrl, isSafeUrl } from './media';

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

/**
 * CMS pages and blocks (terms, privacy, recycling, FAQ answers) also carry headings, images and
 * tables. The api sanitises them with DOMPurify; the storefront passes them through this second,
 * wider allow-list before they reach the page.
 */
const cmsAllowedTags: IWhiteList = {
  ...allowedTags,
  h1: ['class'],
  h5: ['class'],
  h6: ['class'],
  hr: [],
  code: [],
  pre: [],
  figure: ['class'],
  figcaption: [],
  img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
  table: ['class'],
  caption: [],
  thead: [],
  tbody: [],
  tfoot: [],
  tr: [],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
};

function createFilter(whiteList: IWhiteList): FilterXSS {
  return new FilterXSS({
    whiteList,
    stripIgnoreTag: true,
    stripIgnoreTagBody: ['script', 'style', 'iframe', 'object', 'embed', 'noscript'],
    onTagAttr(tag, name, value) {
      if (tag === 'img' && name === 'src') {
        const url = decodeAttributeValue(value)?.trim();
        return url !== undefined && url !== '' && isSafeMediaUrl(url)
          ? `src="${escapeAttribute(url)}"`
          : '';
      }
      if (tag === 'a' && name === 'href') {
        // What the browser will use is the value with its character references decoded
        // ("/&#10;/evil.example" is "/\n/evil.example", i.e. "//evil.example"): check that, and
        // write back exactly what was checked.
        const url = decodeAttributeValue(value)?.trim();
        return url !== undefined && url !== '' && isSafeUrl(url)
          ? `href="${escapeAttribute(url)}"`
          : '';
      }
      // The author's rel is never kept (rel="opener" would undo noopener); a new-tab link gets
      // exactly rel="noopener noreferrer", added once per tag in sanitizeMarkup.
      if (tag === 'a' && name === 'rel') return '';
      if (tag === 'a' && name === 'target') return value.trim() === '_blank' ? NEW_TAB : '';
      return undefined;
    },
  });
}

const filter = createFilter(allowedTags);
const cmsFilter = createFilter(cmsAllowedTags);

const NEW_TAB = 'target="_blank"';
const NEW_TAB_REL = 'rel="noopener noreferrer"';

/** Named character references decoded here; any other one (&Tab;, &sol;, ...) refuses the URL. */
const NAMED_REFERENCES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
};

/**
 * Decodes an attribute value's character references the way a browser would, for the ones that
 * matter: numeric ones (with or without ";") and &amp; &lt; &gt; &quot; &apos;. Returns undefined
 * when the value holds another named reference ending in ";" (HTML has ones for tab, newline,
 * "/", "\" and ":"), so such a URL is refused rather than guessed. Legacy references without
 * ";" ("&copy") decode to no character that changes where a URL points.
 */
function decodeAttributeValue(value: string): string | undefined {
  let unknownReference = false;
  const decoded = value.replace(
    /&(?:#(\d+)|#[xX]([0-9a-fA-F]+)|([A-Za-z][A-Za-z0-9]*);)(;?)/g,
    (match, decimal?: string, hex?: string, name?: string) => {
      if (name !== undefined) {
        const known = NAMED_REFERENCES[name];
        if (known === undefined) unknownReference = true;
        return known ?? match;
      }
      const codePoint = decimal !== undefined ? Number(decimal) : parseInt(hex ?? '', 16);
      // Out of range, surrogates and NUL become U+FFFD in browsers; keep a character the URL
      // check refuses instead, to stay on the safe side.
      return codePoint > 0 && codePoint <= 0x10ffff && (codePoint < 0xd800 || codePoint > 0xdfff)
        ? String.fromCodePoint(codePoint)
        : '\u0000';
    },
  );
  return unknownReference ? undefined : decoded;
}

function escapeAttribute(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/**
 * One target and one rel per link: each opening <a> tag that asked for a new tab ends with
 * exactly `target="_blank" rel="noopener noreferrer"`. (The filter's output is normalised:
 * attribute values are quoted and hold no raw '"' or '>'.)
 */
function finishNewTabLinks(html: string): string {
  return html.replace(/<a\b[^>]*>/gi, (tag) => {
    if (!tag.includes(` ${NEW_TAB}`)) return tag;
    const rest = tag.slice(2, -1).split(` ${NEW_TAB}`).join('').trimEnd();
    return `<a${rest} ${NEW_TAB} ${NEW_TAB_REL}>`;
  });
}

export function sanitizeMarkup(html: string): string {
  return finishNewTabLinks(filter.process(html));
}

/**
 * CMS HTML for a store view's page: the wider CMS allow-list, and links that are paths inside
 * the store view ("/recycling", as the api stores them) get the store view's prefix
 * ("/gr/recycling"). Protocol-relative and absolute URLs are left as they are.
 */
export function sanitizeCmsHtml(html: string, pathPrefix = ''): string {
  const safe = finishNewTabLinks(cmsFilter.process(html));
  if (!pathPrefix) return safe;
  return safe.replace(
    /(<a\b[^>]*\shref=")(\/(?!\/)[^"]*)"/gi,
    (_match, start: string, path: string) =>
      path === pathPrefix || path.startsWith(`${pathPrefix}/`)
        ? `${start}${path}"`
        : `${start}${pathPrefix}${path === '/' ? '' : path}"`,
  );
}
