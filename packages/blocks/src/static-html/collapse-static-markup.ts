import {
  cloneElement,
  createElement,
  Fragment,
  isValidElement,
  Suspense,
  type ReactElement,
  type ReactNode,
} from 'react';
import { toStaticMarkup } from './static-markup';

/**
 * Shrinks a server block's expanded element tree before React Server Components serialise it
 * into the page's inline RSC payload (which repeats every element as JSON next to the HTML):
 *
 * - a host element whose children are all static markup keeps its own props and gets its
 *   children as one HTML string (dangerouslySetInnerHTML): in the payload that is a string
 *   instead of one JSON array per element, and the server HTML is the same;
 * - fragments without a key disappear, and undefined props are left out (`"$undefined"`).
 *
 * Client references (islands) and Suspense stay elements; the server-rendered children passed
 * into them are shrunk the same way. Anything `toStaticMarkup` cannot reproduce exactly stays as
 * elements. Only applied in the React Server environment (see render-page.tsx); the editor's
 * canvas keeps plain elements.
 */
export function collapseStaticMarkup(node: ReactNode, depth = 0): ReactNode {
  if (depth > 200) throw new Error('Block element tree is too deep');
  if (Array.isArray(node)) return node.map((child) => collapseStaticMarkup(child, depth + 1));
  if (!isValidElement(node)) return node;
  const element = node as ReactElement<Record<string, unknown> & { children?: ReactNode }>;
  const { type, props } = element;

  if (type === Fragment) {
    const children = collapseStaticMarkup(props.children, depth + 1);
    // A keyless fragment around one child carries nothing; keyed ones keep list identity.
    return element.key === null && !Array.isArray(children)
      ? children
      : withChildren(Fragment, { key: element.key ?? undefined }, children);
  }

  if (typeof type === 'string') return collapseHostElement(element, type, depth);

  // Islands (client references) and Suspense: their server-rendered children and fallback.
  const config: Record<string, unknown> = {};
  if (props.children !== undefined)
    config.children = collapseStaticMarkup(props.children, depth + 1);
  const fallback = (props as { fallback?: ReactNode }).fallback;
  if (type === Suspense && fallback !== undefined)
    config.fallback = collapseStaticMarkup(fallback, depth + 1);
  return Object.keys(config).length > 0 ? cloneElement(element, config) : element;
}

function collapseHostElement(
  element: ReactElement<Record<string, unknown> & { children?: ReactNode }>,
  type: string,
  depth: number,
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
  const html = props.dangerouslySetInnerHTML === undefined ? toStaticMarkup(children) : null;
  if (html === '') return createElement(type, props);
  if (html !== null) {
    return createElement(type, { ...props, dangerouslySetInnerHTML: { __html: html } });
  }
  return withChildren(type, props, collapseStaticMarkup(children, depth + 1));
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
