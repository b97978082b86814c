import { Fragment, type ReactNode } from 'react';

/**
 * A translated sentence with elements in it ("Did you mean {{suggestion}}?" with a link), without
 * react-i18next's Trans: the translation keeps its `{{name}}` placeholders (i18next leaves a
 * placeholder it has no value for) and each becomes the node given for it. Text stays text, so
 * React escapes it; a placeholder without a node stays as written.
 */
export function renderTemplate(template: string, nodes: Record<string, ReactNode>): ReactNode {
  const parts = template.split(/(\{\{\s*\w+\s*\}\})/);
  return parts.map((part, position) => {
    const name = /^\{\{\s*(\w+)\s*\}\}$/.exec(part)?.[1];
    if (name !== undefined && Object.prototype.hasOwnProperty.call(nodes, name)) {
      return <Fragment key={position}>{nodes[name]}</Fragment>;
    }
    return part;
  });
}
