import {
  cloneElement,
  createElement,
  Fragment,
  isValidElement,
  Suspense,
  type ReactElement,
  type ReactNode,
} from 'react';
import { walkElements, type ElementWalk } from '../shared/element-walk';
import { toStaticMarkup } from './static-markup';
import { StaticHtml } from './static-html';
import { STATIC_HTML_MARK, STATIC_HTML_MIN_LENGTH, staticHtmlKey } from './static-html-mark';

/**
 * Shrinks a server block's expanded element tree before React Server Components serialise it
 * into the page's inline RSC payload (which repeats every element as JSON next to the HTML):
 *
 * - a host element whose children are all static markup keeps its own props and gets its
 *   children as one HTML string (dangerouslySetInnerHTML): in the payload that is a string
 *   instead of one JSON array per element, and the server HTML is the same; a longer string goes
 *   through the client element `StaticHtml`, which adds `data-sh="<key>"` to the element so a
 *   document's payload can leave the string out (ADR 0055);
 * - fragments without a key disappear, and undefined props are left out (`"$undefined"`).
 *
 * Client references (islands) and Suspense stay elements; the server-rendered children passed
 * into them are shrunk the same way. Anything `toStaticMarkup` cannot reproduce exactly stays as
 * elements. Only applied in the React Server environment (see render-page.tsx); the editor's
 * canvas keeps plain elements.
 */
export function collapseStaticMarkup(node: ReactNode): ReactNode {
  return walkElements(node, (element, walk) => collapseElement(element as AnyElement, walk));
}

type AnyElement = ReactElement<Record<string, unknown> & { children?: ReactNode }>;

function collapseElement(element: AnyElement, walk: ElementWalk): ReactNode {
  const { type, props } = element;
  const collapse = walk.visit;

  if (type === Fragment) {
    const children = collapse(props.children);
    // A keyless fragment around one child carries nothing; keyed ones keep list identity.
    return element.key === null && !Array.isArray(children)
      ? children
      : withChildren(Fragment, { key: element.key ?? undefined }, children);
  }

  if (typeof type === 'string') {
    const sharesAnElement = (node: ReactNode) => holdsAnyOf(node, walk.seen);
    return collapseHostElement(element, type, collapse, sharesAnElement);
  }

  // Islands (client references) and Suspense: their server-rendered children, then the fallback
  // (which keeps as elements what it shares with the children, see holdsAnyOf).
  const children = props.children === undefined ? undefined : collapse(props.children);
  const fallback = (props as { fallback?: ReactNode }).fallback;
  const config =
    type === Suspense && fallback !== undefined ? { fallback: collapse(fallback) } : {};
  if (props.children === undefined) return cloneElement(element, config);
  return Array.isArray(children)
    ? cloneElement(element, config, ...(children as ReactNode[]))
    : cloneElement(element, config, children);
}

function collapseHostElement(
  element: AnyElement,
  type: string,
  collapse: (child: ReactNode) => ReactNode,
  sharesAnElement: (node: ReactNode) => boolean,
): ReactNode {
  const { children, ...attributes } = element.props;
  const props: Record<string, unknown> = { key: element.key ?? undefined };
  for (const [name, value] of Object.entries(attributes)) {
    if (value !== undefined) props[name] = value;
  }
  // Text alone is shorter as children; raw-text and form elements keep React's own handling.
  if (children === undefined) return createElement(type, props);
  if (children === null || typeof children !== 'object' || KEEP_CHILDREN.has(type)) {
    return withChildren(type, props, children);
  }
  // Children that hold an element already written elsewhere stay elements, so the payload can
  // refer to that element instead of holding its markup a second time.
  const html =
    props.dangerouslySetInnerHTML === undefined && !sharesAnElement(children)
      ? toStaticMarkup(children)
      : null;
  if (html === '') return createElement(type, props);
  if (html !== null && html.length >= STATIC_HTML_MIN_LENGTH) {
    // A client element, so a document's payload can leave the string out (ADR 0055).
    const key = staticHtmlKey(html);
    return createElement(StaticHtml, {
      ...props,
      as: type,
      h: `${STATIC_HTML_MARK}${key}${STATIC_HTML_MARK}${html}`,
    });
  }
  if (html !== null) {
    return createElement(type, { ...props, dangerouslySetInnerHTML: { __html: html } });
  }
  return withChildren(type, props, collapse(children));
}

/**
 * Passes an array as separate children, as JSX does for the children written in the source, so
 * React does not ask for keys that the original element did not need either.
 */
function withChildren(
  type: string | typeof Fragment,
  props: Record<string, unknown>,
  children: ReactNode,
): ReactElement {
  return Array.isArray(children)
    ? createElement(type, props, ...(children as ReactNode[]))
    : createElement(type, props, children);
}

const KEEP_CHILDREN = new Set([
  'script',
  'style',
  'title',
  'textarea',
  'select',
  'option',
  'noscript',
]);

/** Whether `node` is or contains an element already collapsed (met earlier in the tree). */
function holdsAnyOf(node: ReactNode, collapsed: WeakMap<object, ReactNode>): boolean {
  if (Array.isArray(node)) return node.some((child) => holdsAnyOf(child as ReactNode, collapsed));
  if (!isValidElement(node)) return false;
  if (collapsed.has(node)) return true;
  const props = node.props as { children?: ReactNode };
  return holdsAnyOf(props.children, collapsed);
}
