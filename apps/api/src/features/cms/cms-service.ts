import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { STORE_VIEW_CODES, type StoreViewCode } from '@lumo/block-schema';
import type { CmsBlock, FaqCategory, FaqQuestion } from '@lumo/graphql/server';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { notFoundError, parseInput } from '../../errors';
import type { Logger } from '../../logger';
import { apiRoot } from '../../paths';
import { nicotineWarningOf } from '../store/market-data';
import {
  UrlRewriteRepository,
  type NewUrlRewriteRow,
} from '../url-rewrites/url-rewrite-repository';
import { sanitiseCmsHtml } from './cms-html';
import {
  cmsBlocksInput,
  cmsPageInput,
  faqQuestionIdInput,
  faqSearchInput,
  seedBlocksSchema,
  seedFaqSchema,
  seedPagesSchema,
  seedRewritesSchema,
} from './cms-inputs';
import {
  toCmsBlock,
  toCmsPage,
  toFaqCategory,
  toFaqQuestion,
  type CmsPageResult,
} from './cms-mappers';
import { CmsRepository } from './cms-repository';
import { effectiveRows, searchLanguageOf } from './cms-rules';

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

/** CMS pages and blocks, FAQ, custom rewrites: their reads and their demo seed. */
export class CmsService {
  private readonly repository: CmsRepository;

  constructor(
    readonly db: Database,
    readonly logger: Logger,
    private readonly seedFolder: string = cmsSeedFolder,
  ) {
    this.repository = new CmsRepository(db);
  }

  // ---- reads -------------------------------------------------------------------------------

  /** Magento's cmsPage: by identifier (or the deprecated id), with the store view's fallback. */
  async page(
    storeView: StoreViewCode,
    args: { id?: number | null; identifier?: string | null },
  ): Promise<CmsPageResult> {
    const input = parseInput(cmsPageInput, args);
    // An id names a page; the store view then serves its own row of that identifier, if any.
    const identifier =
      input.identifier ??
      (input.id != null ? (await this.repository.pageById(input.id))?.identifier : undefined);
    const row = identifier
      ? effectiveRows(await this.repository.pagesFor(storeView, [identifier]), storeView).get(
          identifier,
        )
      : undefined;
    if (!row?.isActive) {
      throw notFoundError(
        `The CMS page with the "${input.identifier ?? input.id}" ID doesn't exist.`,
      );
    }
    return toCmsPage(row);
  }

  /** Magento's cmsBlocks: active blocks in the order asked; unknown identifiers are left out. */
  async blocks(
    storeView: StoreViewCode,
    identifiers: readonly (string | null)[] | null | undefined,
  ) {
    const wanted = parseInput(cmsBlocksInput, identifiers ?? []);
    const rows = effectiveRows(await this.repository.blocksFor(storeView, wanted), storeView);
    const items: CmsBlock[] = [];
    for (const identifier of wanted) {
      const row = rows.get(identifier);
      if (row?.isActive) items.push(toCmsBlock(row));
    }
    return { items };
  }

  async faqCategories(): Promise<FaqCategory[]> {
    const [categories, questions] = await Promise.all([
      this.repository.activeFaqCategories(),
      this.repository.activeFaqQuestions(),
    ]);
    return categories.map((category) => toFaqCategory(category, questions));
  }

  /** One question, or null when it does not exist or is switched off. */
  async faqQuestion(id: number): Promise<FaqQuestion | null> {
    const [row] = await this.repository.faqQuestionsByIds([parseInput(faqQuestionIdInput, id)]);
    return row?.isActive && row.categoryActive ? toFaqQuestion(row) : null;
  }

  /** Questions matching the shopper's words in the store view's language, best first. */
  async faqSearch(
    storeView: StoreViewCode,
    args: { search: string; pageSize?: number | null },
  ): Promise<FaqQuestion[]> {
    const input = parseInput(faqSearchInput, {
      search: args.search,
      pageSize: args.pageSize ?? 20,
    });
    const rows = await this.repository.searchFaq(
      searchLanguageOf(storeView),
      input.search,
      input.pageSize,
    );
    return rows.map(toFaqQuestion);
  }

  // ---- seed --------------------------------------------------------------------------------

  /**
   * Seeds CMS pages, blocks, FAQ and their url_rewrites (cms-page, faq, custom) from the seed
   * folder. Idempotent: rows that exist (by identifier and store view, url key, or path) are left
   * as they are, so copy changed in the database is never overwritten. Copy is sanitised before
   * it is stored.
   */
  async seed(): Promise<void> {
    const pages = readSeedFile(this.seedFolder, 'pages.json', seedPagesSchema);
    const blocks = readSeedFile(this.seedFolder, 'blocks.json', seedBlocksSchema);
    const faq = readSeedFile(this.seedFolder, 'faq.json', seedFaqSchema);
    const rewrites = readSeedFile(this.seedFolder, 'rewrites.json', seedRewritesSchema);
    const pageContent = new Map(
      pages.map((page) => [
        page.identifier,
        sanitiseCmsHtml(
          readFileSync(join(this.seedFolder, 'pages', `${page.identifier}.html`), 'utf8'),
        ),
      ]),
    );

    const counts = await this.db.transaction(async (tx) => {
      const cms = new CmsRepository(tx);
      const urlRewrites = new UrlRewriteRepository(tx);
      let stored = 0;
      for (const page of pages) {
        const content = pageContent.get(page.identifier) ?? '';
        const base = {
          identifier: page.identifier,
          content,
          metaDescription: page.meta_description,
          metaKeywords: page.meta_keywords,
        };
        if (
          await cms.insertPageIfMissing({
            ...base,
            title: page.title,
            contentHeading: page.content_heading ?? page.title,
          })
        )
          stored += 1;
        for (const storeView of STORE_VIEW_CODES) {
          const title = page.titles[storeView];
          if (!title) continue;
          const row = { ...base, storeView, title, contentHeading: title };
          if (await cms.insertPageIfMissing(row)) stored += 1;
        }
      }
      for (const block of blocks) {
        if ('routes' in block) {
          const row = {
            identifier: block.identifier,
            title: block.title,
            content: JSON.stringify(block.routes),
          };
          if (await cms.insertBlockIfMissing(row)) stored += 1;
        } else if (block.content.includes(NICOTINE_WARNING_TOKEN)) {
          for (const storeView of STORE_VIEW_CODES) {
            const content = sanitiseCmsHtml(
              block.content.replaceAll(
                NICOTINE_WARNING_TOKEN,
                escapeHtml(nicotineWarningOf(storeView)),
              ),
            );
            if (
              await cms.insertBlockIfMissing({
                identifier: block.identifier,
                storeView,
                title: block.title,
                content,
              })
            )
              stored += 1;
          }
        } else {
          const row = {
            identifier: block.identifier,
            title: block.title,
            content: sanitiseCmsHtml(block.content),
          };
          if (await cms.insertBlockIfMissing(row)) stored += 1;
        }
      }
      for (const [categoryIndex, category] of faq.entries()) {
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
            answer: sanitiseCmsHtml(question.answer),
            position: index + 1,
          });
        }
      }

      const rows: NewUrlRewriteRow[] = [];
      const allPages = await cms.allPages();
      const questions = await cms.allFaqQuestions();
      for (const storeView of STORE_VIEW_CODES) {
        for (const [identifier, row] of effectiveRows(allPages, storeView)) {
          rows.push({
            storeView,
            entityType: 'cms-page',
            entityId: row.id,
            requestPath: identifier,
            redirectType: 0,
          });
        }
        for (const question of questions) {
          rows.push({
            storeView,
            entityType: 'faq',
            entityId: question.id,
            requestPath: `faq/${question.urlKey}`,
            redirectType: 0,
          });
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
      const inserted = await urlRewrites.insertMissing(rows);
      // A path the catalogue already serves keeps serving it; say which CMS urls lost.
      const taken = await urlRewrites.pathsTakenByOthers(
        rows.map((row) => row.requestPath),
        ['cms-page', 'faq', 'custom'],
      );
      return { stored, rewrites: inserted, taken };
    });
    const { taken, ...inserted } = counts;
    if (inserted.stored || inserted.rewrites) this.logger.info('Seeded CMS content', inserted);
    if (taken.length > 0) {
      this.logger.warn('CMS urls already used by the catalogue; the catalogue keeps them', {
        paths: taken.map((row) => `${row.storeView}:/${row.requestPath}`),
      });
    }
  }
}
