/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "query AvailableStores {\n  availableStores {\n    store_code\n    store_name\n    locale\n    country_id\n    path_prefix\n    is_default_store\n  }\n}": typeof types.AvailableStoresDocument,
    "query BuilderPage($path: String!, $previewToken: String) {\n  builderPage(path: $path, previewToken: $previewToken) {\n    uid\n    store_code\n    path\n    title\n    content\n    version\n    published_at\n    is_preview\n  }\n}": typeof types.BuilderPageDocument,
    "query StoreConfig {\n  storeConfig {\n    store_code\n    store_name\n    locale\n    base_currency_code\n    country_id\n    path_prefix\n    minimum_age\n    federal_vaping_rules\n    nicotine_warning\n    max_nicotine_mg_ml\n  }\n}": typeof types.StoreConfigDocument,
};
const documents: Documents = {
    "query AvailableStores {\n  availableStores {\n    store_code\n    store_name\n    locale\n    country_id\n    path_prefix\n    is_default_store\n  }\n}": types.AvailableStoresDocument,
    "query BuilderPage($path: String!, $previewToken: String) {\n  builderPage(path: $path, previewToken: $previewToken) {\n    uid\n    store_code\n    path\n    title\n    content\n    version\n    published_at\n    is_preview\n  }\n}": types.BuilderPageDocument,
    "query StoreConfig {\n  storeConfig {\n    store_code\n    store_name\n    locale\n    base_currency_code\n    country_id\n    path_prefix\n    minimum_age\n    federal_vaping_rules\n    nicotine_warning\n    max_nicotine_mg_ml\n  }\n}": types.StoreConfigDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AvailableStores {\n  availableStores {\n    store_code\n    store_name\n    locale\n    country_id\n    path_prefix\n    is_default_store\n  }\n}"): (typeof documents)["query AvailableStores {\n  availableStores {\n    store_code\n    store_name\n    locale\n    country_id\n    path_prefix\n    is_default_store\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BuilderPage($path: String!, $previewToken: String) {\n  builderPage(path: $path, previewToken: $previewToken) {\n    uid\n    store_code\n    path\n    title\n    content\n    version\n    published_at\n    is_preview\n  }\n}"): (typeof documents)["query BuilderPage($path: String!, $previewToken: String) {\n  builderPage(path: $path, previewToken: $previewToken) {\n    uid\n    store_code\n    path\n    title\n    content\n    version\n    published_at\n    is_preview\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query StoreConfig {\n  storeConfig {\n    store_code\n    store_name\n    locale\n    base_currency_code\n    country_id\n    path_prefix\n    minimum_age\n    federal_vaping_rules\n    nicotine_warning\n    max_nicotine_mg_ml\n  }\n}"): (typeof documents)["query StoreConfig {\n  storeConfig {\n    store_code\n    store_name\n    locale\n    base_currency_code\n    country_id\n    path_prefix\n    minimum_age\n    federal_vaping_rules\n    nicotine_warning\n    max_nicotine_mg_ml\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;