import {
  GraphQLError,
  GraphQLScalarType,
  Kind,
  NoSchemaIntrospectionCustomRule,
  getNamedType,
  valueFromASTUntyped,
  visit,
  type ASTNode,
  type DocumentNode,
  type ExecutionResult,
  type ValidationRule,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { inputError } from '../errors';

/**
 * Bounds of everything a GraphQL request hands to the resolvers (and through them to the
 * database). See docs/decisions/0006-api-input-bounds.md.
 */

/**
 * Deepest JSON value (objects and arrays inside each other) a JSON input may be. A page with
 * blocks at the deepest allowed nesting (block-schema's MAX_BLOCK_NESTING) stays near 25.
 * PGlite's JSON parser crashed the whole process at about 1,200 levels.
 */
export const MAX_JSON_DEPTH = 32;
/** Largest JSON input, serialised (a 1000-block page is well below it). */
export const MAX_JSON_BYTES = 2 * 1024 * 1024;
/**
 * JSON fields (page content) one operation may select, aliases and fragments counted: each can
 * be megabytes, so twenty aliases of one page made a 27 MB answer.
 */
export const MAX_JSON_FIELDS_PER_OPERATION = 2;

export const nulMessage = (field: string) =>
  `Text must not contain NUL characters (field ${field}).`;

function hasNul(text: string): boolean {
  return text.includes('\u0000');
}

function joinPath(path: string, key: string | number): string {
  return path ? `${path}.${key}` : String(key);
}

/**
 * First problem of an input value (NUL in a string or key, nesting beyond `maxDepth`), found
 * without recursion so that no input can exhaust the stack. `maxDepth` counts objects and arrays.
 */
export function inputValueProblem(
  value: unknown,
  path: string,
  maxDepth = Number.POSITIVE_INFINITY,
): { kind: 'nul' | 'depth'; path: string } | undefined {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path, depth: 0 }];
  while (stack.length > 0) {
    const current = stack.pop()!;
    if (typeof current.value === 'string') {
      if (hasNul(current.value)) return { kind: 'nul', path: current.path };
      continue;
    }
    if (typeof current.value !== 'object' || current.value === null) continue;
    const depth = current.depth + 1;
    if (depth > maxDepth) return { kind: 'depth', path: current.path };
    const entries: [string | number, unknown][] = Array.isArray(current.value)
      ? current.value.map((item, index) => [index, item])
      : Object.entries(current.value);
    for (const [key, item] of entries) {
      const itemPath = joinPath(current.path, key);
      if (typeof key === 'string' && hasNul(key)) return { kind: 'nul', path: itemPath };
      stack.push({ value: item, path: itemPath, depth });
    }
  }
  return undefined;
}

/** The JSON value of a JSON input, or an input error an editor can act on. */
function boundedJson(value: unknown): unknown {
  const problem = inputValueProblem(value, '', MAX_JSON_DEPTH);
  if (problem?.kind === 'nul') throw inputError(nulMessage(problem.path || 'JSON value'));
  if (problem?.kind === 'depth') {
    throw inputError(
      `The JSON value is nested too deeply (at most ${MAX_JSON_DEPTH} levels of objects and arrays).`,
    );
  }
  const serialised = JSON.stringify(value);
  if (serialised !== undefined && Buffer.byteLength(serialised) > MAX_JSON_BYTES) {
    throw inputError(
      `The JSON value is too large (at most ${MAX_JSON_BYTES / 1024 / 1024} MB); split the page into smaller pages.`,
    );
  }
  return value;
}

export const jsonScalar = new GraphQLScalarType({
  name: 'JSON',
  description: 'Arbitrary JSON value',
  serialize: (value) => value,
  parseValue: boundedJson,
  parseLiteral: (ast, variables) => boundedJson(valueFromASTUntyped(ast, variables ?? undefined)),
});

/** Where a string literal sits among the arguments of a document, e.g. `input.title`. */
function literalPath(ancestors: readonly (ASTNode | readonly ASTNode[])[]): string {
  const names: string[] = [];
  for (const ancestor of ancestors) {
    if (Array.isArray(ancestor)) continue;
    const node = ancestor as ASTNode;
    if (node.kind === Kind.ARGUMENT || node.kind === Kind.OBJECT_FIELD) {
      names.push(node.name.value);
    } else if (node.kind === Kind.VARIABLE_DEFINITION) {
      names.push(`$${node.variable.name.value}`);
    }
  }
  return names.join('.') || 'argument';
}

function nulInDocument(document: DocumentNode): GraphQLError | undefined {
  let found: GraphQLError | undefined;
  visit(document, {
    StringValue(node, _key, parent, _path, ancestors) {
      if (found || !hasNul(node.value)) return;
      found = inputError(nulMessage(literalPath(parent ? [...ancestors, parent] : ancestors)));
    },
  });
  return found;
}

/**
 * Refuses NUL characters in every GraphQL input (PostgreSQL text and jsonb cannot hold them),
 * before any resolver runs: variables (walked whole, whatever their type) and string literals.
 */
export function useRefuseNul(): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const variables = (args.variableValues ?? {}) as Record<string, unknown>;
      for (const [name, value] of Object.entries(variables)) {
        const problem = inputValueProblem(value, name);
        if (problem) {
          setResultAndStopExecution({ errors: [inputError(nulMessage(problem.path))] });
          return;
        }
      }
      const literal = nulInDocument(args.document);
      if (literal) setResultAndStopExecution({ errors: [literal] });
    },
  };
}

/**
 * graphql-js reports a variable that a scalar refused as `Variable "$x" got invalid value <the
 * value, abridged> at "x.field"; <the scalar's message>`. An editor gets the scalar's message and
 * where the value was instead, with the scalar's category.
 */
export function useKeepInputCategory(): Plugin {
  const fix = (error: GraphQLError): GraphQLError => {
    const original = error.originalError;
    if (!(original instanceof GraphQLError) || error.message === original.message) return error;
    const category = original.extensions?.category;
    if (!category || !error.message.startsWith('Variable "$')) return error;
    const suffix = `; ${original.message}`;
    const prefix = error.message.endsWith(suffix)
      ? error.message.slice(0, -suffix.length)
      : error.message;
    const at =
      / at "([^"]+)"$/.exec(prefix)?.[1] ?? /^Variable "\$(\w+)"/.exec(prefix)?.[1] ?? undefined;
    const message = at ? `${original.message} (field ${at})` : original.message;
    return new GraphQLError(message, {
      nodes: error.nodes,
      extensions: { ...original.extensions, category },
    });
  };
  return {
    onExecute() {
      return {
        onExecuteDone({ result, setResult }) {
          if (!('errors' in result) || !result.errors?.length) return;
          const single = result as ExecutionResult;
          setResult({ ...single, errors: single.errors!.map(fix) });
        },
      };
    },
  };
}

/** Counts the JSON fields an operation selects (aliases, fragments and their reuse included). */
export const maxJsonFieldsRule =
  (max: number): ValidationRule =>
  (context) => {
    const direct = new Map<string, number>();
    const spreads = new Map<string, string[]>();
    let current = '';
    const operations: { key: string; node: ASTNode }[] = [];
    return {
      OperationDefinition(node) {
        current = `operation:${operations.length}`;
        operations.push({ key: current, node });
      },
      FragmentDefinition(node) {
        current = `fragment:${node.name.value}`;
      },
      Field() {
        const field = context.getFieldDef();
        if (field && getNamedType(field.type).name === 'JSON') {
          direct.set(current, (direct.get(current) ?? 0) + 1);
        }
      },
      FragmentSpread(node) {
        spreads.set(current, [...(spreads.get(current) ?? []), `fragment:${node.name.value}`]);
      },
      Document: {
        leave() {
          const memo = new Map<string, number>();
          const count = (key: string, seen: Set<string>): number => {
            const known = memo.get(key);
            if (known !== undefined) return known;
            if (seen.has(key)) return 0; // a fragment cycle; NoFragmentCyclesRule reports it
            seen.add(key);
            let total = direct.get(key) ?? 0;
            for (const spread of spreads.get(key) ?? []) total += count(spread, seen);
            seen.delete(key);
            memo.set(key, total);
            return total;
          };
          for (const operation of operations) {
            const total = count(operation.key, new Set());
            if (total > max) {
              context.reportError(
                new GraphQLError(
                  `This request selects page content (JSON fields) ${total} times; at most ${max} are allowed in one request.`,
                  { nodes: operation.node, extensions: { category: 'graphql-input' } },
                ),
              );
            }
          }
        },
      },
    };
  };

export function useMaxJsonFields(max = MAX_JSON_FIELDS_PER_OPERATION): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(maxJsonFieldsRule(max));
    },
  };
}

/** Refuses `__schema` and `__type` (introspection), e.g. in production. */
export function useDisableIntrospection(): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(NoSchemaIntrospectionCustomRule);
    },
  };
}
