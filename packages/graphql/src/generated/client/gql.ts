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
    "mutation CreateEditor($input: CreateEditorInput!) {\n  createEditor(input: $input) {\n    uid\n    email\n    name\n    role\n    created_at\n  }\n}": typeof types.CreateEditorDocument,
    "mutation DeleteEditor($uid: ID!) {\n  deleteEditor(uid: $uid) {\n    result\n  }\n}": typeof types.DeleteEditorDocument,
    "query Editors {\n  editors {\n    uid\n    email\n    name\n    role\n    created_at\n  }\n}": typeof types.EditorsDocument,
    "mutation SetEditorPassword($uid: ID!, $newPassword: String!) {\n  changeEditorPassword(input: {uid: $uid, new_password: $newPassword}) {\n    result\n  }\n}": typeof types.SetEditorPasswordDocument,
    "mutation ChangeOwnEditorPassword($currentPassword: String!, $newPassword: String!) {\n  changeEditorPassword(\n    input: {current_password: $currentPassword, new_password: $newPassword}\n  ) {\n    result\n  }\n}": typeof types.ChangeOwnEditorPasswordDocument,
    "query EditorMe {\n  editorMe {\n    uid\n    email\n    name\n    role\n    created_at\n  }\n}": typeof types.EditorMeDocument,
    "mutation GenerateEditorToken($email: String!, $password: String!) {\n  generateEditorToken(email: $email, password: $password) {\n    editor {\n      uid\n      email\n      name\n      role\n      created_at\n    }\n  }\n}": typeof types.GenerateEditorTokenDocument,
    "mutation RevokeEditorToken {\n  revokeEditorToken {\n    result\n  }\n}": typeof types.RevokeEditorTokenDocument,
    "query BuilderPageVersions($pageUid: ID!) {\n  builderPageVersions(page_uid: $pageUid) {\n    version\n    title\n    published_at\n    published_by\n  }\n}": typeof types.BuilderPageVersionsDocument,
    "mutation CancelScheduledBuilderPagePublish($pageUid: ID!) {\n  cancelScheduledBuilderPagePublish(page_uid: $pageUid) {\n    ...BuilderPageSummaryFields\n  }\n}": typeof types.CancelScheduledBuilderPagePublishDocument,
    "mutation CreateBuilderPreviewToken($pageUid: ID!) {\n  createBuilderPreviewToken(page_uid: $pageUid) {\n    token\n    url\n    expires_at\n  }\n}": typeof types.CreateBuilderPreviewTokenDocument,
    "mutation RestoreBuilderPageVersion($input: RestoreBuilderPageVersionInput!) {\n  restoreBuilderPageVersion(input: $input) {\n    page {\n      ...BuilderPageSummaryFields\n    }\n    version {\n      version\n      title\n      published_at\n      published_by\n    }\n  }\n}": typeof types.RestoreBuilderPageVersionDocument,
    "mutation ScheduleBuilderPagePublish($input: ScheduleBuilderPagePublishInput!) {\n  scheduleBuilderPagePublish(input: $input) {\n    ...BuilderPageSummaryFields\n  }\n}": typeof types.ScheduleBuilderPagePublishDocument,
    "mutation TouchBuilderPagePresence($pageUid: ID!) {\n  touchBuilderPagePresence(page_uid: $pageUid) {\n    editor_uid\n    name\n    email\n    last_seen_at\n  }\n}": typeof types.TouchBuilderPagePresenceDocument,
    "mutation DeleteMediaAsset($uid: ID!) {\n  deleteMediaAsset(uid: $uid) {\n    result\n  }\n}": typeof types.DeleteMediaAssetDocument,
    "fragment MediaAssetFields on MediaAsset {\n  uid\n  kind\n  url\n  file_name\n  mime_type\n  size_bytes\n  width\n  height\n  alt\n  created_at\n  uploaded_by\n}": typeof types.MediaAssetFieldsFragmentDoc,
    "query MediaAssets($search: String, $kind: MediaKind, $pageSize: Int, $currentPage: Int) {\n  mediaAssets(\n    search: $search\n    kind: $kind\n    pageSize: $pageSize\n    currentPage: $currentPage\n  ) {\n    items {\n      ...MediaAssetFields\n    }\n    total_count\n    page_info {\n      page_size\n      current_page\n      total_pages\n    }\n  }\n}": typeof types.MediaAssetsDocument,
    "mutation UpdateMediaAsset($uid: ID!, $alt: String!) {\n  updateMediaAsset(uid: $uid, alt: $alt) {\n    ...MediaAssetFields\n  }\n}": typeof types.UpdateMediaAssetDocument,
    "fragment BuilderPageDraftFields on BuilderPageDraft {\n  page_uid\n  store_code\n  path\n  title\n  content\n  revision\n  updated_at\n  updated_by\n  published_version\n  scheduled_publish_at\n}": typeof types.BuilderPageDraftFieldsFragmentDoc,
    "query BuilderPageDraft($store_code: ID!, $path: String!) {\n  builderPageDraft(store_code: $store_code, path: $path) {\n    ...BuilderPageDraftFields\n  }\n}": typeof types.BuilderPageDraftDocument,
    "mutation PublishBuilderPage($input: PublishBuilderPageInput!) {\n  publishBuilderPage(input: $input) {\n    page {\n      uid\n      store_code\n      path\n      title\n      has_unpublished_changes\n      published_version\n      published_at\n      draft_revision\n      updated_at\n    }\n    version {\n      version\n      published_at\n      published_by\n    }\n  }\n}": typeof types.PublishBuilderPageDocument,
    "mutation SaveBuilderPageDraft($input: SaveBuilderPageDraftInput!) {\n  saveBuilderPageDraft(input: $input) {\n    ...BuilderPageDraftFields\n  }\n}": typeof types.SaveBuilderPageDraftDocument,
    "fragment BuilderPageSummaryFields on BuilderPageSummary {\n  uid\n  store_code\n  path\n  title\n  has_unpublished_changes\n  published_version\n  published_at\n  draft_revision\n  updated_at\n  updated_by\n  scheduled_publish_at\n}": typeof types.BuilderPageSummaryFieldsFragmentDoc,
    "query BuilderPages($storeCode: ID) {\n  builderPages(store_code: $storeCode) {\n    ...BuilderPageSummaryFields\n  }\n}": typeof types.BuilderPagesDocument,
    "mutation CreateBuilderPage($input: CreateBuilderPageInput!) {\n  createBuilderPage(input: $input) {\n    page_uid\n    store_code\n    path\n    title\n    revision\n  }\n}": typeof types.CreateBuilderPageDocument,
    "mutation DeleteBuilderPage($pageUid: ID!) {\n  deleteBuilderPage(page_uid: $pageUid) {\n    result\n  }\n}": typeof types.DeleteBuilderPageDocument,
    "mutation DuplicateBuilderPage($input: DuplicateBuilderPageInput!) {\n  duplicateBuilderPage(input: $input) {\n    ...BuilderPageSummaryFields\n  }\n}": typeof types.DuplicateBuilderPageDocument,
    "mutation MoveBuilderPage($input: MoveBuilderPageInput!) {\n  moveBuilderPage(input: $input) {\n    ...BuilderPageSummaryFields\n  }\n}": typeof types.MoveBuilderPageDocument,
    "query AvailableStores {\n  availableStores {\n    store_code\n    store_name\n    locale\n    country_id\n    path_prefix\n    is_default_store\n  }\n}": typeof types.AvailableStoresDocument,
    "query BuilderPageExists($path: String!) {\n  builderPage(path: $path) {\n    version\n  }\n}": typeof types.BuilderPageExistsDocument,
    "query BuilderPage($path: String!, $previewToken: String) {\n  builderPage(path: $path, previewToken: $previewToken) {\n    uid\n    store_code\n    path\n    title\n    content\n    version\n    published_at\n    is_preview\n  }\n}": typeof types.BuilderPageDocument,
    "query StoreConfig {\n  storeConfig {\n    store_code\n    store_name\n    locale\n    base_currency_code\n    country_id\n    path_prefix\n    minimum_age\n    federal_vaping_rules\n    nicotine_warning\n    max_nicotine_mg_ml\n  }\n}": typeof types.StoreConfigDocument,
};
const documents: Documents = {
    "mutation CreateEditor($input: CreateEditorInput!) {\n  createEditor(input: $input) {\n    uid\n    email\n    name\n    role\n    created_at\n  }\n}": types.CreateEditorDocument,
    "mutation DeleteEditor($uid: ID!) {\n  deleteEditor(uid: $uid) {\n    result\n  }\n}": types.DeleteEditorDocument,
    "query Editors {\n  editors {\n    uid\n    email\n    name\n    role\n    created_at\n  }\n}": types.EditorsDocument,
    "mutation SetEditorPassword($uid: ID!, $newPassword: String!) {\n  changeEditorPassword(input: {uid: $uid, new_password: $newPassword}) {\n    result\n  }\n}": types.SetEditorPasswordDocument,
    "mutation ChangeOwnEditorPassword($currentPassword: String!, $newPassword: String!) {\n  changeEditorPassword(\n    input: {current_password: $currentPassword, new_password: $newPassword}\n  ) {\n    result\n  }\n}": types.ChangeOwnEditorPasswordDocument,
    "query EditorMe {\n  editorMe {\n    uid\n    email\n    name\n    role\n    created_at\n  }\n}": types.EditorMeDocument,
    "mutation GenerateEditorToken($email: String!, $password: String!) {\n  generateEditorToken(email: $email, password: $password) {\n    editor {\n      uid\n      email\n      name\n      role\n      created_at\n    }\n  }\n}": types.GenerateEditorTokenDocument,
    "mutation RevokeEditorToken {\n  revokeEditorToken {\n    result\n  }\n}": types.RevokeEditorTokenDocument,
    "query BuilderPageVersions($pageUid: ID!) {\n  builderPageVersions(page_uid: $pageUid) {\n    version\n    title\n    published_at\n    published_by\n  }\n}": types.BuilderPageVersionsDocument,
    "mutation CancelScheduledBuilderPagePublish($pageUid: ID!) {\n  cancelScheduledBuilderPagePublish(page_uid: $pageUid) {\n    ...BuilderPageSummaryFields\n  }\n}": types.CancelScheduledBuilderPagePublishDocument,
    "mutation CreateBuilderPreviewToken($pageUid: ID!) {\n  createBuilderPreviewToken(page_uid: $pageUid) {\n    token\n    url\n    expires_at\n  }\n}": types.CreateBuilderPreviewTokenDocument,
    "mutation RestoreBuilderPageVersion($input: RestoreBuilderPageVersionInput!) {\n  restoreBuilderPageVersion(input: $input) {\n    page {\n      ...BuilderPageSummaryFields\n    }\n    version {\n      version\n      title\n      published_at\n      published_by\n    }\n  }\n}": types.RestoreBuilderPageVersionDocument,
    "mutation ScheduleBuilderPagePublish($input: ScheduleBuilderPagePublishInput!) {\n  scheduleBuilderPagePublish(input: $input) {\n    ...BuilderPageSummaryFields\n  }\n}": types.ScheduleBuilderPagePublishDocument,
    "mutation TouchBuilderPagePresence($pageUid: ID!) {\n  touchBuilderPagePresence(page_uid: $pageUid) {\n    editor_uid\n    name\n    email\n    last_seen_at\n  }\n}": types.TouchBuilderPagePresenceDocument,
    "mutation DeleteMediaAsset($uid: ID!) {\n  deleteMediaAsset(uid: $uid) {\n    result\n  }\n}": types.DeleteMediaAssetDocument,
    "fragment MediaAssetFields on MediaAsset {\n  uid\n  kind\n  url\n  file_name\n  mime_type\n  size_bytes\n  width\n  height\n  alt\n  created_at\n  uploaded_by\n}": types.MediaAssetFieldsFragmentDoc,
    "query MediaAssets($search: String, $kind: MediaKind, $pageSize: Int, $currentPage: Int) {\n  mediaAssets(\n    search: $search\n    kind: $kind\n    pageSize: $pageSize\n    currentPage: $currentPage\n  ) {\n    items {\n      ...MediaAssetFields\n    }\n    total_count\n    page_info {\n      page_size\n      current_page\n      total_pages\n    }\n  }\n}": types.MediaAssetsDocument,
    "mutation UpdateMediaAsset($uid: ID!, $alt: String!) {\n  updateMediaAsset(uid: $uid, alt: $alt) {\n    ...MediaAssetFields\n  }\n}": types.UpdateMediaAssetDocument,
    "fragment BuilderPageDraftFields on BuilderPageDraft {\n  page_uid\n  store_code\n  path\n  title\n  content\n  revision\n  updated_at\n  updated_by\n  published_version\n  scheduled_publish_at\n}": types.BuilderPageDraftFieldsFragmentDoc,
    "query BuilderPageDraft($store_code: ID!, $path: String!) {\n  builderPageDraft(store_code: $store_code, path: $path) {\n    ...BuilderPageDraftFields\n  }\n}": types.BuilderPageDraftDocument,
    "mutation PublishBuilderPage($input: PublishBuilderPageInput!) {\n  publishBuilderPage(input: $input) {\n    page {\n      uid\n      store_code\n      path\n      title\n      has_unpublished_changes\n      published_version\n      published_at\n      draft_revision\n      updated_at\n    }\n    version {\n      version\n      published_at\n      published_by\n    }\n  }\n}": types.PublishBuilderPageDocument,
    "mutation SaveBuilderPageDraft($input: SaveBuilderPageDraftInput!) {\n  saveBuilderPageDraft(input: $input) {\n    ...BuilderPageDraftFields\n  }\n}": types.SaveBuilderPageDraftDocument,
    "fragment BuilderPageSummaryFields on BuilderPageSummary {\n  uid\n  store_code\n  path\n  title\n  has_unpublished_changes\n  published_version\n  published_at\n  draft_revision\n  updated_at\n  updated_by\n  scheduled_publish_at\n}": types.BuilderPageSummaryFieldsFragmentDoc,
    "query BuilderPages($storeCode: ID) {\n  builderPages(store_code: $storeCode) {\n    ...BuilderPageSummaryFields\n  }\n}": types.BuilderPagesDocument,
    "mutation CreateBuilderPage($input: CreateBuilderPageInput!) {\n  createBuilderPage(input: $input) {\n    page_uid\n    store_code\n    path\n    title\n    revision\n  }\n}": types.CreateBuilderPageDocument,
    "mutation DeleteBuilderPage($pageUid: ID!) {\n  deleteBuilderPage(page_uid: $pageUid) {\n    result\n  }\n}": types.DeleteBuilderPageDocument,
    "mutation DuplicateBuilderPage($input: DuplicateBuilderPageInput!) {\n  duplicateBuilderPage(input: $input) {\n    ...BuilderPageSummaryFields\n  }\n}": types.DuplicateBuilderPageDocument,
    "mutation MoveBuilderPage($input: MoveBuilderPageInput!) {\n  moveBuilderPage(input: $input) {\n    ...BuilderPageSummaryFields\n  }\n}": types.MoveBuilderPageDocument,
    "query AvailableStores {\n  availableStores {\n    store_code\n    store_name\n    locale\n    country_id\n    path_prefix\n    is_default_store\n  }\n}": types.AvailableStoresDocument,
    "query BuilderPageExists($path: String!) {\n  builderPage(path: $path) {\n    version\n  }\n}": types.BuilderPageExistsDocument,
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
export function graphql(source: "mutation CreateEditor($input: CreateEditorInput!) {\n  createEditor(input: $input) {\n    uid\n    email\n    name\n    role\n    created_at\n  }\n}"): (typeof documents)["mutation CreateEditor($input: CreateEditorInput!) {\n  createEditor(input: $input) {\n    uid\n    email\n    name\n    role\n    created_at\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteEditor($uid: ID!) {\n  deleteEditor(uid: $uid) {\n    result\n  }\n}"): (typeof documents)["mutation DeleteEditor($uid: ID!) {\n  deleteEditor(uid: $uid) {\n    result\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Editors {\n  editors {\n    uid\n    email\n    name\n    role\n    created_at\n  }\n}"): (typeof documents)["query Editors {\n  editors {\n    uid\n    email\n    name\n    role\n    created_at\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetEditorPassword($uid: ID!, $newPassword: String!) {\n  changeEditorPassword(input: {uid: $uid, new_password: $newPassword}) {\n    result\n  }\n}"): (typeof documents)["mutation SetEditorPassword($uid: ID!, $newPassword: String!) {\n  changeEditorPassword(input: {uid: $uid, new_password: $newPassword}) {\n    result\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ChangeOwnEditorPassword($currentPassword: String!, $newPassword: String!) {\n  changeEditorPassword(\n    input: {current_password: $currentPassword, new_password: $newPassword}\n  ) {\n    result\n  }\n}"): (typeof documents)["mutation ChangeOwnEditorPassword($currentPassword: String!, $newPassword: String!) {\n  changeEditorPassword(\n    input: {current_password: $currentPassword, new_password: $newPassword}\n  ) {\n    result\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query EditorMe {\n  editorMe {\n    uid\n    email\n    name\n    role\n    created_at\n  }\n}"): (typeof documents)["query EditorMe {\n  editorMe {\n    uid\n    email\n    name\n    role\n    created_at\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation GenerateEditorToken($email: String!, $password: String!) {\n  generateEditorToken(email: $email, password: $password) {\n    editor {\n      uid\n      email\n      name\n      role\n      created_at\n    }\n  }\n}"): (typeof documents)["mutation GenerateEditorToken($email: String!, $password: String!) {\n  generateEditorToken(email: $email, password: $password) {\n    editor {\n      uid\n      email\n      name\n      role\n      created_at\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RevokeEditorToken {\n  revokeEditorToken {\n    result\n  }\n}"): (typeof documents)["mutation RevokeEditorToken {\n  revokeEditorToken {\n    result\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BuilderPageVersions($pageUid: ID!) {\n  builderPageVersions(page_uid: $pageUid) {\n    version\n    title\n    published_at\n    published_by\n  }\n}"): (typeof documents)["query BuilderPageVersions($pageUid: ID!) {\n  builderPageVersions(page_uid: $pageUid) {\n    version\n    title\n    published_at\n    published_by\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CancelScheduledBuilderPagePublish($pageUid: ID!) {\n  cancelScheduledBuilderPagePublish(page_uid: $pageUid) {\n    ...BuilderPageSummaryFields\n  }\n}"): (typeof documents)["mutation CancelScheduledBuilderPagePublish($pageUid: ID!) {\n  cancelScheduledBuilderPagePublish(page_uid: $pageUid) {\n    ...BuilderPageSummaryFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateBuilderPreviewToken($pageUid: ID!) {\n  createBuilderPreviewToken(page_uid: $pageUid) {\n    token\n    url\n    expires_at\n  }\n}"): (typeof documents)["mutation CreateBuilderPreviewToken($pageUid: ID!) {\n  createBuilderPreviewToken(page_uid: $pageUid) {\n    token\n    url\n    expires_at\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RestoreBuilderPageVersion($input: RestoreBuilderPageVersionInput!) {\n  restoreBuilderPageVersion(input: $input) {\n    page {\n      ...BuilderPageSummaryFields\n    }\n    version {\n      version\n      title\n      published_at\n      published_by\n    }\n  }\n}"): (typeof documents)["mutation RestoreBuilderPageVersion($input: RestoreBuilderPageVersionInput!) {\n  restoreBuilderPageVersion(input: $input) {\n    page {\n      ...BuilderPageSummaryFields\n    }\n    version {\n      version\n      title\n      published_at\n      published_by\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ScheduleBuilderPagePublish($input: ScheduleBuilderPagePublishInput!) {\n  scheduleBuilderPagePublish(input: $input) {\n    ...BuilderPageSummaryFields\n  }\n}"): (typeof documents)["mutation ScheduleBuilderPagePublish($input: ScheduleBuilderPagePublishInput!) {\n  scheduleBuilderPagePublish(input: $input) {\n    ...BuilderPageSummaryFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TouchBuilderPagePresence($pageUid: ID!) {\n  touchBuilderPagePresence(page_uid: $pageUid) {\n    editor_uid\n    name\n    email\n    last_seen_at\n  }\n}"): (typeof documents)["mutation TouchBuilderPagePresence($pageUid: ID!) {\n  touchBuilderPagePresence(page_uid: $pageUid) {\n    editor_uid\n    name\n    email\n    last_seen_at\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteMediaAsset($uid: ID!) {\n  deleteMediaAsset(uid: $uid) {\n    result\n  }\n}"): (typeof documents)["mutation DeleteMediaAsset($uid: ID!) {\n  deleteMediaAsset(uid: $uid) {\n    result\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment MediaAssetFields on MediaAsset {\n  uid\n  kind\n  url\n  file_name\n  mime_type\n  size_bytes\n  width\n  height\n  alt\n  created_at\n  uploaded_by\n}"): (typeof documents)["fragment MediaAssetFields on MediaAsset {\n  uid\n  kind\n  url\n  file_name\n  mime_type\n  size_bytes\n  width\n  height\n  alt\n  created_at\n  uploaded_by\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MediaAssets($search: String, $kind: MediaKind, $pageSize: Int, $currentPage: Int) {\n  mediaAssets(\n    search: $search\n    kind: $kind\n    pageSize: $pageSize\n    currentPage: $currentPage\n  ) {\n    items {\n      ...MediaAssetFields\n    }\n    total_count\n    page_info {\n      page_size\n      current_page\n      total_pages\n    }\n  }\n}"): (typeof documents)["query MediaAssets($search: String, $kind: MediaKind, $pageSize: Int, $currentPage: Int) {\n  mediaAssets(\n    search: $search\n    kind: $kind\n    pageSize: $pageSize\n    currentPage: $currentPage\n  ) {\n    items {\n      ...MediaAssetFields\n    }\n    total_count\n    page_info {\n      page_size\n      current_page\n      total_pages\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateMediaAsset($uid: ID!, $alt: String!) {\n  updateMediaAsset(uid: $uid, alt: $alt) {\n    ...MediaAssetFields\n  }\n}"): (typeof documents)["mutation UpdateMediaAsset($uid: ID!, $alt: String!) {\n  updateMediaAsset(uid: $uid, alt: $alt) {\n    ...MediaAssetFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment BuilderPageDraftFields on BuilderPageDraft {\n  page_uid\n  store_code\n  path\n  title\n  content\n  revision\n  updated_at\n  updated_by\n  published_version\n  scheduled_publish_at\n}"): (typeof documents)["fragment BuilderPageDraftFields on BuilderPageDraft {\n  page_uid\n  store_code\n  path\n  title\n  content\n  revision\n  updated_at\n  updated_by\n  published_version\n  scheduled_publish_at\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BuilderPageDraft($store_code: ID!, $path: String!) {\n  builderPageDraft(store_code: $store_code, path: $path) {\n    ...BuilderPageDraftFields\n  }\n}"): (typeof documents)["query BuilderPageDraft($store_code: ID!, $path: String!) {\n  builderPageDraft(store_code: $store_code, path: $path) {\n    ...BuilderPageDraftFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PublishBuilderPage($input: PublishBuilderPageInput!) {\n  publishBuilderPage(input: $input) {\n    page {\n      uid\n      store_code\n      path\n      title\n      has_unpublished_changes\n      published_version\n      published_at\n      draft_revision\n      updated_at\n    }\n    version {\n      version\n      published_at\n      published_by\n    }\n  }\n}"): (typeof documents)["mutation PublishBuilderPage($input: PublishBuilderPageInput!) {\n  publishBuilderPage(input: $input) {\n    page {\n      uid\n      store_code\n      path\n      title\n      has_unpublished_changes\n      published_version\n      published_at\n      draft_revision\n      updated_at\n    }\n    version {\n      version\n      published_at\n      published_by\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SaveBuilderPageDraft($input: SaveBuilderPageDraftInput!) {\n  saveBuilderPageDraft(input: $input) {\n    ...BuilderPageDraftFields\n  }\n}"): (typeof documents)["mutation SaveBuilderPageDraft($input: SaveBuilderPageDraftInput!) {\n  saveBuilderPageDraft(input: $input) {\n    ...BuilderPageDraftFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment BuilderPageSummaryFields on BuilderPageSummary {\n  uid\n  store_code\n  path\n  title\n  has_unpublished_changes\n  published_version\n  published_at\n  draft_revision\n  updated_at\n  updated_by\n  scheduled_publish_at\n}"): (typeof documents)["fragment BuilderPageSummaryFields on BuilderPageSummary {\n  uid\n  store_code\n  path\n  title\n  has_unpublished_changes\n  published_version\n  published_at\n  draft_revision\n  updated_at\n  updated_by\n  scheduled_publish_at\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BuilderPages($storeCode: ID) {\n  builderPages(store_code: $storeCode) {\n    ...BuilderPageSummaryFields\n  }\n}"): (typeof documents)["query BuilderPages($storeCode: ID) {\n  builderPages(store_code: $storeCode) {\n    ...BuilderPageSummaryFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateBuilderPage($input: CreateBuilderPageInput!) {\n  createBuilderPage(input: $input) {\n    page_uid\n    store_code\n    path\n    title\n    revision\n  }\n}"): (typeof documents)["mutation CreateBuilderPage($input: CreateBuilderPageInput!) {\n  createBuilderPage(input: $input) {\n    page_uid\n    store_code\n    path\n    title\n    revision\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteBuilderPage($pageUid: ID!) {\n  deleteBuilderPage(page_uid: $pageUid) {\n    result\n  }\n}"): (typeof documents)["mutation DeleteBuilderPage($pageUid: ID!) {\n  deleteBuilderPage(page_uid: $pageUid) {\n    result\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DuplicateBuilderPage($input: DuplicateBuilderPageInput!) {\n  duplicateBuilderPage(input: $input) {\n    ...BuilderPageSummaryFields\n  }\n}"): (typeof documents)["mutation DuplicateBuilderPage($input: DuplicateBuilderPageInput!) {\n  duplicateBuilderPage(input: $input) {\n    ...BuilderPageSummaryFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MoveBuilderPage($input: MoveBuilderPageInput!) {\n  moveBuilderPage(input: $input) {\n    ...BuilderPageSummaryFields\n  }\n}"): (typeof documents)["mutation MoveBuilderPage($input: MoveBuilderPageInput!) {\n  moveBuilderPage(input: $input) {\n    ...BuilderPageSummaryFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AvailableStores {\n  availableStores {\n    store_code\n    store_name\n    locale\n    country_id\n    path_prefix\n    is_default_store\n  }\n}"): (typeof documents)["query AvailableStores {\n  availableStores {\n    store_code\n    store_name\n    locale\n    country_id\n    path_prefix\n    is_default_store\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BuilderPageExists($path: String!) {\n  builderPage(path: $path) {\n    version\n  }\n}"): (typeof documents)["query BuilderPageExists($path: String!) {\n  builderPage(path: $path) {\n    version\n  }\n}"];
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