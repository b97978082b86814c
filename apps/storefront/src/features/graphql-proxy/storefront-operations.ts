import {
  Kind,
  parse,
  type DefinitionNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import {
  AvailableStoresDocument,
  BuilderPageDocument,
  BuilderPageExistsDocument,
  SearchSuggestionsDocument,
  SiteFooterDocument,
  StoreConfigDocument,
} from '@lumo/graphql';
import { typeDefs } from '@lumo/graphql/server';

/**
 * Which root fields the storefront's /graphql passes to the api. Editor work (sign-in, pages,
 * drafts, media, accounts, presence, preview tokens) goes through the editor's own server, never
 * through the shop: a shopper's browser has no business calling it, and the storefront must not
 * become a second, anonymous door to it (decision record 0008).
 *
 * Derived from the SDL: every root field of the schema files that are not the editor's, plus the
 * root fields of the storefront's own operations (packages/graphql/operations/storefront), which
 * adds the public `builderPage` and `siteFooter` from builder.graphql.
 */
export const EDITOR_SCHEMA_FILES = [
  'editor.graphql',
  'builder.graphql',
  'media.graphql',
  'catalog-admin.graphql',
];

/**
 * The storefront's operations (packages/graphql/operations/storefront) whose root fields are
 * allowed even where their SDL file is the editor's (builderPage, siteFooter). The account
 * operations (operations/storefront/account) need no entry: their fields are customer.graphql's,
 * allowed above, and the sign-in and sign-out among them stay refused (SERVER_ONLY_ROOT_FIELDS;
 * app/graphql/route.test.ts checks every file).
 */
export const STOREFRONT_DOCUMENTS: readonly DocumentNode[] = [
  AvailableStoresDocument,
  BuilderPageDocument,
  BuilderPageExistsDocument,
  SiteFooterDocument,
  // The header search box's suggestions (features/shell/search).
  SearchSuggestionsDocument,
  StoreConfigDocument,
];

/**
 * Root fields that mint or end a customer token: only the storefront's server calls them (its
 * account actions keep the token in the httpOnly cookie, ADR 0026). Through /graphql the token
 * would reach the browser's JavaScript.
 */
export const SERVER_ONLY_ROOT_FIELDS: ReadonlySet<string> = new Set([
  'generateCustomerToken',
  'revokeCustomerToken',
]);

/** Far above any storefront operation; graphql's parser stops counting there. */
const MAX_TOKENS = 4000;
const ROOT_TYPES = new Set(['Query', 'Mutation', 'Subscription']);

/** Root fields per SDL file, from the bundled type definitions (`# <file>.graphql` sections). */
export function rootFieldsBySchemaFile(sdl: string = typeDefs): Map<string, Set<string>> {
  const byFile = new Map<string, Set<string>>();
  const sections = sdl.split(/^# (\S+\.graphql)$/m);
  for (let index = 1; index < sections.length; index += 2) {
    const file = sections[index] ?? '';
    const fields = new Set<string>();
    for (const definition of parse(sections[index + 1] ?? '').definitions) {
      for (const field of rootFieldsDefinedBy(definition)) fields.add(field);
    }
    byFile.set(file, fields);
  }
  return byFile;
}

function rootFieldsDefinedBy(definition: DefinitionNode): string[] {
  if (
    (definition.kind === Kind.OBJECT_TYPE_DEFINITION ||
      definition.kind === Kind.OBJECT_TYPE_EXTENSION) &&
    ROOT_TYPES.has(definition.name.value)
  ) {
    return (definition.fields ?? []).map((field) => field.name.value);
  }
  return [];
}

function storefrontRootFields(): Set<string> {
  const allowed = new Set<string>(['__typename']);
  for (const [file, fields] of rootFieldsBySchemaFile()) {
    if (!EDITOR_SCHEMA_FILES.includes(file)) fields.forEach((field) => allowed.add(field));
  }
  for (const document of STOREFRONT_DOCUMENTS) {
    rootFieldsOf(document).forEach((field) => allowed.add(field));
  }
  for (const field of SERVER_ONLY_ROOT_FIELDS) allowed.delete(field);
  return allowed;
}

export const STOREFRONT_ROOT_FIELDS: ReadonlySet<string> = storefrontRootFields();

/**
 * Every root field any operation of the document selects (aliases, fragments and inline
 * fragments resolved), whichever operation the request names: all of them are checked.
 */
export function rootFieldsOf(document: DocumentNode): Set<string> {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) {
      fragments.set(definition.name.value, definition);
    }
  }
  const fields = new Set<string>();
  const visited = new Set<string>();
  const walk = (selectionSet: SelectionSetNode) => {
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        fields.add(selection.name.value);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        walk(selection.selectionSet);
      } else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        if (fragment && !visited.has(name)) {
          visited.add(name);
          walk(fragment.selectionSet);
        }
      }
    }
  };
  for (const definition of document.definitions) {
    if (definition.kind === Kind.OPERATION_DEFINITION) walk(definition.selectionSet);
  }
  return fields;
}

export type OperationCheck =
  { ok: true } | { ok: false; status: 400 | 403; message: string; refusedFields?: string[] };

/** Decides whether a /graphql body may go to the api. `body` is already size-limited. */
export function checkStorefrontOperation(body: ArrayBuffer): OperationCheck {
  let payload: unknown;
  try {
    payload = JSON.parse(new TextDecoder().decode(body));
  } catch {
    return { ok: false, status: 400, message: 'The request body is not valid JSON.' };
  }
  const query =
    payload !== null && typeof payload === 'object' && !Array.isArray(payload)
      ? (payload as { query?: unknown }).query
      : undefined;
  if (typeof query !== 'string') {
    return { ok: false, status: 400, message: 'Send one GraphQL operation with a "query".' };
  }
  let document: DocumentNode;
  try {
    document = parse(query, { noLocation: true, maxTokens: MAX_TOKENS });
  } catch {
    return { ok: false, status: 400, message: 'The GraphQL document could not be parsed.' };
  }
  const refused = [...rootFieldsOf(document)].filter((field) => !STOREFRONT_ROOT_FIELDS.has(field));
  if (refused.length > 0) {
    return {
      ok: false,
      status: 403,
      message: `Not available through the shop: ${refused.join(', ')}.`,
      refusedFields: refused,
    };
  }
  return { ok: true };
}
