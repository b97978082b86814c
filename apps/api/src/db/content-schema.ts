import type { StoreViewCode } from '@lumo/block-schema';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { storeViews } from './schema';

// Content tables (CMS pages and blocks, FAQ). Owned by src/features/cms. Countries and regions
// are a data module (src/features/directory/directory-data.ts), not tables: they change with a
// code review, never at run time.

/**
 * Magento's cms_page with its store link folded in: a row with store_view null serves every
 * store view ("All Store Views"); a row for one store view overrides it there (title, copy, or
 * is_active false to switch the page off in that view). Content is stored sanitised.
 */
export const cmsPages = pgTable(
  'cms_pages',
  {
    id: serial('id').primaryKey(),
    /** Path of the page inside a store view, without slashes (terms-of-service). */
    identifier: text('identifier').notNull(),
    storeView: text('store_view')
      .$type<StoreViewCode>()
      .references(() => storeViews.code),
    title: text('title').notNull(),
    contentHeading: text('content_heading').notNull().default(''),
    content: text('content').notNull(),
    pageLayout: text('page_layout').notNull().default('1column'),
    metaTitle: text('meta_title').notNull().default(''),
    metaDescription: text('meta_description').notNull().default(''),
    metaKeywords: text('meta_keywords').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('cms_pages_identifier_store_unique')
      .on(table.identifier, table.storeView)
      .nullsNotDistinct(),
  ],
);

/** Magento's cms_block, same store-view fallback as pages. */
export const cmsBlocks = pgTable(
  'cms_blocks',
  {
    id: serial('id').primaryKey(),
    identifier: text('identifier').notNull(),
    storeView: text('store_view')
      .$type<StoreViewCode>()
      .references(() => storeViews.code),
    title: text('title').notNull(),
    /** Sanitised HTML; JSON text for custom_routes (SPEC §7). */
    content: text('content').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('cms_blocks_identifier_store_unique')
      .on(table.identifier, table.storeView)
      .nullsNotDistinct(),
  ],
);

/** FAQ categories with their default (English) title; store views' own titles in faq_category_store_views. */
export const faqCategories = pgTable(
  'faq_categories',
  {
    id: serial('id').primaryKey(),
    urlKey: text('url_key').notNull(),
    title: text('title').notNull(),
    position: integer('position').notNull(),
    isActive: boolean('is_active').notNull().default(true),
  },
  (table) => [unique('faq_categories_url_key_unique').on(table.urlKey)],
);

/** FAQ questions; their page is /faq/<url_key> in every store view (url_rewrites type faq). */
export const faqQuestions = pgTable(
  'faq_questions',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => faqCategories.id, { onDelete: 'cascade' }),
    urlKey: text('url_key').notNull(),
    question: text('question').notNull(),
    /** Sanitised HTML. */
    answer: text('answer').notNull(),
    position: integer('position').notNull(),
    isActive: boolean('is_active').notNull().default(true),
  },
  (table) => [
    unique('faq_questions_url_key_unique').on(table.urlKey),
    index('faq_questions_category_idx').on(table.categoryId, table.position),
  ],
);

/**
 * A store view's own copy of an FAQ category title (its language); without one the category's
 * English title serves. Seeded from seed-content/cms/<storeView>/faq.json (ADR 0023).
 */
export const faqCategoryStoreViews = pgTable(
  'faq_category_store_views',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => faqCategories.id, { onDelete: 'cascade' }),
    storeView: text('store_view')
      .$type<StoreViewCode>()
      .notNull()
      .references(() => storeViews.code),
    title: text('title').notNull(),
  },
  (table) => [primaryKey({ columns: [table.categoryId, table.storeView] })],
);

/**
 * A store view's own copy of an FAQ question (its language, its market's facts); without one the
 * question's default copy serves. The question keeps one id and url key in every store view.
 */
export const faqQuestionStoreViews = pgTable(
  'faq_question_store_views',
  {
    questionId: integer('question_id')
      .notNull()
      .references(() => faqQuestions.id, { onDelete: 'cascade' }),
    storeView: text('store_view')
      .$type<StoreViewCode>()
      .notNull()
      .references(() => storeViews.code),
    question: text('question').notNull(),
    /** Sanitised HTML. */
    answer: text('answer').notNull(),
  },
  (table) => [primaryKey({ columns: [table.questionId, table.storeView] })],
);

export type CmsPageRow = typeof cmsPages.$inferSelect;
export type CmsBlockRow = typeof cmsBlocks.$inferSelect;
export type FaqCategoryRow = typeof faqCategories.$inferSelect;
export type FaqQuestionRow = typeof faqQuestions.$inferSelect;
