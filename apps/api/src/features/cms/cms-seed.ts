import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_STORE_VIEW, STORE_VIEW_CODES, type StoreViewCode } from '@lumo/block-schema';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import type { CmsPageRow, FaqQuestionRow } from '../../db/schema';
import type { Logger } from '../../logger';
import { apiRoot } from '../../paths';
import { fillMarketFacts } from '../localised-seed/market-facts';
import { nicotineWarningOf } from '../store/market-data';
import {
  UrlRewriteRepository,
  type NewUrlRewriteRow,
} from '../url-rewrites/url-rewrite-repository';
import { sanitiseCmsHtml } from './cms-html';
import { seedBlocksSchema, seedFaqSchema, seedPagesSchema, seedRewritesSchema } from './cms-inputs';
import { CmsRepository, type NewCmsBlockRow, type NewCmsPageRow } from './cms-repository';
import { effectiveRows } from './cms-rules';

/** Seed copy of pages, blocks, FAQ and custom rewrites (apps/api/seed-content/cms). */
export const cmsSeedFolder = join(apiRoot, 'seed-content', 'cms');

/** Token of a seed block's content replaced by each market's own warning (one row per view). */
const NICOTINE_WARNING_TOKEN = '{nicotineWarning}';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function readSeedFile<S extends z.ZodType>(folder: string, file: string, schema: S): z.output<S> {
  const parsed = schema.safeParse(JSON.parse(readFileSync(join(folder, file), 'utf8')));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${file}: ${issue?.path.join('.')}: ${issue?.message}`);
  }
  return parsed.data;
}

type SeedPages = z.output<typeof seedPagesSchema>;
type SeedBlocks = z.output<typeof seedBlocksSchema>;
type SeedRewrites = z.output<typeof seedRewritesSchema>;

/** A store view's own copy (`<folder>/<storeView>/`) of seed files, when it has one. */
function ownSeedFile<S extends z.ZodType>(
  folder: string,
  storeView: StoreViewCode,
  file: string,
  schema: S,
): z.output<S> | undefined {
  return existsSync(join(folder, storeView, file))
    ? readSeedFile(join(folder, storeView), file, schema)
    : undefined;
}

/**
 * Rows of one seed entry (ADR 0023): an all-store-views row with the default store view's copy
 * and facts, and a row for each store view whose copy differs from it (its own language, or its
 * market's facts in place of `{{name}}`). A store view whose copy cannot be localised is logged
 * and keeps the all-store-views row.
 */
function localisedRows<Row extends { content: string }>(
  identifier: string,
  build: (storeView: StoreViewCode) => Row,
  logger: Logger,
): (Row & { storeView?: StoreViewCode })[] {
  const fallback = build(DEFAULT_STORE_VIEW);
  const own = localisedCopies(identifier, logger, build)
    .filter(({ copy }) => JSON.stringify(copy) !== JSON.stringify(fallback))
    .map(({ storeView, copy }) => ({ ...copy, storeView }));
  return [fallback, ...own];
}

/**
 * CMS page rows: the English base (pages.json, pages/<identifier>.html) with each store view's
 * facts, and a store view's own copy (<storeView>/pages.json, <storeView>/pages/*.html) where it
 * has one. `titles` in the base gives a store view only its own title.
 */
function pageRows(pages: SeedPages, folder: string, logger: Logger): NewCmsPageRow[] {
  const own = new Map(
    STORE_VIEW_CODES.map((storeView) => [
      storeView,
      new Map(
        (ownSeedFile(folder, storeView, 'pages.json', seedPagesSchema) ?? []).map((page) => [
          page.identifier,
          page,
        ]),
      ),
    ]),
  );
  return pages.flatMap((page) =>
    localisedRows(
      page.identifier,
      (storeView) => {
        const ownPage = own.get(storeView)?.get(page.identifier);
        const copy = ownPage ?? page;
        const html = readFileSync(
          join(folder, ...(ownPage ? [storeView] : []), 'pages', `${page.identifier}.html`),
          'utf8',
        );
        const title = (ownPage ? undefined : page.titles[storeView]) ?? copy.title;
        const filled = fillMarketFacts(
          {
            title,
            contentHeading: copy.content_heading ?? title,
            metaDescription: copy.meta_description,
            metaKeywords: copy.meta_keywords,
            content: html,
          },
          storeView,
        );
        return { identifier: page.identifier, ...filled, content: sanitiseCmsHtml(filled.content) };
      },
      logger,
    ),
  );
}

/**
 * Sanitised block rows, localised like pages (<storeView>/blocks.json); `{nicotineWarning}`
 * becomes each market's warning; custom_routes is stored as its JSON.
 */
function blockRows(blocks: SeedBlocks, folder: string, logger: Logger): NewCmsBlockRow[] {
  const own = new Map(
    STORE_VIEW_CODES.map((storeView) => [
      storeView,
      new Map(
        (ownSeedFile(folder, storeView, 'blocks.json', seedBlocksSchema) ?? []).map((block) => [
          block.identifier,
          block,
        ]),
      ),
    ]),
  );
  return blocks.flatMap((block) => {
    const { identifier } = block;
    if ('form' in block) {
      return [{ identifier, title: block.title, content: JSON.stringify(block.form) }];
    }
    if ('routes' in block) {
      return [{ identifier, title: block.title, content: JSON.stringify(block.routes) }];
    }
    if ('heads' in block) {
      // A store view's own copy (its language) where it has one; JSON, so nothing to sanitise.
      return localisedRows(
        identifier,
        (storeView) => {
          const ownBlock = own.get(storeView)?.get(identifier);
          const copy = ownBlock && 'heads' in ownBlock ? ownBlock : block;
          return { identifier, title: copy.title, content: JSON.stringify(copy.heads) };
        },
        logger,
      );
    }
    return localisedRows(
      identifier,
      (storeView) => {
        const ownBlock = own.get(storeView)?.get(identifier);
        const copy = ownBlock && 'content' in ownBlock ? ownBlock : block;
        const content = copy.content.replaceAll(
          NICOTINE_WARNING_TOKEN,
          escapeHtml(nicotineWarningOf(storeView)),
        );
        const filled = fillMarketFacts({ title: copy.title, content }, storeView);
        return { identifier, title: filled.title, content: sanitiseCmsHtml(filled.content) };
      },
      logger,
    );
  });
}

type SeedFaq = z.output<typeof seedFaqSchema>;
type FaqCategoryCopy = { storeView: StoreViewCode; title: string };
type FaqQuestionCopy = { storeView: StoreViewCode; question: string; answer: string };

/**
 * The FAQ in the default store view's copy (the rows every store view shares), and each store
 * view's own copies of category titles and questions where they differ from it: its language
 * (<storeView>/faq.json, matched by url key) or its market's facts.
 */
function faqCopies(
  faq: SeedFaq,
  folder: string,
  logger: Logger,
): {
  default: SeedFaq;
  categoryCopies: Map<string, FaqCategoryCopy[]>;
  questionCopies: Map<string, FaqQuestionCopy[]>;
} {
  const own = new Map(
    STORE_VIEW_CODES.map((storeView) => {
      const file = ownSeedFile(folder, storeView, 'faq.json', seedFaqSchema) ?? [];
      return [
        storeView,
        {
          categories: new Map(file.map((category) => [category.url_key, category])),
          questions: new Map(
            file.flatMap((category) => category.questions).map((item) => [item.url_key, item]),
          ),
        },
      ];
    }),
  );
  const categoryCopy = (storeView: StoreViewCode, category: SeedFaq[number]) =>
    fillMarketFacts(
      { title: (own.get(storeView)?.categories.get(category.url_key) ?? category).title },
      storeView,
    );
  const questionCopy = (storeView: StoreViewCode, item: SeedFaq[number]['questions'][number]) => {
    const copy = own.get(storeView)?.questions.get(item.url_key) ?? item;
    const filled = fillMarketFacts({ question: copy.question, answer: copy.answer }, storeView);
    return { question: filled.question, answer: sanitiseCmsHtml(filled.answer) };
  };
  const categoryCopies = new Map<string, FaqCategoryCopy[]>();
  const questionCopies = new Map<string, FaqQuestionCopy[]>();
  const defaults = faq.map((category) => ({
    ...category,
    ...categoryCopy(DEFAULT_STORE_VIEW, category),
    questions: category.questions.map((item) => ({
      ...item,
      ...questionCopy(DEFAULT_STORE_VIEW, item),
    })),
  }));
  for (const [index, category] of faq.entries()) {
    const fallback = defaults[index]!;
    categoryCopies.set(
      category.url_key,
      localisedCopies(category.url_key, logger, (storeView) => categoryCopy(storeView, category))
        .filter(({ copy }) => copy.title !== fallback.title)
        .map(({ storeView, copy }) => ({ storeView, ...copy })),
    );
    for (const [questionIndex, item] of category.questions.entries()) {
      const base = fallback.questions[questionIndex]!;
      questionCopies.set(
        item.url_key,
        localisedCopies(item.url_key, logger, (storeView) => questionCopy(storeView, item))
          .filter(({ copy }) => copy.question !== base.question || copy.answer !== base.answer)
          .map(({ storeView, copy }) => ({ storeView, ...copy })),
      );
    }
  }
  return { default: defaults, categoryCopies, questionCopies };
}

/** Each store view's copy of one seed entry; a store view whose copy fails is logged and skipped. */
function localisedCopies<Copy>(
  key: string,
  logger: Logger,
  build: (storeView: StoreViewCode) => Copy,
): { storeView: StoreViewCode; copy: Copy }[] {
  return STORE_VIEW_CODES.flatMap((storeView) => {
    try {
      return [{ storeView, copy: build(storeView) }];
    } catch (error) {
      logger.error('CMS seed copy cannot be localised; the store view keeps the default copy', {
        identifier: key,
        storeView,
        error: (error as Error).message,
      });
      return [];
    }
  });
}

/** Every page (its identifier) and question (faq/<url key>) in every store view; custom rewrites. */
function rewriteRows(
  pages: readonly CmsPageRow[],
  questions: readonly FaqQuestionRow[],
  rewrites: SeedRewrites,
): NewUrlRewriteRow[] {
  const rows: NewUrlRewriteRow[] = [];
  for (const storeView of STORE_VIEW_CODES) {
    for (const [identifier, row] of effectiveRows(pages, storeView)) {
      rows.push({ storeView, entityType: 'cms-page', entityId: row.id, requestPath: identifier });
    }
    for (const question of questions) {
      const requestPath = `faq/${question.urlKey}`;
      rows.push({ storeView, entityType: 'faq', entityId: question.id, requestPath });
    }
  }
  for (const rewrite of rewrites) {
    const views = rewrite.store_views === 'all' ? STORE_VIEW_CODES : rewrite.store_views;
    for (const storeView of views) {
      rows.push({
        storeView,
        entityType: 'custom',
        entityId: 0,
        requestPath: rewrite.request_path,
        targetPath: rewrite.target_path,
        redirectType: rewrite.redirect_type,
        isAutogenerated: false,
      });
    }
  }
  return rows;
}

/**
 * Seeds CMS pages, blocks, FAQ and their url_rewrites (cms-page, faq, custom) from the seed
 * folder, in one transaction. Idempotent: rows that exist (by identifier and store view, url
 * key, or path) are left as they are, so copy changed in the database is never overwritten.
 * Copy is sanitised before it is stored.
 */
export async function seedCms(db: Database, logger: Logger, folder: string): Promise<void> {
  const pages = pageRows(readSeedFile(folder, 'pages.json', seedPagesSchema), folder, logger);
  const blocks = blockRows(readSeedFile(folder, 'blocks.json', seedBlocksSchema), folder, logger);
  const faq = faqCopies(readSeedFile(folder, 'faq.json', seedFaqSchema), folder, logger);
  const rewrites = readSeedFile(folder, 'rewrites.json', seedRewritesSchema);

  const outcome = await db.transaction(async (tx) => {
    const cms = new CmsRepository(tx);
    const urlRewrites = new UrlRewriteRepository(tx);
    let stored = 0;
    for (const page of pages) if (await cms.insertPageIfMissing(page)) stored += 1;
    for (const block of blocks) if (await cms.insertBlockIfMissing(block)) stored += 1;
    for (const [categoryIndex, category] of faq.default.entries()) {
      const categoryId = await cms.upsertFaqCategory({
        urlKey: category.url_key,
        title: category.title,
        position: categoryIndex + 1,
      });
      for (const [index, question] of category.questions.entries()) {
        await cms.insertFaqQuestionIfMissing({
          categoryId,
          urlKey: question.url_key,
          question: question.question,
          answer: question.answer,
          position: index + 1,
        });
      }
      for (const copy of faq.categoryCopies.get(category.url_key) ?? []) {
        await cms.insertFaqCategoryCopyIfMissing({ categoryId, ...copy });
      }
    }
    const questionIds = await cms.faqQuestionIdsByUrlKey();
    for (const [urlKey, copies] of faq.questionCopies) {
      const questionId = questionIds.get(urlKey);
      if (questionId === undefined) continue;
      for (const copy of copies) await cms.insertFaqQuestionCopyIfMissing({ questionId, ...copy });
    }
    const rows = rewriteRows(await cms.allPages(), await cms.allFaqQuestions(), rewrites);
    const inserted = await urlRewrites.insertMissing(rows);
    // A path the catalogue already serves keeps serving it; say which CMS urls lost.
    const taken = await urlRewrites.pathsTakenByOthers(
      rows.map((row) => row.requestPath),
      ['cms-page', 'faq', 'custom'],
    );
    return { stored, rewrites: inserted, taken };
  });
  const { taken, ...counts } = outcome;
  if (counts.stored || counts.rewrites) logger.info('Seeded CMS content', counts);
  if (taken.length > 0) {
    logger.warn('CMS urls already used by the catalogue; the catalogue keeps them', {
      paths: taken.map((row) => `${row.storeView}:/${row.requestPath}`),
    });
  }
}
