import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';
import { JSDOM } from 'jsdom';
import { LRUCache } from 'lru-cache';

/** Largest CMS HTML we store or sanitise (the longest legal page is a fraction of this). */
export const MAX_CMS_HTML_CHARS = 200_000;

/**
 * What CMS copy may contain: headings, paragraphs, lists, links, images, tables, emphasis.
 * No script, style, iframe, form or media element, no style or event-handler attribute.
 */
const ALLOWED_TAGS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'hr',
  'blockquote',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'a',
  'img',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'strong',
  'em',
  'b',
  'i',
  'small',
  'span',
  'div',
  'address',
];

const ALLOWED_ATTR = [
  'href',
  'title',
  'src',
  'alt',
  'width',
  'height',
  'colspan',
  'rowspan',
  'scope',
  'id',
];

/**
 * Links: http(s), mailto, tel, or relative ("/recycling", "#returns", "faq"). Images: http(s)
 * or relative only. Checked on the attribute value as a browser reads it (control characters
 * and whitespace removed), so "java\tscript:" and " data:" cannot slip through.
 */
const SAFE_LINK = /^(?:https?:|mailto:|tel:|[^:]*$|[^:/?#]*[/?#])/i;
const SAFE_IMAGE = /^(?:https?:|[^:]*$|[^:/?#]*[/?#])/i;

const PURIFY_CONFIG: Config = {
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  // An id must not shadow document or form properties (DOM clobbering).
  SANITIZE_DOM: true,
  RETURN_TRUSTED_TYPE: false,
};

function browserReading(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u0020\u007f-\u009f]+/g, '');
}

let purifier: DOMPurify | undefined;

/** One jsdom window (no scripts, no resource loading) with a DOMPurify of its own. */
function cmsPurifier(): DOMPurify {
  if (purifier) return purifier;
  const { window } = new JSDOM('');
  const purify = createDOMPurify(window);
  purify.addHook('afterSanitizeAttributes', (node) => {
    const href = node.getAttribute('href');
    if (href !== null && !SAFE_LINK.test(browserReading(href))) node.removeAttribute('href');
    const src = node.getAttribute('src');
    if (src !== null && !SAFE_IMAGE.test(browserReading(src))) node.removeAttribute('src');
    // An image without a usable source is only a broken box.
    if (node.nodeName === 'IMG' && !node.hasAttribute('src')) node.remove();
  });
  purifier = purify;
  return purify;
}

// The same copy is served on every request: sanitising it once per distinct text is enough.
const sanitised = new LRUCache<string, string>({
  max: 2_000,
  maxSize: 20_000_000,
  sizeCalculation: (value, key) => Math.max(1, value.length + key.length),
});

/**
 * CMS HTML through DOMPurify's allow-list (above). Used when copy is stored and again when it is
 * served, so a row written around the api (SQL, an old import) still reaches pages clean.
 * Text longer than MAX_CMS_HTML_CHARS is refused by the inputs; here it is cut, never parsed whole.
 */
export function sanitiseCmsHtml(html: string): string {
  const bounded = html.length > MAX_CMS_HTML_CHARS ? html.slice(0, MAX_CMS_HTML_CHARS) : html;
  const cached = sanitised.get(bounded);
  if (cached !== undefined) return cached;
  const clean = cmsPurifier().sanitize(bounded, PURIFY_CONFIG).trim();
  sanitised.set(bounded, clean);
  return clean;
}
