import { print, stripIgnoredCharacters, type DocumentNode } from 'graphql';

/**
 * The text of an operation a client component posts to /graphql, as a prop. Without the
 * indentation and line breaks `print` adds: the prop is written into every page's RSC payload
 * (ADR 0045), and the api reads the compact text the same way.
 */
export function operationText(document: DocumentNode): string {
  return stripIgnoredCharacters(print(document));
}
