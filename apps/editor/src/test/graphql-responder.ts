import {
  buildASTSchema,
  execute,
  GraphQLError,
  Kind,
  parse,
  print,
  validate,
  type DefinitionNode,
  type ExecutionResult,
} from 'graphql';
import { typeDefs } from '@lumo/graphql/server';
import { vi } from 'vitest';

/**
 * A tiny in-test api at the fetch level: operations run against the real schema (so a query
 * the api would reject fails here too, and __typename comes for free), and each root field is
 * answered by a plain function. Throw `apiError(...)` from a resolver for a GraphQL error.
 */
export type FieldResolver = (args: Record<string, unknown>) => unknown;

export interface RecordedCall {
  operationName: string | null;
  variables: Record<string, unknown>;
}

export interface MockApiOptions {
  /** Root fields of Query and Mutation by name, e.g. `{ editorMe: () => null }`. */
  resolvers: Record<string, FieldResolver>;
  /** Answers `POST /media` (uploads); the default refuses with 404. */
  upload?: (form: FormData) => Response | Promise<Response>;
}

export interface MockApi {
  calls: RecordedCall[];
  uploads: FormData[];
  /** Replaces or adds resolvers from now on. */
  use(resolvers: Record<string, FieldResolver>): void;
  callsOf(operationName: string): RecordedCall[];
}

/**
 * The api's schema as the api builds it: graphql-yoga merges a type declared identically in two
 * SDL files (SearchResultPageInfo in media.graphql and catalog.graphql), so the copy is dropped
 * here too. Declarations that differ still fail, as they would in the api.
 */
function withoutIdenticalDuplicates(sdl: string) {
  const document = parse(sdl);
  const seen = new Map<string, string>();
  const definitions = document.definitions.filter((definition: DefinitionNode) => {
    const isTypeDefinition =
      definition.kind === Kind.OBJECT_TYPE_DEFINITION ||
      definition.kind === Kind.INPUT_OBJECT_TYPE_DEFINITION ||
      definition.kind === Kind.ENUM_TYPE_DEFINITION ||
      definition.kind === Kind.SCALAR_TYPE_DEFINITION;
    if (!isTypeDefinition) return true;
    const printed = print({ ...definition, description: undefined });
    const previous = seen.get(definition.name.value);
    if (previous === undefined) {
      seen.set(definition.name.value, printed);
      return true;
    }
    return previous !== printed;
  });
  return { ...document, definitions };
}

const schema = buildASTSchema(withoutIdenticalDuplicates(typeDefs));

export function apiError(
  message: string,
  extensions: { category?: string; code?: string } = {},
): GraphQLError {
  return new GraphQLError(message, { extensions });
}

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function requestUrl(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  if (input instanceof URL) return input.toString();
  return input.url;
}

/** Installs the mock as the global fetch for the current test (restored by vitest). */
export function installMockApi(options: MockApiOptions): MockApi {
  const resolvers: Record<string, FieldResolver> = { ...options.resolvers };
  const calls: RecordedCall[] = [];
  const uploads: FormData[] = [];

  const rootValue = new Proxy(
    {},
    {
      get(_target, field) {
        if (typeof field !== 'string') return undefined;
        const resolver = resolvers[field];
        if (!resolver) {
          return () => {
            throw new Error(`The test api has no resolver for ${field}`);
          };
        }
        return (args: Record<string, unknown>) => resolver(args);
      },
    },
  );

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(requestUrl(input), 'http://editor.test');
    if (url.pathname === '/graphql') {
      const body = JSON.parse(String(init?.body ?? '{}')) as {
        query: string;
        variables?: Record<string, unknown>;
        operationName?: string;
      };
      calls.push({ operationName: body.operationName ?? null, variables: body.variables ?? {} });
      const document = parse(body.query);
      const validationErrors = validate(schema, document);
      if (validationErrors.length > 0) {
        return jsonResponse({ errors: validationErrors.map((error) => error.toJSON()) }, 400);
      }
      const result: ExecutionResult = await execute({
        schema,
        document,
        rootValue,
        variableValues: body.variables,
        operationName: body.operationName,
      });
      return jsonResponse({
        data: result.data ?? null,
        ...(result.errors ? { errors: result.errors.map((error) => error.toJSON()) } : {}),
      });
    }
    if (url.pathname === '/media' && init?.method === 'POST') {
      const form = init.body as FormData;
      uploads.push(form);
      return options.upload ? options.upload(form) : jsonResponse({ message: 'Not found' }, 404);
    }
    return jsonResponse({ message: `Unexpected request ${url.pathname}` }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);

  return {
    calls,
    uploads,
    use(extra) {
      Object.assign(resolvers, extra);
    },
    callsOf(operationName) {
      return calls.filter((call) => call.operationName === operationName);
    },
  };
}
