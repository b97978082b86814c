import type { GraphQLResolveInfo, SelectionSetNode } from 'graphql';

/**
 * Whether the query selects `field` directly under the field being resolved (through inline
 * fragments and named fragments too), so a resolver can compute it together with the rest
 * instead of lazily on its own. Directives (@skip, @include) are not evaluated: a field they
 * may leave out counts as selected, which only costs the work of computing it.
 */
export function selectsField(
  info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>,
  field: string,
): boolean {
  const seen = new Set<string>();
  const inSet = (set: SelectionSetNode | undefined): boolean =>
    (set?.selections ?? []).some((selection) => {
      switch (selection.kind) {
        case 'Field':
          return selection.name.value === field;
        case 'InlineFragment':
          return inSet(selection.selectionSet);
        case 'FragmentSpread': {
          const name = selection.name.value;
          if (seen.has(name)) return false;
          seen.add(name);
          return inSet(info.fragments[name]?.selectionSet);
        }
      }
    });
  return info.fieldNodes.some((node) => inSet(node.selectionSet));
}
