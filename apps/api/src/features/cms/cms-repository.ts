import type { StoreViewCode } from '@lumo/block-schema';
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  cmsBlocks,
  cmsPages,
  faqCategories,
  faqCategoryStoreViews,
  faqQuestionStoreViews,
  faqQuestions,
  type CmsBlockRow,
  type CmsPageRow,
  type FaqCategoryRow,
  type FaqQuestionRow,
} from '../../db/schema';

export type NewCmsPageRow = typeof cmsPages.$inferInsert;
export type NewCmsBlockRow = typeof cmsBlocks.$inferInsert;

/** PostgreSQL text search configurations the FAQ search uses (all ship with PGlite too). */
export type SearchLanguage = 'english' | 'greek' | 'german' | 'simple';

/** Every query on the CMS tables (pages, blocks, FAQ). */
export class CmsRepository {
  constructor(private readonly db: Database) {}

  transaction<T>(work: (repository: CmsRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new CmsRepository(tx)));
  }

  // ---- pages -------------------------------------------------------------------------------

  /** The rows that can serve these identifiers in a store view: its own and the default ones. */
  async pagesFor(storeView: StoreViewCode, identifiers: readonly string[]): Promise<CmsPageRow[]> {
    if (identifiers.length === 0) return [];
    return this.db
      .select()
      .from(cmsPages)
      .where(
        and(
          inArray(cmsPages.identifier, [...identifiers]),
          or(eq(cmsPages.storeView, storeView), isNull(cmsPages.storeView)),
        ),
      );
  }

  async pageById(id: number): Promise<CmsPageRow | undefined> {
    const [row] = await this.db.select().from(cmsPages).where(eq(cmsPages.id, id));
    return row;
  }

  /** Every row (all store views) of the identifiers of these page ids. */
  async allPages(): Promise<CmsPageRow[]> {
    return this.db.select().from(cmsPages).orderBy(asc(cmsPages.id));
  }

  async insertPageIfMissing(row: NewCmsPageRow): Promise<boolean> {
    const inserted = await this.db
      .insert(cmsPages)
      .values(row)
      .onConflictDoNothing({ target: [cmsPages.identifier, cmsPages.storeView] })
      .returning({ id: cmsPages.id });
    return inserted.length > 0;
  }

  // ---- blocks ------------------------------------------------------------------------------

  async blocksFor(
    storeView: StoreViewCode,
    identifiers: readonly string[],
  ): Promise<CmsBlockRow[]> {
    if (identifiers.length === 0) return [];
    return this.db
      .select()
      .from(cmsBlocks)
      .where(
        and(
          inArray(cmsBlocks.identifier, [...identifiers]),
          or(eq(cmsBlocks.storeView, storeView), isNull(cmsBlocks.storeView)),
        ),
      );
  }

  async insertBlockIfMissing(row: NewCmsBlockRow): Promise<boolean> {
    const inserted = await this.db
      .insert(cmsBlocks)
      .values(row)
      .onConflictDoNothing({ target: [cmsBlocks.identifier, cmsBlocks.storeView] })
      .returning({ id: cmsBlocks.id });
    return inserted.length > 0;
  }

  // ---- FAQ ---------------------------------------------------------------------------------
  // Every read is in one store view: its own copy (faq_*_store_views) where it has one, the
  // default copy otherwise.

  async activeFaqCategories(storeView: StoreViewCode): Promise<FaqCategoryRow[]> {
    return this.db
      .select({
        id: faqCategories.id,
        urlKey: faqCategories.urlKey,
        title: sql<string>`coalesce(${faqCategoryStoreViews.title}, ${faqCategories.title})`,
        position: faqCategories.position,
        isActive: faqCategories.isActive,
      })
      .from(faqCategories)
      .leftJoin(
        faqCategoryStoreViews,
        and(
          eq(faqCategoryStoreViews.categoryId, faqCategories.id),
          eq(faqCategoryStoreViews.storeView, storeView),
        ),
      )
      .where(eq(faqCategories.isActive, true))
      .orderBy(asc(faqCategories.position), asc(faqCategories.id));
  }

  /** Active questions of active categories, by category and position. */
  async activeFaqQuestions(storeView: StoreViewCode): Promise<FaqQuestionRow[]> {
    return this.db
      .select(this.questionColumns())
      .from(faqQuestions)
      .innerJoin(faqCategories, eq(faqCategories.id, faqQuestions.categoryId))
      .leftJoin(faqQuestionStoreViews, this.ownCopy(storeView))
      .where(and(eq(faqQuestions.isActive, true), eq(faqCategories.isActive, true)))
      .orderBy(asc(faqQuestions.categoryId), asc(faqQuestions.position), asc(faqQuestions.id));
  }

  /** Questions by id with whether they can be shown (question and its category active). */
  async faqQuestionsByIds(
    storeView: StoreViewCode,
    ids: readonly number[],
  ): Promise<(FaqQuestionRow & { categoryActive: boolean })[]> {
    if (ids.length === 0) return [];
    return this.db
      .select({ ...this.questionColumns(), categoryActive: faqCategories.isActive })
      .from(faqQuestions)
      .innerJoin(faqCategories, eq(faqCategories.id, faqQuestions.categoryId))
      .leftJoin(faqQuestionStoreViews, this.ownCopy(storeView))
      .where(inArray(faqQuestions.id, [...ids]));
  }

  /**
   * Full-text search over the store view's copy of question (weight A) and answer text (weight
   * B, tags stripped), in its language, best rank first. websearch_to_tsquery never fails on
   * user input.
   */
  async searchFaq(
    storeView: StoreViewCode,
    language: SearchLanguage,
    search: string,
    limit: number,
  ): Promise<FaqQuestionRow[]> {
    const config = sql`${language}::regconfig`;
    const { question, answer } = this.questionColumns();
    const document = sql`(
      setweight(to_tsvector(${config}, ${question}), 'A') ||
      setweight(to_tsvector(${config}, regexp_replace(${answer}, '<[^>]*>', ' ', 'g')), 'B')
    )`;
    const query = sql`websearch_to_tsquery(${config}, ${search})`;
    return this.db
      .select(this.questionColumns())
      .from(faqQuestions)
      .innerJoin(faqCategories, eq(faqCategories.id, faqQuestions.categoryId))
      .leftJoin(faqQuestionStoreViews, this.ownCopy(storeView))
      .where(
        and(
          eq(faqQuestions.isActive, true),
          eq(faqCategories.isActive, true),
          sql`${document} @@ ${query}`,
        ),
      )
      .orderBy(
        sql`ts_rank(${document}, ${query}) DESC`,
        asc(faqQuestions.position),
        asc(faqQuestions.id),
      )
      .limit(limit);
  }

  async upsertFaqCategory(row: typeof faqCategories.$inferInsert): Promise<number> {
    const existing = await this.db
      .select({ id: faqCategories.id })
      .from(faqCategories)
      .where(eq(faqCategories.urlKey, row.urlKey));
    if (existing[0]) return existing[0].id;
    const [inserted] = await this.db
      .insert(faqCategories)
      .values(row)
      .returning({ id: faqCategories.id });
    if (!inserted) throw new Error(`FAQ category ${row.urlKey} was not stored`);
    return inserted.id;
  }

  async insertFaqQuestionIfMissing(row: typeof faqQuestions.$inferInsert): Promise<void> {
    await this.db
      .insert(faqQuestions)
      .values(row)
      .onConflictDoNothing({ target: faqQuestions.urlKey });
  }

  /** A store view's own copy of a category title, unless it has one already. */
  async insertFaqCategoryCopyIfMissing(row: typeof faqCategoryStoreViews.$inferInsert) {
    await this.db.insert(faqCategoryStoreViews).values(row).onConflictDoNothing();
  }

  /** A store view's own copy of a question, unless it has one already. */
  async insertFaqQuestionCopyIfMissing(row: typeof faqQuestionStoreViews.$inferInsert) {
    await this.db.insert(faqQuestionStoreViews).values(row).onConflictDoNothing();
  }

  async faqQuestionIdsByUrlKey(): Promise<Map<string, number>> {
    const rows = await this.db
      .select({ id: faqQuestions.id, urlKey: faqQuestions.urlKey })
      .from(faqQuestions);
    return new Map(rows.map((row) => [row.urlKey, row.id]));
  }

  async allFaqQuestions(): Promise<FaqQuestionRow[]> {
    return this.db.select().from(faqQuestions).orderBy(asc(faqQuestions.id));
  }

  /** The join condition of a question's own copy in a store view. */
  private ownCopy(storeView: StoreViewCode) {
    return and(
      eq(faqQuestionStoreViews.questionId, faqQuestions.id),
      eq(faqQuestionStoreViews.storeView, storeView),
    );
  }

  /** Question columns with the store view's copy (joined as faq_question_store_views) first. */
  private questionColumns() {
    return {
      id: faqQuestions.id,
      categoryId: faqQuestions.categoryId,
      urlKey: faqQuestions.urlKey,
      question: sql<string>`coalesce(${faqQuestionStoreViews.question}, ${faqQuestions.question})`,
      answer: sql<string>`coalesce(${faqQuestionStoreViews.answer}, ${faqQuestions.answer})`,
      position: faqQuestions.position,
      isActive: faqQuestions.isActive,
    };
  }
}
