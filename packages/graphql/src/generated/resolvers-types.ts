import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
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



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  BooleanResult: ResolverTypeWrapper<BooleanResult>;
  BuilderPage: ResolverTypeWrapper<BuilderPage>;
  BuilderPageDraft: ResolverTypeWrapper<BuilderPageDraft>;
  BuilderPagePublishOutput: ResolverTypeWrapper<BuilderPagePublishOutput>;
  BuilderPageSummary: ResolverTypeWrapper<BuilderPageSummary>;
  BuilderPageVersion: ResolverTypeWrapper<BuilderPageVersion>;
  BuilderPreviewToken: ResolverTypeWrapper<BuilderPreviewToken>;
  ChangeEditorPasswordInput: ChangeEditorPasswordInput;
  CreateBuilderPageInput: CreateBuilderPageInput;
  CreateEditorInput: CreateEditorInput;
  DuplicateBuilderPageInput: DuplicateBuilderPageInput;
  Editor: ResolverTypeWrapper<Editor>;
  EditorPresence: ResolverTypeWrapper<EditorPresence>;
  EditorRole: EditorRole;
  EditorToken: ResolverTypeWrapper<EditorToken>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  JSON: ResolverTypeWrapper<Scalars['JSON']['output']>;
  MediaAsset: ResolverTypeWrapper<MediaAsset>;
  MediaAssets: ResolverTypeWrapper<MediaAssets>;
  MediaKind: MediaKind;
  MoveBuilderPageInput: MoveBuilderPageInput;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  PublishBuilderPageInput: PublishBuilderPageInput;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RestoreBuilderPageVersionInput: RestoreBuilderPageVersionInput;
  SaveBuilderPageDraftInput: SaveBuilderPageDraftInput;
  ScheduleBuilderPagePublishInput: ScheduleBuilderPagePublishInput;
  SearchResultPageInfo: ResolverTypeWrapper<SearchResultPageInfo>;
  StoreConfig: ResolverTypeWrapper<StoreConfig>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Boolean: Scalars['Boolean']['output'];
  BooleanResult: BooleanResult;
  BuilderPage: BuilderPage;
  BuilderPageDraft: BuilderPageDraft;
  BuilderPagePublishOutput: BuilderPagePublishOutput;
  BuilderPageSummary: BuilderPageSummary;
  BuilderPageVersion: BuilderPageVersion;
  BuilderPreviewToken: BuilderPreviewToken;
  ChangeEditorPasswordInput: ChangeEditorPasswordInput;
  CreateBuilderPageInput: CreateBuilderPageInput;
  CreateEditorInput: CreateEditorInput;
  DuplicateBuilderPageInput: DuplicateBuilderPageInput;
  Editor: Editor;
  EditorPresence: EditorPresence;
  EditorToken: EditorToken;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  JSON: Scalars['JSON']['output'];
  MediaAsset: MediaAsset;
  MediaAssets: MediaAssets;
  MoveBuilderPageInput: MoveBuilderPageInput;
  Mutation: Record<PropertyKey, never>;
  PublishBuilderPageInput: PublishBuilderPageInput;
  Query: Record<PropertyKey, never>;
  RestoreBuilderPageVersionInput: RestoreBuilderPageVersionInput;
  SaveBuilderPageDraftInput: SaveBuilderPageDraftInput;
  ScheduleBuilderPagePublishInput: ScheduleBuilderPagePublishInput;
  SearchResultPageInfo: SearchResultPageInfo;
  StoreConfig: StoreConfig;
  String: Scalars['String']['output'];
};

export type BooleanResultResolvers<ContextType = unknown, ParentType extends ResolversParentTypes['BooleanResult'] = ResolversParentTypes['BooleanResult']> = {
  result?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type BuilderPageResolvers<ContextType = unknown, ParentType extends ResolversParentTypes['BuilderPage'] = ResolversParentTypes['BuilderPage']> = {
  content?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  is_preview?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  published_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  store_code?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BuilderPageDraftResolvers<ContextType = unknown, ParentType extends ResolversParentTypes['BuilderPageDraft'] = ResolversParentTypes['BuilderPageDraft']> = {
  content?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  page_uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  published_version?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  revision?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  scheduled_publish_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  store_code?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updated_by?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type BuilderPagePublishOutputResolvers<ContextType = unknown, ParentType extends ResolversParentTypes['BuilderPagePublishOutput'] = ResolversParentTypes['BuilderPagePublishOutput']> = {
  page?: Resolver<ResolversTypes['BuilderPageSummary'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['BuilderPageVersion'], ParentType, ContextType>;
};

export type BuilderPageSummaryResolvers<ContextType = unknown, ParentType extends ResolversParentTypes['BuilderPageSummary'] = ResolversParentTypes['BuilderPageSummary']> = {
  draft_revision?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  has_unpublished_changes?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  published_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  published_version?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  schedule_error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  scheduled_publish_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  store_code?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updated_by?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type BuilderPageVersionResolvers<ContextType = unknown, ParentType extends ResolversParentTypes['BuilderPageVersion'] = ResolversParentTypes['BuilderPageVersion']> = {
  content?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  published_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  published_by?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BuilderPreviewTokenResolvers<ContextType = unknown, ParentType extends ResolversParentTypes['BuilderPreviewToken'] = ResolversParentTypes['BuilderPreviewToken']> = {
  expires_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EditorResolvers<ContextType = unknown, ParentType extends ResolversParentTypes['Editor'] = ResolversParentTypes['Editor']> = {
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['EditorRole'], ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type EditorPresenceResolvers<ContextType = unknown, ParentType extends ResolversParentTypes['EditorPresence'] = ResolversParentTypes['EditorPresence']> = {
  editor_uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  last_seen_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EditorTokenResolvers<ContextType = unknown, ParentType extends ResolversParentTypes['EditorToken'] = ResolversParentTypes['EditorToken']> = {
  editor?: Resolver<ResolversTypes['Editor'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type MediaAssetResolvers<ContextType = unknown, ParentType extends ResolversParentTypes['MediaAsset'] = ResolversParentTypes['MediaAsset']> = {
  alt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  file_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  height?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['MediaKind'], ParentType, ContextType>;
  mime_type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  size_bytes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  uploaded_by?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type MediaAssetsResolvers<ContextType = unknown, ParentType extends ResolversParentTypes['MediaAssets'] = ResolversParentTypes['MediaAssets']> = {
  items?: Resolver<Array<ResolversTypes['MediaAsset']>, ParentType, ContextType>;
  page_info?: Resolver<ResolversTypes['SearchResultPageInfo'], ParentType, ContextType>;
  total_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = unknown, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  cancelScheduledBuilderPagePublish?: Resolver<ResolversTypes['BuilderPageSummary'], ParentType, ContextType, RequireFields<MutationCancelScheduledBuilderPagePublishArgs, 'page_uid'>>;
  changeEditorPassword?: Resolver<ResolversTypes['BooleanResult'], ParentType, ContextType, RequireFields<MutationChangeEditorPasswordArgs, 'input'>>;
  createBuilderPage?: Resolver<ResolversTypes['BuilderPageDraft'], ParentType, ContextType, RequireFields<MutationCreateBuilderPageArgs, 'input'>>;
  createBuilderPreviewToken?: Resolver<ResolversTypes['BuilderPreviewToken'], ParentType, ContextType, RequireFields<MutationCreateBuilderPreviewTokenArgs, 'page_uid'>>;
  createEditor?: Resolver<ResolversTypes['Editor'], ParentType, ContextType, RequireFields<MutationCreateEditorArgs, 'input'>>;
  deleteBuilderPage?: Resolver<ResolversTypes['BooleanResult'], ParentType, ContextType, RequireFields<MutationDeleteBuilderPageArgs, 'page_uid'>>;
  deleteEditor?: Resolver<ResolversTypes['BooleanResult'], ParentType, ContextType, RequireFields<MutationDeleteEditorArgs, 'uid'>>;
  deleteMediaAsset?: Resolver<ResolversTypes['BooleanResult'], ParentType, ContextType, RequireFields<MutationDeleteMediaAssetArgs, 'uid'>>;
  duplicateBuilderPage?: Resolver<ResolversTypes['BuilderPageSummary'], ParentType, ContextType, RequireFields<MutationDuplicateBuilderPageArgs, 'input'>>;
  generateEditorToken?: Resolver<ResolversTypes['EditorToken'], ParentType, ContextType, RequireFields<MutationGenerateEditorTokenArgs, 'email' | 'password'>>;
  moveBuilderPage?: Resolver<ResolversTypes['BuilderPageSummary'], ParentType, ContextType, RequireFields<MutationMoveBuilderPageArgs, 'input'>>;
  publishBuilderPage?: Resolver<ResolversTypes['BuilderPagePublishOutput'], ParentType, ContextType, RequireFields<MutationPublishBuilderPageArgs, 'input'>>;
  restoreBuilderPageVersion?: Resolver<ResolversTypes['BuilderPagePublishOutput'], ParentType, ContextType, RequireFields<MutationRestoreBuilderPageVersionArgs, 'input'>>;
  revokeEditorToken?: Resolver<ResolversTypes['BooleanResult'], ParentType, ContextType>;
  saveBuilderPageDraft?: Resolver<ResolversTypes['BuilderPageDraft'], ParentType, ContextType, RequireFields<MutationSaveBuilderPageDraftArgs, 'input'>>;
  scheduleBuilderPagePublish?: Resolver<ResolversTypes['BuilderPageSummary'], ParentType, ContextType, RequireFields<MutationScheduleBuilderPagePublishArgs, 'input'>>;
  touchBuilderPagePresence?: Resolver<Array<ResolversTypes['EditorPresence']>, ParentType, ContextType, RequireFields<MutationTouchBuilderPagePresenceArgs, 'page_uid'>>;
  updateMediaAsset?: Resolver<ResolversTypes['MediaAsset'], ParentType, ContextType, RequireFields<MutationUpdateMediaAssetArgs, 'alt' | 'uid'>>;
};

export type QueryResolvers<ContextType = unknown, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  availableStores?: Resolver<Maybe<Array<Maybe<ResolversTypes['StoreConfig']>>>, ParentType, ContextType, Partial<QueryAvailableStoresArgs>>;
  builderPage?: Resolver<Maybe<ResolversTypes['BuilderPage']>, ParentType, ContextType, RequireFields<QueryBuilderPageArgs, 'path'>>;
  builderPageDraft?: Resolver<Maybe<ResolversTypes['BuilderPageDraft']>, ParentType, ContextType, RequireFields<QueryBuilderPageDraftArgs, 'path' | 'store_code'>>;
  builderPagePresence?: Resolver<Array<ResolversTypes['EditorPresence']>, ParentType, ContextType, RequireFields<QueryBuilderPagePresenceArgs, 'page_uid'>>;
  builderPageVersions?: Resolver<Array<ResolversTypes['BuilderPageVersion']>, ParentType, ContextType, RequireFields<QueryBuilderPageVersionsArgs, 'page_uid'>>;
  builderPages?: Resolver<Array<ResolversTypes['BuilderPageSummary']>, ParentType, ContextType, Partial<QueryBuilderPagesArgs>>;
  editorMe?: Resolver<Maybe<ResolversTypes['Editor']>, ParentType, ContextType>;
  editors?: Resolver<Array<ResolversTypes['Editor']>, ParentType, ContextType>;
  mediaAssets?: Resolver<ResolversTypes['MediaAssets'], ParentType, ContextType, RequireFields<QueryMediaAssetsArgs, 'currentPage' | 'pageSize'>>;
  storeConfig?: Resolver<Maybe<ResolversTypes['StoreConfig']>, ParentType, ContextType>;
};

export type SearchResultPageInfoResolvers<ContextType = unknown, ParentType extends ResolversParentTypes['SearchResultPageInfo'] = ResolversParentTypes['SearchResultPageInfo']> = {
  current_page?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  page_size?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  total_pages?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type StoreConfigResolvers<ContextType = unknown, ParentType extends ResolversParentTypes['StoreConfig'] = ResolversParentTypes['StoreConfig']> = {
  base_currency_code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  base_link_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  base_media_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  base_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  default_display_currency_code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  federal_vaping_rules?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  is_default_store?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  locale?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  max_nicotine_mg_ml?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  minimum_age?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  nicotine_warning?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  path_prefix?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  store_code?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  store_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  store_sort_order?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  timezone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  use_store_in_url?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
};

export type Resolvers<ContextType = unknown> = {
  BooleanResult?: BooleanResultResolvers<ContextType>;
  BuilderPage?: BuilderPageResolvers<ContextType>;
  BuilderPageDraft?: BuilderPageDraftResolvers<ContextType>;
  BuilderPagePublishOutput?: BuilderPagePublishOutputResolvers<ContextType>;
  BuilderPageSummary?: BuilderPageSummaryResolvers<ContextType>;
  BuilderPageVersion?: BuilderPageVersionResolvers<ContextType>;
  BuilderPreviewToken?: BuilderPreviewTokenResolvers<ContextType>;
  Editor?: EditorResolvers<ContextType>;
  EditorPresence?: EditorPresenceResolvers<ContextType>;
  EditorToken?: EditorTokenResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  MediaAsset?: MediaAssetResolvers<ContextType>;
  MediaAssets?: MediaAssetsResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  SearchResultPageInfo?: SearchResultPageInfoResolvers<ContextType>;
  StoreConfig?: StoreConfigResolvers<ContextType>;
};

