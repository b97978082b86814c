/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null | undefined;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** Arbitrary JSON value (used for the published page format, owned by @lumo/block-schema). */
  JSON: { input: unknown; output: unknown; }
};

/** Magento-style boolean result. */
export type BooleanResult = {
  __typename?: 'BooleanResult';
  result: Scalars['Boolean']['output'];
};

export type BuilderPage = {
  __typename?: 'BuilderPage';
  /** The page in the published page format of @lumo/block-schema. */
  content: Scalars['JSON']['output'];
  is_preview: Scalars['Boolean']['output'];
  path: Scalars['String']['output'];
  published_at?: Maybe<Scalars['String']['output']>;
  store_code: Scalars['ID']['output'];
  title: Scalars['String']['output'];
  uid: Scalars['ID']['output'];
  /** Published version number; 0 for a draft shown through a preview token. */
  version: Scalars['Int']['output'];
};

export type BuilderPageDraft = {
  __typename?: 'BuilderPageDraft';
  content: Scalars['JSON']['output'];
  page_uid: Scalars['ID']['output'];
  path: Scalars['String']['output'];
  published_version?: Maybe<Scalars['Int']['output']>;
  /** Increases by one with every saved draft; send it back as base_revision. */
  revision: Scalars['Int']['output'];
  scheduled_publish_at?: Maybe<Scalars['String']['output']>;
  store_code: Scalars['ID']['output'];
  title: Scalars['String']['output'];
  updated_at: Scalars['String']['output'];
  updated_by?: Maybe<Scalars['String']['output']>;
};

export type BuilderPagePublishOutput = {
  __typename?: 'BuilderPagePublishOutput';
  page: BuilderPageSummary;
  version: BuilderPageVersion;
};

export type BuilderPageSummary = {
  __typename?: 'BuilderPageSummary';
  draft_revision: Scalars['Int']['output'];
  has_unpublished_changes: Scalars['Boolean']['output'];
  path: Scalars['String']['output'];
  published_at?: Maybe<Scalars['String']['output']>;
  published_version?: Maybe<Scalars['Int']['output']>;
  /** Why the last scheduled publish was refused (e.g. the draft was invalid); null otherwise. */
  schedule_error?: Maybe<Scalars['String']['output']>;
  scheduled_publish_at?: Maybe<Scalars['String']['output']>;
  store_code: Scalars['ID']['output'];
  title: Scalars['String']['output'];
  uid: Scalars['ID']['output'];
  updated_at: Scalars['String']['output'];
  updated_by?: Maybe<Scalars['String']['output']>;
};

export type BuilderPageVersion = {
  __typename?: 'BuilderPageVersion';
  content: Scalars['JSON']['output'];
  published_at: Scalars['String']['output'];
  published_by: Scalars['String']['output'];
  title: Scalars['String']['output'];
  version: Scalars['Int']['output'];
};

export type BuilderPreviewToken = {
  __typename?: 'BuilderPreviewToken';
  expires_at: Scalars['String']['output'];
  token: Scalars['String']['output'];
  /** Storefront path (with store prefix) plus ?preview=<token>. */
  url: Scalars['String']['output'];
};

export type ChangeEditorPasswordInput = {
  current_password?: InputMaybe<Scalars['String']['input']>;
  new_password: Scalars['String']['input'];
  uid?: InputMaybe<Scalars['ID']['input']>;
};

export type CreateBuilderPageInput = {
  path: Scalars['String']['input'];
  store_code: Scalars['ID']['input'];
  title: Scalars['String']['input'];
};

export type CreateEditorInput = {
  email: Scalars['String']['input'];
  name: Scalars['String']['input'];
  password: Scalars['String']['input'];
  role?: InputMaybe<EditorRole>;
};

export type DuplicateBuilderPageInput = {
  page_uid: Scalars['ID']['input'];
  path: Scalars['String']['input'];
  store_code: Scalars['ID']['input'];
};

export type Editor = {
  __typename?: 'Editor';
  created_at: Scalars['String']['output'];
  email: Scalars['String']['output'];
  name: Scalars['String']['output'];
  role: EditorRole;
  uid: Scalars['ID']['output'];
};

export type EditorPresence = {
  __typename?: 'EditorPresence';
  editor_uid: Scalars['ID']['output'];
  email: Scalars['String']['output'];
  last_seen_at: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type EditorRole =
  | 'ADMIN'
  | 'EDITOR';

export type EditorToken = {
  __typename?: 'EditorToken';
  editor: Editor;
  token: Scalars['String']['output'];
};

export type MediaAsset = {
  __typename?: 'MediaAsset';
  alt: Scalars['String']['output'];
  created_at: Scalars['String']['output'];
  file_name: Scalars['String']['output'];
  height?: Maybe<Scalars['Int']['output']>;
  kind: MediaKind;
  mime_type: Scalars['String']['output'];
  size_bytes: Scalars['Int']['output'];
  uid: Scalars['ID']['output'];
  uploaded_by?: Maybe<Scalars['String']['output']>;
  /** Public URL path, e.g. /media/2026/hero-3f2a.webp */
  url: Scalars['String']['output'];
  width?: Maybe<Scalars['Int']['output']>;
};

export type MediaAssets = {
  __typename?: 'MediaAssets';
  items: Array<MediaAsset>;
  page_info: SearchResultPageInfo;
  total_count: Scalars['Int']['output'];
};

export type MediaKind =
  | 'IMAGE'
  | 'VIDEO';

export type MoveBuilderPageInput = {
  new_path: Scalars['String']['input'];
  page_uid: Scalars['ID']['input'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Editor token required. */
  cancelScheduledBuilderPagePublish: BuilderPageSummary;
  /** Own password (current_password required) or, for admins, anyone's (uid given). */
  changeEditorPassword: BooleanResult;
  /** Editor token required. Creates an empty page (draft only) at a path. */
  createBuilderPage: BuilderPageDraft;
  /** Editor token required. A signed, expiring storefront URL that shows the current draft. */
  createBuilderPreviewToken: BuilderPreviewToken;
  /** Admin only. */
  createEditor: Editor;
  /** Editor token required. Deletes a page with its versions. */
  deleteBuilderPage: BooleanResult;
  /** Admin only. An editor cannot delete themself. */
  deleteEditor: BooleanResult;
  /** Editor token required. */
  deleteMediaAsset: BooleanResult;
  /** Editor token required. Copies a page's draft to another path and/or store view. */
  duplicateBuilderPage: BuilderPageSummary;
  /**
   * Editor login. Sets an httpOnly SameSite=Strict cookie `editor_token` and also returns the token
   * (Magento's generateCustomerToken shape). Rate limited per email and address.
   */
  generateEditorToken: EditorToken;
  /** Editor token required. Changes a page's path within its store view. */
  moveBuilderPage: BuilderPageSummary;
  /**
   * Editor token required. Validates the content with @lumo/block-schema (refused with
   * graphql-input and a list of issues when invalid, nothing stored), stores a new published
   * version and makes it live. Content omitted: publishes the current draft.
   */
  publishBuilderPage: BuilderPagePublishOutput;
  /** Editor token required. Publishes an older version's content again as a new version. */
  restoreBuilderPageVersion: BuilderPagePublishOutput;
  /** Ends the current editor token and clears the cookie. */
  revokeEditorToken: BooleanResult;
  /**
   * Editor token required. Saves the working draft. `base_revision` is the draft revision the
   * editor started from; when another editor saved a newer one, the save is refused
   * (extensions.category graphql-already-exists, code DRAFT_CONFLICT) and nothing is stored.
   */
  saveBuilderPageDraft: BuilderPageDraft;
  /** Editor token required. Publishes the current draft at `publish_at` (ISO 8601, future). */
  scheduleBuilderPagePublish: BuilderPageSummary;
  /** Editor token required. Marks the editor as present on a page; returns everyone present. */
  touchBuilderPagePresence: Array<EditorPresence>;
  /** Editor token required. */
  updateMediaAsset: MediaAsset;
};


export type MutationCancelScheduledBuilderPagePublishArgs = {
  page_uid: Scalars['ID']['input'];
};


export type MutationChangeEditorPasswordArgs = {
  input: ChangeEditorPasswordInput;
};


export type MutationCreateBuilderPageArgs = {
  input: CreateBuilderPageInput;
};


export type MutationCreateBuilderPreviewTokenArgs = {
  page_uid: Scalars['ID']['input'];
};


export type MutationCreateEditorArgs = {
  input: CreateEditorInput;
};


export type MutationDeleteBuilderPageArgs = {
  page_uid: Scalars['ID']['input'];
};


export type MutationDeleteEditorArgs = {
  uid: Scalars['ID']['input'];
};


export type MutationDeleteMediaAssetArgs = {
  uid: Scalars['ID']['input'];
};


export type MutationDuplicateBuilderPageArgs = {
  input: DuplicateBuilderPageInput;
};


export type MutationGenerateEditorTokenArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationMoveBuilderPageArgs = {
  input: MoveBuilderPageInput;
};


export type MutationPublishBuilderPageArgs = {
  input: PublishBuilderPageInput;
};


export type MutationRestoreBuilderPageVersionArgs = {
  input: RestoreBuilderPageVersionInput;
};


export type MutationSaveBuilderPageDraftArgs = {
  input: SaveBuilderPageDraftInput;
};


export type MutationScheduleBuilderPagePublishArgs = {
  input: ScheduleBuilderPagePublishInput;
};


export type MutationTouchBuilderPagePresenceArgs = {
  page_uid: Scalars['ID']['input'];
};


export type MutationUpdateMediaAssetArgs = {
  alt: Scalars['String']['input'];
  uid: Scalars['ID']['input'];
};

export type PublishBuilderPageInput = {
  base_revision?: InputMaybe<Scalars['Int']['input']>;
  content?: InputMaybe<Scalars['JSON']['input']>;
  path: Scalars['String']['input'];
  store_code: Scalars['ID']['input'];
};

export type Query = {
  __typename?: 'Query';
  /** Every store view (Magento: availableStores). */
  availableStores?: Maybe<Array<Maybe<StoreConfig>>>;
  /**
   * The published builder page at `path` in the store view of the Store header, or null.
   * With a valid `previewToken` (signed, expiring; see createBuilderPreviewToken) the current draft
   * is returned instead. Without one, drafts are never visible.
   */
  builderPage?: Maybe<BuilderPage>;
  /** Editor token required. The working draft of a page (falls back to its published content). */
  builderPageDraft?: Maybe<BuilderPageDraft>;
  /** Editor token required. Other editors currently on the page (heartbeat within 30 s). */
  builderPagePresence: Array<EditorPresence>;
  /** Editor token required. Published versions, newest first. */
  builderPageVersions: Array<BuilderPageVersion>;
  /** Editor token required. Builder pages of one store view (all store views when null). */
  builderPages: Array<BuilderPageSummary>;
  /** The editor of the current editor token (cookie or Bearer), or null. */
  editorMe?: Maybe<Editor>;
  /** Editor token with the admin role required. */
  editors: Array<Editor>;
  /** Editor token required. */
  mediaAssets: MediaAssets;
  /** Configuration of the store view named by the Store header (default: uk). */
  storeConfig?: Maybe<StoreConfig>;
};


export type QueryAvailableStoresArgs = {
  useCurrentGroup?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryBuilderPageArgs = {
  path: Scalars['String']['input'];
  previewToken?: InputMaybe<Scalars['String']['input']>;
};


export type QueryBuilderPageDraftArgs = {
  path: Scalars['String']['input'];
  store_code: Scalars['ID']['input'];
};


export type QueryBuilderPagePresenceArgs = {
  page_uid: Scalars['ID']['input'];
};


export type QueryBuilderPageVersionsArgs = {
  page_uid: Scalars['ID']['input'];
};


export type QueryBuilderPagesArgs = {
  store_code?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryMediaAssetsArgs = {
  currentPage?: InputMaybe<Scalars['Int']['input']>;
  kind?: InputMaybe<MediaKind>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};

export type RestoreBuilderPageVersionInput = {
  page_uid: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};

export type SaveBuilderPageDraftInput = {
  base_revision?: InputMaybe<Scalars['Int']['input']>;
  /** The whole page in the published page format. */
  content: Scalars['JSON']['input'];
  path: Scalars['String']['input'];
  store_code: Scalars['ID']['input'];
};

export type ScheduleBuilderPagePublishInput = {
  page_uid: Scalars['ID']['input'];
  publish_at: Scalars['String']['input'];
};

export type SearchResultPageInfo = {
  __typename?: 'SearchResultPageInfo';
  current_page?: Maybe<Scalars['Int']['output']>;
  page_size?: Maybe<Scalars['Int']['output']>;
  total_pages?: Maybe<Scalars['Int']['output']>;
};

/** Magento 2.4 StoreConfig fields we serve, plus extensions (snake_case, same style). */
export type StoreConfig = {
  __typename?: 'StoreConfig';
  base_currency_code?: Maybe<Scalars['String']['output']>;
  base_link_url?: Maybe<Scalars['String']['output']>;
  base_media_url?: Maybe<Scalars['String']['output']>;
  base_url?: Maybe<Scalars['String']['output']>;
  /** Extension: ISO country id of the store view (GB, GR, IE, EU, CA, CH, US). */
  country_id?: Maybe<Scalars['String']['output']>;
  default_display_currency_code?: Maybe<Scalars['String']['output']>;
  /** Extension: SPEC §4 federal vaping rules. */
  federal_vaping_rules?: Maybe<Scalars['Boolean']['output']>;
  is_default_store?: Maybe<Scalars['Boolean']['output']>;
  locale?: Maybe<Scalars['String']['output']>;
  /** Extension: maximum nicotine strength in mg/ml; null where no cap applies. */
  max_nicotine_mg_ml?: Maybe<Scalars['Int']['output']>;
  /** Extension: minimum customer age in years (COMPLIANCE.md). */
  minimum_age?: Maybe<Scalars['Int']['output']>;
  /** Extension: nicotine health warning text of the market (COMPLIANCE.md). */
  nicotine_warning?: Maybe<Scalars['String']['output']>;
  /** Extension: path prefix of the store view ('' for uk, '/gr', ...). */
  path_prefix?: Maybe<Scalars['String']['output']>;
  store_code?: Maybe<Scalars['ID']['output']>;
  store_name?: Maybe<Scalars['String']['output']>;
  store_sort_order?: Maybe<Scalars['Int']['output']>;
  timezone?: Maybe<Scalars['String']['output']>;
  use_store_in_url?: Maybe<Scalars['Boolean']['output']>;
};

export type CreateEditorMutationVariables = Exact<{
  input: CreateEditorInput;
}>;


export type CreateEditorMutation = { __typename?: 'Mutation', createEditor: { __typename?: 'Editor', uid: string, email: string, name: string, role: EditorRole, created_at: string } };

export type DeleteEditorMutationVariables = Exact<{
  uid: Scalars['ID']['input'];
}>;


export type DeleteEditorMutation = { __typename?: 'Mutation', deleteEditor: { __typename?: 'BooleanResult', result: boolean } };

export type EditorsQueryVariables = Exact<{ [key: string]: never; }>;


export type EditorsQuery = { __typename?: 'Query', editors: Array<{ __typename?: 'Editor', uid: string, email: string, name: string, role: EditorRole, created_at: string }> };

export type SetEditorPasswordMutationVariables = Exact<{
  uid: Scalars['ID']['input'];
  newPassword: Scalars['String']['input'];
}>;


export type SetEditorPasswordMutation = { __typename?: 'Mutation', changeEditorPassword: { __typename?: 'BooleanResult', result: boolean } };

export type ChangeOwnEditorPasswordMutationVariables = Exact<{
  currentPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
}>;


export type ChangeOwnEditorPasswordMutation = { __typename?: 'Mutation', changeEditorPassword: { __typename?: 'BooleanResult', result: boolean } };

export type EditorMeQueryVariables = Exact<{ [key: string]: never; }>;


export type EditorMeQuery = { __typename?: 'Query', editorMe?: { __typename?: 'Editor', uid: string, email: string, name: string, role: EditorRole, created_at: string } | null };

export type GenerateEditorTokenMutationVariables = Exact<{
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
}>;


export type GenerateEditorTokenMutation = { __typename?: 'Mutation', generateEditorToken: { __typename?: 'EditorToken', editor: { __typename?: 'Editor', uid: string, email: string, name: string, role: EditorRole, created_at: string } } };

export type RevokeEditorTokenMutationVariables = Exact<{ [key: string]: never; }>;


export type RevokeEditorTokenMutation = { __typename?: 'Mutation', revokeEditorToken: { __typename?: 'BooleanResult', result: boolean } };

export type BuilderPageVersionsQueryVariables = Exact<{
  pageUid: Scalars['ID']['input'];
}>;


export type BuilderPageVersionsQuery = { __typename?: 'Query', builderPageVersions: Array<{ __typename?: 'BuilderPageVersion', version: number, title: string, published_at: string, published_by: string }> };

export type CancelScheduledBuilderPagePublishMutationVariables = Exact<{
  pageUid: Scalars['ID']['input'];
}>;


export type CancelScheduledBuilderPagePublishMutation = { __typename?: 'Mutation', cancelScheduledBuilderPagePublish: { __typename?: 'BuilderPageSummary', uid: string, store_code: string, path: string, title: string, has_unpublished_changes: boolean, published_version?: number | null, published_at?: string | null, draft_revision: number, updated_at: string, updated_by?: string | null, scheduled_publish_at?: string | null } };

export type CreateBuilderPreviewTokenMutationVariables = Exact<{
  pageUid: Scalars['ID']['input'];
}>;


export type CreateBuilderPreviewTokenMutation = { __typename?: 'Mutation', createBuilderPreviewToken: { __typename?: 'BuilderPreviewToken', token: string, url: string, expires_at: string } };

export type RestoreBuilderPageVersionMutationVariables = Exact<{
  input: RestoreBuilderPageVersionInput;
}>;


export type RestoreBuilderPageVersionMutation = { __typename?: 'Mutation', restoreBuilderPageVersion: { __typename?: 'BuilderPagePublishOutput', page: { __typename?: 'BuilderPageSummary', uid: string, store_code: string, path: string, title: string, has_unpublished_changes: boolean, published_version?: number | null, published_at?: string | null, draft_revision: number, updated_at: string, updated_by?: string | null, scheduled_publish_at?: string | null }, version: { __typename?: 'BuilderPageVersion', version: number, title: string, published_at: string, published_by: string } } };

export type ScheduleBuilderPagePublishMutationVariables = Exact<{
  input: ScheduleBuilderPagePublishInput;
}>;


export type ScheduleBuilderPagePublishMutation = { __typename?: 'Mutation', scheduleBuilderPagePublish: { __typename?: 'BuilderPageSummary', uid: string, store_code: string, path: string, title: string, has_unpublished_changes: boolean, published_version?: number | null, published_at?: string | null, draft_revision: number, updated_at: string, updated_by?: string | null, scheduled_publish_at?: string | null } };

export type TouchBuilderPagePresenceMutationVariables = Exact<{
  pageUid: Scalars['ID']['input'];
}>;


export type TouchBuilderPagePresenceMutation = { __typename?: 'Mutation', touchBuilderPagePresence: Array<{ __typename?: 'EditorPresence', editor_uid: string, name: string, email: string, last_seen_at: string }> };

export type DeleteMediaAssetMutationVariables = Exact<{
  uid: Scalars['ID']['input'];
}>;


export type DeleteMediaAssetMutation = { __typename?: 'Mutation', deleteMediaAsset: { __typename?: 'BooleanResult', result: boolean } };

export type MediaAssetFieldsFragment = { __typename?: 'MediaAsset', uid: string, kind: MediaKind, url: string, file_name: string, mime_type: string, size_bytes: number, width?: number | null, height?: number | null, alt: string, created_at: string, uploaded_by?: string | null };

export type MediaAssetsQueryVariables = Exact<{
  search?: InputMaybe<Scalars['String']['input']>;
  kind?: InputMaybe<MediaKind>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  currentPage?: InputMaybe<Scalars['Int']['input']>;
}>;


export type MediaAssetsQuery = { __typename?: 'Query', mediaAssets: { __typename?: 'MediaAssets', total_count: number, items: Array<{ __typename?: 'MediaAsset', uid: string, kind: MediaKind, url: string, file_name: string, mime_type: string, size_bytes: number, width?: number | null, height?: number | null, alt: string, created_at: string, uploaded_by?: string | null }>, page_info: { __typename?: 'SearchResultPageInfo', page_size?: number | null, current_page?: number | null, total_pages?: number | null } } };

export type UpdateMediaAssetMutationVariables = Exact<{
  uid: Scalars['ID']['input'];
  alt: Scalars['String']['input'];
}>;


export type UpdateMediaAssetMutation = { __typename?: 'Mutation', updateMediaAsset: { __typename?: 'MediaAsset', uid: string, kind: MediaKind, url: string, file_name: string, mime_type: string, size_bytes: number, width?: number | null, height?: number | null, alt: string, created_at: string, uploaded_by?: string | null } };

export type BuilderPageDraftFieldsFragment = { __typename?: 'BuilderPageDraft', page_uid: string, store_code: string, path: string, title: string, content: unknown, revision: number, updated_at: string, updated_by?: string | null, published_version?: number | null, scheduled_publish_at?: string | null };

export type BuilderPageDraftQueryVariables = Exact<{
  store_code: Scalars['ID']['input'];
  path: Scalars['String']['input'];
}>;


export type BuilderPageDraftQuery = { __typename?: 'Query', builderPageDraft?: { __typename?: 'BuilderPageDraft', page_uid: string, store_code: string, path: string, title: string, content: unknown, revision: number, updated_at: string, updated_by?: string | null, published_version?: number | null, scheduled_publish_at?: string | null } | null };

export type PublishBuilderPageMutationVariables = Exact<{
  input: PublishBuilderPageInput;
}>;


export type PublishBuilderPageMutation = { __typename?: 'Mutation', publishBuilderPage: { __typename?: 'BuilderPagePublishOutput', page: { __typename?: 'BuilderPageSummary', uid: string, store_code: string, path: string, title: string, has_unpublished_changes: boolean, published_version?: number | null, published_at?: string | null, draft_revision: number, updated_at: string }, version: { __typename?: 'BuilderPageVersion', version: number, published_at: string, published_by: string } } };

export type SaveBuilderPageDraftMutationVariables = Exact<{
  input: SaveBuilderPageDraftInput;
}>;


export type SaveBuilderPageDraftMutation = { __typename?: 'Mutation', saveBuilderPageDraft: { __typename?: 'BuilderPageDraft', page_uid: string, store_code: string, path: string, title: string, content: unknown, revision: number, updated_at: string, updated_by?: string | null, published_version?: number | null, scheduled_publish_at?: string | null } };

export type BuilderPageSummaryFieldsFragment = { __typename?: 'BuilderPageSummary', uid: string, store_code: string, path: string, title: string, has_unpublished_changes: boolean, published_version?: number | null, published_at?: string | null, draft_revision: number, updated_at: string, updated_by?: string | null, scheduled_publish_at?: string | null };

export type BuilderPagesQueryVariables = Exact<{
  storeCode?: InputMaybe<Scalars['ID']['input']>;
}>;


export type BuilderPagesQuery = { __typename?: 'Query', builderPages: Array<{ __typename?: 'BuilderPageSummary', uid: string, store_code: string, path: string, title: string, has_unpublished_changes: boolean, published_version?: number | null, published_at?: string | null, draft_revision: number, updated_at: string, updated_by?: string | null, scheduled_publish_at?: string | null }> };

export type CreateBuilderPageMutationVariables = Exact<{
  input: CreateBuilderPageInput;
}>;


export type CreateBuilderPageMutation = { __typename?: 'Mutation', createBuilderPage: { __typename?: 'BuilderPageDraft', page_uid: string, store_code: string, path: string, title: string, revision: number } };

export type DeleteBuilderPageMutationVariables = Exact<{
  pageUid: Scalars['ID']['input'];
}>;


export type DeleteBuilderPageMutation = { __typename?: 'Mutation', deleteBuilderPage: { __typename?: 'BooleanResult', result: boolean } };

export type DuplicateBuilderPageMutationVariables = Exact<{
  input: DuplicateBuilderPageInput;
}>;


export type DuplicateBuilderPageMutation = { __typename?: 'Mutation', duplicateBuilderPage: { __typename?: 'BuilderPageSummary', uid: string, store_code: string, path: string, title: string, has_unpublished_changes: boolean, published_version?: number | null, published_at?: string | null, draft_revision: number, updated_at: string, updated_by?: string | null, scheduled_publish_at?: string | null } };

export type MoveBuilderPageMutationVariables = Exact<{
  input: MoveBuilderPageInput;
}>;


export type MoveBuilderPageMutation = { __typename?: 'Mutation', moveBuilderPage: { __typename?: 'BuilderPageSummary', uid: string, store_code: string, path: string, title: string, has_unpublished_changes: boolean, published_version?: number | null, published_at?: string | null, draft_revision: number, updated_at: string, updated_by?: string | null, scheduled_publish_at?: string | null } };

export type AvailableStoresQueryVariables = Exact<{ [key: string]: never; }>;


export type AvailableStoresQuery = { __typename?: 'Query', availableStores?: Array<{ __typename?: 'StoreConfig', store_code?: string | null, store_name?: string | null, locale?: string | null, country_id?: string | null, path_prefix?: string | null, is_default_store?: boolean | null } | null> | null };

export type BuilderPageExistsQueryVariables = Exact<{
  path: Scalars['String']['input'];
}>;


export type BuilderPageExistsQuery = { __typename?: 'Query', builderPage?: { __typename?: 'BuilderPage', version: number } | null };

export type BuilderPageQueryVariables = Exact<{
  path: Scalars['String']['input'];
  previewToken?: InputMaybe<Scalars['String']['input']>;
}>;


export type BuilderPageQuery = { __typename?: 'Query', builderPage?: { __typename?: 'BuilderPage', uid: string, store_code: string, path: string, title: string, content: unknown, version: number, published_at?: string | null, is_preview: boolean } | null };

export type StoreConfigQueryVariables = Exact<{ [key: string]: never; }>;


export type StoreConfigQuery = { __typename?: 'Query', storeConfig?: { __typename?: 'StoreConfig', store_code?: string | null, store_name?: string | null, locale?: string | null, base_currency_code?: string | null, country_id?: string | null, path_prefix?: string | null, minimum_age?: number | null, federal_vaping_rules?: boolean | null, nicotine_warning?: string | null, max_nicotine_mg_ml?: number | null } | null };

export const MediaAssetFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MediaAssetFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaAsset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"file_name"}},{"kind":"Field","name":{"kind":"Name","value":"mime_type"}},{"kind":"Field","name":{"kind":"Name","value":"size_bytes"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"uploaded_by"}}]}}]} as unknown as DocumentNode<MediaAssetFieldsFragment, unknown>;
export const BuilderPageDraftFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BuilderPageDraftFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BuilderPageDraft"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page_uid"}},{"kind":"Field","name":{"kind":"Name","value":"store_code"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}},{"kind":"Field","name":{"kind":"Name","value":"updated_by"}},{"kind":"Field","name":{"kind":"Name","value":"published_version"}},{"kind":"Field","name":{"kind":"Name","value":"scheduled_publish_at"}}]}}]} as unknown as DocumentNode<BuilderPageDraftFieldsFragment, unknown>;
export const BuilderPageSummaryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BuilderPageSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BuilderPageSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"store_code"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"has_unpublished_changes"}},{"kind":"Field","name":{"kind":"Name","value":"published_version"}},{"kind":"Field","name":{"kind":"Name","value":"published_at"}},{"kind":"Field","name":{"kind":"Name","value":"draft_revision"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}},{"kind":"Field","name":{"kind":"Name","value":"updated_by"}},{"kind":"Field","name":{"kind":"Name","value":"scheduled_publish_at"}}]}}]} as unknown as DocumentNode<BuilderPageSummaryFieldsFragment, unknown>;
export const CreateEditorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateEditor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateEditorInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createEditor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}}]}}]}}]} as unknown as DocumentNode<CreateEditorMutation, CreateEditorMutationVariables>;
export const DeleteEditorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteEditor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteEditor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"result"}}]}}]}}]} as unknown as DocumentNode<DeleteEditorMutation, DeleteEditorMutationVariables>;
export const EditorsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Editors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"editors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}}]}}]}}]} as unknown as DocumentNode<EditorsQuery, EditorsQueryVariables>;
export const SetEditorPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetEditorPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeEditorPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"uid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uid"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"new_password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"result"}}]}}]}}]} as unknown as DocumentNode<SetEditorPasswordMutation, SetEditorPasswordMutationVariables>;
export const ChangeOwnEditorPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeOwnEditorPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currentPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeEditorPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"current_password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currentPassword"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"new_password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"result"}}]}}]}}]} as unknown as DocumentNode<ChangeOwnEditorPasswordMutation, ChangeOwnEditorPasswordMutationVariables>;
export const EditorMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EditorMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"editorMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}}]}}]}}]} as unknown as DocumentNode<EditorMeQuery, EditorMeQueryVariables>;
export const GenerateEditorTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GenerateEditorToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generateEditorToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"editor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}}]}}]}}]}}]} as unknown as DocumentNode<GenerateEditorTokenMutation, GenerateEditorTokenMutationVariables>;
export const RevokeEditorTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeEditorToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeEditorToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"result"}}]}}]}}]} as unknown as DocumentNode<RevokeEditorTokenMutation, RevokeEditorTokenMutationVariables>;
export const BuilderPageVersionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BuilderPageVersions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageUid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"builderPageVersions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page_uid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageUid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"published_at"}},{"kind":"Field","name":{"kind":"Name","value":"published_by"}}]}}]}}]} as unknown as DocumentNode<BuilderPageVersionsQuery, BuilderPageVersionsQueryVariables>;
export const CancelScheduledBuilderPagePublishDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelScheduledBuilderPagePublish"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageUid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelScheduledBuilderPagePublish"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page_uid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageUid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BuilderPageSummaryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BuilderPageSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BuilderPageSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"store_code"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"has_unpublished_changes"}},{"kind":"Field","name":{"kind":"Name","value":"published_version"}},{"kind":"Field","name":{"kind":"Name","value":"published_at"}},{"kind":"Field","name":{"kind":"Name","value":"draft_revision"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}},{"kind":"Field","name":{"kind":"Name","value":"updated_by"}},{"kind":"Field","name":{"kind":"Name","value":"scheduled_publish_at"}}]}}]} as unknown as DocumentNode<CancelScheduledBuilderPagePublishMutation, CancelScheduledBuilderPagePublishMutationVariables>;
export const CreateBuilderPreviewTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateBuilderPreviewToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageUid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createBuilderPreviewToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page_uid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageUid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"expires_at"}}]}}]}}]} as unknown as DocumentNode<CreateBuilderPreviewTokenMutation, CreateBuilderPreviewTokenMutationVariables>;
export const RestoreBuilderPageVersionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestoreBuilderPageVersion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RestoreBuilderPageVersionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"restoreBuilderPageVersion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BuilderPageSummaryFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"version"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"published_at"}},{"kind":"Field","name":{"kind":"Name","value":"published_by"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BuilderPageSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BuilderPageSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"store_code"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"has_unpublished_changes"}},{"kind":"Field","name":{"kind":"Name","value":"published_version"}},{"kind":"Field","name":{"kind":"Name","value":"published_at"}},{"kind":"Field","name":{"kind":"Name","value":"draft_revision"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}},{"kind":"Field","name":{"kind":"Name","value":"updated_by"}},{"kind":"Field","name":{"kind":"Name","value":"scheduled_publish_at"}}]}}]} as unknown as DocumentNode<RestoreBuilderPageVersionMutation, RestoreBuilderPageVersionMutationVariables>;
export const ScheduleBuilderPagePublishDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ScheduleBuilderPagePublish"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ScheduleBuilderPagePublishInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scheduleBuilderPagePublish"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BuilderPageSummaryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BuilderPageSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BuilderPageSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"store_code"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"has_unpublished_changes"}},{"kind":"Field","name":{"kind":"Name","value":"published_version"}},{"kind":"Field","name":{"kind":"Name","value":"published_at"}},{"kind":"Field","name":{"kind":"Name","value":"draft_revision"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}},{"kind":"Field","name":{"kind":"Name","value":"updated_by"}},{"kind":"Field","name":{"kind":"Name","value":"scheduled_publish_at"}}]}}]} as unknown as DocumentNode<ScheduleBuilderPagePublishMutation, ScheduleBuilderPagePublishMutationVariables>;
export const TouchBuilderPagePresenceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TouchBuilderPagePresence"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageUid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"touchBuilderPagePresence"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page_uid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageUid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"editor_uid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"last_seen_at"}}]}}]}}]} as unknown as DocumentNode<TouchBuilderPagePresenceMutation, TouchBuilderPagePresenceMutationVariables>;
export const DeleteMediaAssetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteMediaAsset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteMediaAsset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"result"}}]}}]}}]} as unknown as DocumentNode<DeleteMediaAssetMutation, DeleteMediaAssetMutationVariables>;
export const MediaAssetsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MediaAssets"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MediaKind"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currentPage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mediaAssets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"currentPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currentPage"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MediaAssetFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total_count"}},{"kind":"Field","name":{"kind":"Name","value":"page_info"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page_size"}},{"kind":"Field","name":{"kind":"Name","value":"current_page"}},{"kind":"Field","name":{"kind":"Name","value":"total_pages"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MediaAssetFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaAsset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"file_name"}},{"kind":"Field","name":{"kind":"Name","value":"mime_type"}},{"kind":"Field","name":{"kind":"Name","value":"size_bytes"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"uploaded_by"}}]}}]} as unknown as DocumentNode<MediaAssetsQuery, MediaAssetsQueryVariables>;
export const UpdateMediaAssetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateMediaAsset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"alt"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMediaAsset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uid"}}},{"kind":"Argument","name":{"kind":"Name","value":"alt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"alt"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MediaAssetFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MediaAssetFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaAsset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"file_name"}},{"kind":"Field","name":{"kind":"Name","value":"mime_type"}},{"kind":"Field","name":{"kind":"Name","value":"size_bytes"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"uploaded_by"}}]}}]} as unknown as DocumentNode<UpdateMediaAssetMutation, UpdateMediaAssetMutationVariables>;
export const BuilderPageDraftDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BuilderPageDraft"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"store_code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"path"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"builderPageDraft"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"store_code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"store_code"}}},{"kind":"Argument","name":{"kind":"Name","value":"path"},"value":{"kind":"Variable","name":{"kind":"Name","value":"path"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BuilderPageDraftFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BuilderPageDraftFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BuilderPageDraft"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page_uid"}},{"kind":"Field","name":{"kind":"Name","value":"store_code"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}},{"kind":"Field","name":{"kind":"Name","value":"updated_by"}},{"kind":"Field","name":{"kind":"Name","value":"published_version"}},{"kind":"Field","name":{"kind":"Name","value":"scheduled_publish_at"}}]}}]} as unknown as DocumentNode<BuilderPageDraftQuery, BuilderPageDraftQueryVariables>;
export const PublishBuilderPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PublishBuilderPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PublishBuilderPageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publishBuilderPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"store_code"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"has_unpublished_changes"}},{"kind":"Field","name":{"kind":"Name","value":"published_version"}},{"kind":"Field","name":{"kind":"Name","value":"published_at"}},{"kind":"Field","name":{"kind":"Name","value":"draft_revision"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}}]}},{"kind":"Field","name":{"kind":"Name","value":"version"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"published_at"}},{"kind":"Field","name":{"kind":"Name","value":"published_by"}}]}}]}}]}}]} as unknown as DocumentNode<PublishBuilderPageMutation, PublishBuilderPageMutationVariables>;
export const SaveBuilderPageDraftDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveBuilderPageDraft"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveBuilderPageDraftInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveBuilderPageDraft"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BuilderPageDraftFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BuilderPageDraftFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BuilderPageDraft"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page_uid"}},{"kind":"Field","name":{"kind":"Name","value":"store_code"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}},{"kind":"Field","name":{"kind":"Name","value":"updated_by"}},{"kind":"Field","name":{"kind":"Name","value":"published_version"}},{"kind":"Field","name":{"kind":"Name","value":"scheduled_publish_at"}}]}}]} as unknown as DocumentNode<SaveBuilderPageDraftMutation, SaveBuilderPageDraftMutationVariables>;
export const BuilderPagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BuilderPages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeCode"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"builderPages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"store_code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeCode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BuilderPageSummaryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BuilderPageSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BuilderPageSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"store_code"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"has_unpublished_changes"}},{"kind":"Field","name":{"kind":"Name","value":"published_version"}},{"kind":"Field","name":{"kind":"Name","value":"published_at"}},{"kind":"Field","name":{"kind":"Name","value":"draft_revision"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}},{"kind":"Field","name":{"kind":"Name","value":"updated_by"}},{"kind":"Field","name":{"kind":"Name","value":"scheduled_publish_at"}}]}}]} as unknown as DocumentNode<BuilderPagesQuery, BuilderPagesQueryVariables>;
export const CreateBuilderPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateBuilderPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateBuilderPageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createBuilderPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page_uid"}},{"kind":"Field","name":{"kind":"Name","value":"store_code"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}}]}}]}}]} as unknown as DocumentNode<CreateBuilderPageMutation, CreateBuilderPageMutationVariables>;
export const DeleteBuilderPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteBuilderPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageUid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteBuilderPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page_uid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageUid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"result"}}]}}]}}]} as unknown as DocumentNode<DeleteBuilderPageMutation, DeleteBuilderPageMutationVariables>;
export const DuplicateBuilderPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DuplicateBuilderPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DuplicateBuilderPageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duplicateBuilderPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BuilderPageSummaryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BuilderPageSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BuilderPageSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"store_code"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"has_unpublished_changes"}},{"kind":"Field","name":{"kind":"Name","value":"published_version"}},{"kind":"Field","name":{"kind":"Name","value":"published_at"}},{"kind":"Field","name":{"kind":"Name","value":"draft_revision"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}},{"kind":"Field","name":{"kind":"Name","value":"updated_by"}},{"kind":"Field","name":{"kind":"Name","value":"scheduled_publish_at"}}]}}]} as unknown as DocumentNode<DuplicateBuilderPageMutation, DuplicateBuilderPageMutationVariables>;
export const MoveBuilderPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MoveBuilderPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MoveBuilderPageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moveBuilderPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BuilderPageSummaryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BuilderPageSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BuilderPageSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"store_code"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"has_unpublished_changes"}},{"kind":"Field","name":{"kind":"Name","value":"published_version"}},{"kind":"Field","name":{"kind":"Name","value":"published_at"}},{"kind":"Field","name":{"kind":"Name","value":"draft_revision"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}},{"kind":"Field","name":{"kind":"Name","value":"updated_by"}},{"kind":"Field","name":{"kind":"Name","value":"scheduled_publish_at"}}]}}]} as unknown as DocumentNode<MoveBuilderPageMutation, MoveBuilderPageMutationVariables>;
export const AvailableStoresDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AvailableStores"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"availableStores"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"store_code"}},{"kind":"Field","name":{"kind":"Name","value":"store_name"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"country_id"}},{"kind":"Field","name":{"kind":"Name","value":"path_prefix"}},{"kind":"Field","name":{"kind":"Name","value":"is_default_store"}}]}}]}}]} as unknown as DocumentNode<AvailableStoresQuery, AvailableStoresQueryVariables>;
export const BuilderPageExistsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BuilderPageExists"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"path"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"builderPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"path"},"value":{"kind":"Variable","name":{"kind":"Name","value":"path"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<BuilderPageExistsQuery, BuilderPageExistsQueryVariables>;
export const BuilderPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BuilderPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"path"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"previewToken"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"builderPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"path"},"value":{"kind":"Variable","name":{"kind":"Name","value":"path"}}},{"kind":"Argument","name":{"kind":"Name","value":"previewToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"previewToken"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"store_code"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"published_at"}},{"kind":"Field","name":{"kind":"Name","value":"is_preview"}}]}}]}}]} as unknown as DocumentNode<BuilderPageQuery, BuilderPageQueryVariables>;
export const StoreConfigDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StoreConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storeConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"store_code"}},{"kind":"Field","name":{"kind":"Name","value":"store_name"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"base_currency_code"}},{"kind":"Field","name":{"kind":"Name","value":"country_id"}},{"kind":"Field","name":{"kind":"Name","value":"path_prefix"}},{"kind":"Field","name":{"kind":"Name","value":"minimum_age"}},{"kind":"Field","name":{"kind":"Name","value":"federal_vaping_rules"}},{"kind":"Field","name":{"kind":"Name","value":"nicotine_warning"}},{"kind":"Field","name":{"kind":"Name","value":"max_nicotine_mg_ml"}}]}}]}}]} as unknown as DocumentNode<StoreConfigQuery, StoreConfigQueryVariables>;