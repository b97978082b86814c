import { Fragment, isValidElement, type ReactNode } from 'react';

/**
 * Serialises a hook-free element tree of host elements (what a server block renders once its
 * components are expanded) to the HTML react-dom/server would write for it, or returns null when
 * the tree holds anything this small serialiser does not reproduce exactly: a component or
 * client reference, Suspense, form fields, elements React treats specially (head elements,
 * scripts, eagerly loaded images that React preloads), event handlers, or an attribute it does
 * not know. Null means "keep the elements": the caller never guesses.
 *
 * Why not react-dom/server: Next.js refuses it in server components, and the React Server build
 * of react-dom/server only throws (see docs/decisions/0016-lighter-html.md). Escaping follows
 * React's (text and attribute values), so editors' content stays text; rich-text fields arrive as
 * dangerouslySetInnerHTML that the block already sanitised (Markup), written as it is, as React does.
 */
export function toStaticMarkup(node: ReactNode): string | null {
  const out: string[] = [];
  return writeNode(node, out, 0) ? out.join('') : null;
}

const VOID_ELEMENTS = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

/** Elements React DOM renders with special rules (hoisting, resources, form state, raw text). */
const SPECIAL_ELEMENTS = new Set([
  'html',
  'head',
  'body',
  'title',
  'meta',
  'link',
  'base',
  'script',
  'style',
  'noscript',
  'template',
  'iframe',
  'object',
  'form',
  'input',
  'select',
  'option',
  'textarea',
  'plaintext',
  'listing',
  'pre',
]);

/** Attributes React writes under another name. */
const RENAMED_ATTRIBUTES: Record<string, string> = {
  className: 'class',
  htmlFor: 'for',
  tabIndex: 'tabindex',
  crossOrigin: 'crossorigin',
  xlinkHref: 'xlink:href',
  xmlnsXlink: 'xmlns:xlink',
  clipPath: 'clip-path',
  clipRule: 'clip-rule',
  fillOpacity: 'fill-opacity',
  fillRule: 'fill-rule',
  fontFamily: 'font-family',
  fontSize: 'font-size',
  fontWeight: 'font-weight',
  letterSpacing: 'letter-spacing',
  stopColor: 'stop-color',
  stopOpacity: 'stop-opacity',
  strokeDasharray: 'stroke-dasharray',
  strokeDashoffset: 'stroke-dashoffset',
  strokeLinecap: 'stroke-linecap',
  strokeLinejoin: 'stroke-linejoin',
  strokeMiterlimit: 'stroke-miterlimit',
  strokeOpacity: 'stroke-opacity',
  strokeWidth: 'stroke-width',
  textAnchor: 'text-anchor',
};

/** HTML attributes React writes as `name=""` when true and leaves out when false. */
const BOOLEAN_ATTRIBUTES = new Set([
  'allowFullScreen',
  'async',
  'autoPlay',
  'controls',
  'default',
  'defer',
  'disabled',
  'formNoValidate',
  'hidden',
  'loop',
  'noValidate',
  'open',
  'playsInline',
  'readOnly',
  'required',
  'reversed',
  'itemScope',
]);
/** Boolean attributes React lower-cases. */
const LOWERCASED_BOOLEAN_ATTRIBUTES = new Set(['muted', 'multiple', 'autoFocus']);

/**
 * Camel-case props React writes unchanged (HTML attribute names are case-insensitive; the SVG
 * ones are the parser's own camel-case names). Any other camel-case prop makes the tree
 * non-static, because React may rename it.
 */
const CAMEL_CASE_ATTRIBUTES = new Set([
  'srcSet',
  'fetchPriority',
  'referrerPolicy',
  'dateTime',
  'colSpan',
  'rowSpan',
  'encType',
  'hrefLang',
  'itemProp',
  'itemType',
  'itemID',
  'itemRef',
  'maxLength',
  'minLength',
  'inputMode',
  'enterKeyHint',
  'autoComplete',
  'autoCapitalize',
  'accessKey',
  'viewBox',
  'preserveAspectRatio',
  'gradientUnits',
  'gradientTransform',
  'patternUnits',
  'patternContentUnits',
  'clipPathUnits',
  'maskUnits',
  'markerWidth',
  'markerHeight',
  'refX',
  'refY',
]);

/** CSS properties whose numbers React writes without `px` (the ones blocks may use). */
const UNITLESS_STYLES = new Set([
  'opacity',
  'zIndex',
  'fontWeight',
  'lineHeight',
  'flex',
  'flexGrow',
  'flexShrink',
  'order',
  'zoom',
  'aspectRatio',
  'gridRow',
  'gridColumn',
  'columnCount',
  'fillOpacity',
  'strokeOpacity',
  'stopOpacity',
]);

const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formAction', 'xlinkHref', 'poster']);
/** React's own test: control characters, then "javascript:" with tabs or newlines anywhere. */
const JAVASCRIPT_URL =
  // eslint-disable-next-line no-control-regex
  /^[\u0000-\u001F ]*j[\r\n\t]*a[\r\n\t]*v[\r\n\t]*a[\r\n\t]*s[\r\n\t]*c[\r\n\t]*r[\r\n\t]*i[\r\n\t]*p[\r\n\t]*t[\r\n\t]*:/i;

/** React's escaping of text and attribute values. */
function escapeHtml(value: string): string {
  return value.replace(/["&'<>]/g, (character) => ESCAPES[character]!);
}
const ESCAPES: Record<string, string> = {
  '"': '&quot;',
  '&': '&amp;',
  "'": '&#x27;',
  '<': '&lt;',
  '>': '&gt;',
};

function writeNode(node: ReactNode, out: string[], depth: number): boolean {
  if (depth > 200) return false;
  if (node === null || node === undefined || typeof node === 'boolean') return true;
  if (typeof node === 'string') {
    out.push(escapeHtml(node));
    return true;
  }
  if (typeof node === 'number' || typeof node === 'bigint') {
    out.push(escapeHtml(String(node)));
    return true;
  }
  if (Array.isArray(node)) {
    for (const child of node) if (!writeNode(child as ReactNode, out, depth + 1)) return false;
    return true;
  }
  if (!isValidElement(node)) return false;
  const props = node.props as Record<string, unknown> & { children?: ReactNode };
  if (node.type === Fragment) return writeNode(props.children, out, depth + 1);
  if (typeof node.type !== 'string') return false;
  return writeHostElement(node.type, props, out, depth);
}

function writeHostElement(
  tag: string,
  props: Record<string, unknown> & { children?: ReactNode },
  out: string[],
  depth: number,
): boolean {
  if (SPECIAL_ELEMENTS.has(tag) || tag.includes('-')) return false;
  // React preloads images that are not lazy (the hero's LCP image); keep those as elements.
  if (tag === 'img' && props.loading !== 'lazy') return false;
  const attributes = writeAttributes(props);
  if (attributes === null) return false;
  out.push('<', tag, attributes);
  if (VOID_ELEMENTS.has(tag)) {
    if (props.children != null || props.dangerouslySetInnerHTML != null) return false;
    out.push('/>');
    return true;
  }
  out.push('>');
  const inner = props.dangerouslySetInnerHTML as { __html?: unknown } | undefined | null;
  if (inner != null) {
    if (props.children != null || typeof inner.__html !== 'string') return false;
    out.push(inner.__html);
  } else if (!writeNode(props.children, out, depth + 1)) {
    return false;
  }
  out.push('</', tag, '>');
  return true;
}

function writeAttributes(props: Record<string, unknown>): string | null {
  let written = '';
  for (const [name, value] of Object.entries(props)) {
    if (name === 'children' || name === 'dangerouslySetInnerHTML') continue;
    if (value === undefined || value === null) continue;
    if (typeof value === 'function' || typeof value === 'symbol') return null;
    if (/^on[A-Z]/.test(name) || name === 'ref' || name.startsWith('suppress')) return null;
    if (name === 'style') {
      const style = writeStyle(value);
      if (style === null) return null;
      if (style !== '') written += ` style="${style}"`;
      continue;
    }
    if (BOOLEAN_ATTRIBUTES.has(name) || LOWERCASED_BOOLEAN_ATTRIBUTES.has(name)) {
      if (typeof value !== 'boolean') return null;
      if (value)
        written += ` ${LOWERCASED_BOOLEAN_ATTRIBUTES.has(name) ? name.toLowerCase() : name}=""`;
      continue;
    }
    const attribute = attributeName(name);
    if (attribute === null) return null;
    if (typeof value === 'boolean') {
      // React writes booleans only for data-* and aria-* attributes.
      if (!/^(data|aria)-/.test(attribute)) return null;
    } else if (typeof value !== 'string' && typeof value !== 'number') {
      return null;
    }
    const text = String(value);
    // React drops empty URLs and replaces javascript: URLs; leave those cases to React.
    if (URL_ATTRIBUTES.has(name) && (text === '' || JAVASCRIPT_URL.test(text))) return null;
    written += ` ${attribute}="${escapeHtml(text)}"`;
  }
  return written;
}

function attributeName(name: string): string | null {
  const renamed = RENAMED_ATTRIBUTES[name];
  if (renamed) return renamed;
  if (/^(data|aria)-[a-z0-9-]+$/.test(name)) return name;
  if (/^[a-z]+$/.test(name)) return name;
  return CAMEL_CASE_ATTRIBUTES.has(name) ? name : null;
}

function writeStyle(style: unknown): string | null {
  if (typeof style !== 'object' || style === null || Array.isArray(style)) return null;
  const declarations: string[] = [];
  for (const [property, value] of Object.entries(style as Record<string, unknown>)) {
    if (value === null || value === undefined || typeof value === 'boolean' || value === '')
      continue;
    let name: string;
    if (property.startsWith('--')) name = escapeHtml(property);
    else if (/^[a-z][a-zA-Z]*$/.test(property))
      name = property.replace(/([A-Z])/g, '-$1').toLowerCase();
    else return null;
    let text: string;
    if (typeof value === 'number') {
      if (!Number.isFinite(value)) return null;
      text =
        value === 0 || property.startsWith('--') || UNITLESS_STYLES.has(property)
          ? String(value)
          : `${value}px`;
    } else if (typeof value === 'string') {
      text = escapeHtml(value.trim());
    } else {
      return null;
    }
    declarations.push(`${name}:${text}`);
  }
  return declarations.join(';');
}
