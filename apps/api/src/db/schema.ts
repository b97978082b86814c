import { sql } from 'drizzle-orm';
import type { StoreViewCode } from '@lumo/block-schema';
import {
  boolean,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  index,
} from 'drizzle-orm/pg-core';

/**
 * One schema for PGlite and PostgreSQL. Timestamps are timestamptz; names of people are copied
 * into the rows they changed (updated_by, published_by) so history survives a deleted editor.
 */
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const storeViews = pgTable('store_views', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  countryId: text('country_id').notNull(),
  locale: text('locale').notNull(),
  pathPrefix: text('path_prefix').notNull(),
  currency: text('currency').notNull(),
  timezone: text('timezone').notNull(),
  minimumAge: integer('minimum_age').notNull(),
  federalVapingRules: boolean('federal_vaping_rules').notNull(),
  nicotineWarning: text('nicotine_warning').notNull(),
  /** Null where the market has no cap (US). */
  maxNicotineMgMl: integer('max_nicotine_mg_ml'),
});

export const editors = pgTable(
  'editors',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role', { enum: ['ADMIN', 'EDITOR'] }).notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('editors_email_unique').on(sql`lower(${table.email})`)],
);

export const editorSessions = pgTable(
  'editor_sessions',
  {
    /** sha256 of the token: a leaked table does not leak usable tokens. */
    tokenHash: text('token_hash').primaryKey(),
    editorId: integer('editor_id')
      .notNull()
      .references(() => editors.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('editor_sessions_editor_idx').on(table.editorId)],
);

export const builderPages = pgTable(
  'builder_pages',
  {
    id: serial('id').primaryKey(),
    /** A store view code (block-schema's STORE_VIEW_CODES); the foreign key keeps it one. */
    storeView: text('store_view')
      .$type<StoreViewCode>()
      .notNull()
      .references(() => storeViews.code),
    path: text('path').notNull(),
    title: text('title').notNull(),
    draftContent: jsonb('draft_content').notNull(),
    draftRevision: integer('draft_revision').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text('updated_by'),
    /** The live version's number; null while the page was never published. */
    publishedVersion: integer('published_version'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** draft_revision at the last publish: a newer draft means unpublished changes. */
    publishedRevision: integer('published_revision'),
    scheduledPublishAt: timestamp('scheduled_publish_at', { withTimezone: true }),
    scheduledBy: text('scheduled_by'),
    /** Why the last scheduled publish was refused (cleared by the next schedule or publish). */
    scheduleError: text('schedule_error'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('builder_pages_store_path_unique').on(table.storeView, table.path),
    index('builder_pages_scheduled_idx').on(table.scheduledPublishAt),
  ],
);

export const builderPageVersions = pgTable(
  'builder_page_versions',
  {
    id: serial('id').primaryKey(),
    pageId: integer('page_id')
      .notNull()
      .references(() => builderPages.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    content: jsonb('content').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    publishedBy: text('published_by').notNull(),
  },
  (table) => [
    uniqueIndex('builder_page_versions_page_version_unique').on(table.pageId, table.version),
  ],
);

export const mediaAssets = pgTable(
  'media_assets',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['IMAGE', 'VIDEO'] }).notNull(),
    /** Path under the media folder, e.g. "2026/hero-3f2a9c1d.webp"; the URL is /media/<this>. */
    storagePath: text('storage_path').notNull(),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    width: integer('width'),
    height: integer('height'),
    alt: text('alt').notNull().default(''),
    sha256: text('sha256').notNull(),
    uploadedBy: text('uploaded_by'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('media_assets_storage_path_unique').on(table.storagePath),
    index('media_assets_created_idx').on(table.createdAt),
  ],
);

export const presence = pgTable(
  'presence',
  {
    pageId: integer('page_id')
      .notNull()
      .references(() => builderPages.id, { onDelete: 'cascade' }),
    editorId: integer('editor_id')
      .notNull()
      .references(() => editors.id, { onDelete: 'cascade' }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.pageId, table.editorId] })],
);

export type StoreViewRow = typeof storeViews.$inferSelect;
export type EditorRow = typeof editors.$inferSelect;
export type BuilderPageRow = typeof builderPages.$inferSelect;
export type BuilderPageVersionRow = typeof builderPageVersions.$inferSelect;
export type MediaAssetRow = typeof mediaAssets.$inferSelect;

// Feature tables live in their own files; drizzle-kit reads them through these re-exports.
export * from './url-rewrite-schema';
export * from './catalog-schema';
export * from './content-schema';
export * from './mail-schema';
export * from './customer-schema';
export * from './age-verification-schema';
export * from './trs-schema';
export * from './store-locator-schema';
export * from './cart-schema';
export * from './order-schema';
export * from './sales-schema';
export * from './payment-schema';
export * from './autoship-schema';
export * from './operations-schema';
