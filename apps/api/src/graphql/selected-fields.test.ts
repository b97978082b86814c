import { Kind, parse, type FragmentDefinitionNode, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { selectsField } from './selected-fields';

/** The resolve info of the operation's first root field, as graphql-js hands it over. */
function infoOf(document: string) {
  const parsed = parse(document);
  const operation = parsed.definitions.find(
    (definition): definition is OperationDefinitionNode =>
      definition.kind === Kind.OPERATION_DEFINITION,
  );
  const root = operation?.selectionSet.selections[0];
  if (!root || root.kind !== Kind.FIELD) throw new Error('no root field');
  const fragments = Object.fromEntries(
    parsed.definitions
      .filter(
        (definition): definition is FragmentDefinitionNode =>
          definition.kind === Kind.FRAGMENT_DEFINITION,
      )
      .map((fragment) => [fragment.name.value, fragment]),
  );
  return { fieldNodes: [root], fragments };
}

describe('selectsField', () => {
  it('sees a field selected directly, in an inline fragment or in a named fragment', () => {
    expect(selectsField(infoOf('{ products { aggregations { label } } }'), 'aggregations')).toBe(
      true,
    );
    expect(
      selectsField(
        infoOf('{ products { ... on Products { aggregations { label } } } }'),
        'aggregations',
      ),
    ).toBe(true);
    expect(
      selectsField(
        infoOf('query { products { ...Nav } } fragment Nav on Products { aggregations { label } }'),
        'aggregations',
      ),
    ).toBe(true);
  });

  it('does not see a field that is not selected, or only selected deeper down', () => {
    expect(selectsField(infoOf('{ products { total_count } }'), 'aggregations')).toBe(false);
    expect(
      selectsField(infoOf('{ products { items { aggregations: name } } }'), 'aggregations'),
    ).toBe(false);
  });
});
