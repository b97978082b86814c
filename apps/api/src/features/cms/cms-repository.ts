import type { StoreViewCode } from '@lumo/block-schema';
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  cmsBlocks,
  cmsPages,
  faqCategories,
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

  async activeFaqCategories(): Promise<FaqCategoryRow[]> {
    return this.db
      .select()
      .from(faqCategories)
      .where(eq(faqCategories.isActive, true))
      .orderBy(asc(faqCategories.position), asc(faqCategories.id));
  }

  /** Active questions of active categories, by category and position. */
  async activeFaqQuestions(): Promise<FaqQuestionRow[]> {
    return this.db
      .select(this.questionColumns())
      .from(faqQuestions)
      .innerJoin(faqCategories, eq(faqCategories.id, faqQuestions.categoryId))
      .where(and(eq(faqQuestions.isActive, true), eq(faqCategories.isActive, true)))
      .orderBy(asc(faqQuestions.categoryId), asc(faqQuestions.position), asc(faqQuestions.id));
  }

  /** Questions by id with whether they can be shown (question and its category active). */
  async faqQuestionsByIds(
    ids: readonly number[],
  ): Promise<(FaqQuestionRow & { categoryActive: boolean })[]> {
    if (ids.length === 0) return [];
    return this.db
      .select({ ...this.questionColumns(), categoryActive: faqCategories.isActive })
      .from(faqQuestions)
      .innerJoin(faqCategories, eq(faqCategories.id, faqQuestions.categoryId))
      .where(inArray(faqQuestions.id, [...ids]));
  }

  /**
   * Full-text search over question (weight A) and answer text (weight B, tags stripped), in the
   * store view's language, best rank first. websearch_to_tsquery never fails on user input.
   */
  async searchFaq(
    language: SearchLanguage,
    search: string,
    limit: number,
  ): Promise<FaqQuestionRow[]> {
    const config = sql`${language}::regconfig`;
    const document = sql`(
      setweight(to_tsvector(${config}, ${faqQuestions.question}), 'A') ||
      setweight(to_tsvector(${config}, regexp_replace(${faqQuestions.answer}, '<[^>]*>', ' ', 'g')), 'B')
    )`;
    const query = sql`websearch_to_tsquery(${config}, ${search})`;
    return this.db
      .select(this.questionColumns())
      .from(faqQuestions)
      .innerJoin(faqCategories, eq(faqCategories.id, faqQuestions.categoryId))
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

  async allFaqQuestions(): Promise<FaqQuestionRow[]> {
    return this.db.select().from(faqQuestions).orderBy(asc(faqQuestions.id));
  }

  private questionColumns() {
    return {
      id: faqQuestions.id,
      categoryId: faqQuestions.categoryId,
      urlKey: faqQuestions.urlKey,
      question: faqQuestions.question,
      answer: faqQuestions.answer,
      position: faqQuestions.position,
      isActive: faqQuestions.isActive,
    };
  }
}
