import type { StoreViewCode } from '@lumo/block-schema';
import type { CmsBlock, FaqCategory, FaqQuestion } from '@lumo/graphql/server';
import type { Database } from '../../db/database';
import { notFoundError, parseInput } from '../../errors';
import type { Logger } from '../../logger';
import { servedPageRow } from './cms-availability';
import { cmsBlocksInput, cmsPageInput, faqQuestionIdInput, faqSearchInput } from './cms-inputs';
import {
  toCmsBlock,
  toCmsPage,
  toFaqCategory,
  toFaqQuestion,
  type CmsPageResult,
} from './cms-mappers';
import { CmsRepository } from './cms-repository';
import { effectiveRows, searchLanguageOf } from './cms-rules';
import { cmsSeedFolder, seedCms } from './cms-seed';

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
    const row = await servedPageRow(this.repository, storeView, input);
    if (!row) {
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

  /** The store view's FAQ: its own copy of each category and question where it has one. */
  async faqCategories(storeView: StoreViewCode): Promise<FaqCategory[]> {
    const [categories, questions] = await Promise.all([
      this.repository.activeFaqCategories(storeView),
      this.repository.activeFaqQuestions(storeView),
    ]);
    return categories.map((category) => toFaqCategory(category, questions));
  }

  /** One question, or null when it does not exist or is switched off. */
  async faqQuestion(storeView: StoreViewCode, id: number): Promise<FaqQuestion | null> {
    const [row] = await this.repository.faqQuestionsByIds(storeView, [
      parseInput(faqQuestionIdInput, id),
    ]);
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
      storeView,
      searchLanguageOf(storeView),
      input.search,
      input.pageSize,
    );
    return rows.map(toFaqQuestion);
  }

  /** Seeds CMS pages, blocks, FAQ and their url_rewrites (see seedCms; idempotent). */
  seed(): Promise<void> {
    return seedCms(this.db, this.logger, this.seedFolder);
  }
}
