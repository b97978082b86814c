import type { StoreViewCode } from '@lumo/block-schema';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { flavourCode } from './catalog-rules';
import type { CatalogRepository } from './catalog-repository';
import type { CategorySource } from './catalog-sources';

/**
 * What a search or a layered navigation names besides its counts, kept per process: the
 * flavour labels, the visible categories and the spelling dictionary change only when the
 * catalogue is written, yet were read again by 2-4 statements per search (ADR 0051). Each use
 * reads `catalog_version` first (one small statement), which database triggers raise on every
 * write of what is kept here (migration 0015), so an import, the generator, an admin write or
 * another api process invalidates it; then the kept values of that version are used.
 */
export class CatalogLabels {
  private version: number | null = null;
  private flavours: Promise<Map<string, string>> | null = null;
  private readonly categories = new Map<StoreViewCode, Map<number, CategorySource | null>>();
  private readonly dictionaries = new Map<StoreViewCode, Promise<Set<string>>>();
  private readonly corrections = new Map<StoreViewCode, Map<string, Promise<string | null>>>();

  constructor(
    private readonly db: Database,
    private readonly repository: CatalogRepository,
  ) {}

  /** The kept values as of the catalogue's current version (dropped when it moved on). */
  async current(): Promise<CatalogLabelReader> {
    const rows = rowsOf<{ version: string | number }>(
      await this.db.execute(sql`SELECT version FROM catalog_version WHERE id = 1`),
    );
    const version = Number(rows[0]?.version ?? -1);
    if (version !== this.version) {
      this.version = version;
      this.flavours = null;
      this.categories.clear();
      this.dictionaries.clear();
      this.corrections.clear();
    }
    return {
      flavourLabels: () => (this.flavours ??= this.readFlavours()),
      categories: (storeView, ids) => this.categorySources(storeView, ids),
      dictionary: (storeView) => {
        let words = this.dictionaries.get(storeView);
        if (!words) this.dictionaries.set(storeView, (words = this.readDictionary(storeView)));
        return words;
      },
      correction: (storeView, search, correct) => this.correction(storeView, search, correct),
    };
  }

  /**
   * A search's correction, worked out once per catalogue version (a misspelled search is
   * corrected by a trigram statement of 5-10 ms on the 10,000-product catalogue, ADR 0058).
   * At most MAX_KEPT_CORRECTIONS per store view; the oldest goes first. A failure is not kept.
   */
  private correction(
    storeView: StoreViewCode,
    search: string,
    correct: () => Promise<string | null>,
  ): Promise<string | null> {
    let kept = this.corrections.get(storeView);
    if (!kept) this.corrections.set(storeView, (kept = new Map()));
    const known = kept.get(search);
    if (known) return known;
    if (kept.size >= MAX_KEPT_CORRECTIONS) kept.delete(kept.keys().next().value as string);
    const working = correct().catch((error: unknown) => {
      if (kept.get(search) === working) kept.delete(search);
      throw error;
    });
    kept.set(search, working);
    return working;
  }

  private async categorySources(
    storeView: StoreViewCode,
    ids: number[],
  ): Promise<Map<number, CategorySource>> {
    let known = this.categories.get(storeView);
    if (!known) this.categories.set(storeView, (known = new Map()));
    const version = this.version;
    const missing = [...new Set(ids)].filter((id) => !known.has(id));
    let fresh = new Map<number, CategorySource>();
    if (missing.length > 0) {
      const found = await this.repository.categorySources(storeView, missing);
      fresh = new Map(found.map((category) => [category.id, category]));
      // Kept unless a newer version was seen meanwhile (that one starts afresh).
      if (this.version === version && this.categories.get(storeView) === known) {
        for (const id of missing) known.set(id, fresh.get(id) ?? null);
      }
    }
    const result = new Map<number, CategorySource>();
    for (const id of ids) {
      const category = fresh.get(id) ?? known.get(id);
      if (category) result.set(id, category);
    }
    return result;
  }

  private async readFlavours(): Promise<Map<string, string>> {
    try {
      return await this.queryFlavours();
    } catch (error) {
      this.flavours = null;
      throw error;
    }
  }

  private async queryFlavours(): Promise<Map<string, string>> {
    // The distinct flavours by skipping through products_flavour_idx (one probe per flavour)
    // instead of reading every product.
    const result = await this.db.execute(sql`WITH RECURSIVE f(flavour) AS (
        SELECT min(flavour) FROM products
        UNION ALL
        SELECT (SELECT min(p.flavour) FROM products p WHERE p.flavour > f.flavour)
        FROM f WHERE f.flavour IS NOT NULL
      ) SELECT flavour FROM f WHERE flavour IS NOT NULL`);
    const rows = rowsOf<{ flavour: string }>(result);
    return new Map(rows.map((row) => [flavourCode(row.flavour), row.flavour]));
  }

  private async readDictionary(storeView: StoreViewCode): Promise<Set<string>> {
    try {
      const rows = rowsOf<{ word: string }>(
        await this.db.execute(sql`SELECT word FROM search_terms WHERE store_view = ${storeView}`),
      );
      return new Set(rows.map((row) => row.word));
    } catch (error) {
      this.dictionaries.delete(storeView);
      throw error;
    }
  }
}

/** Corrections kept per store view and catalogue version (the words shoppers misspell most). */
const MAX_KEPT_CORRECTIONS = 1000;

/** The kept values of one catalogue version (see CatalogLabels.current). */
export interface CatalogLabelReader {
  /** Flavour code -> label, for every flavour of the catalogue. */
  flavourLabels(): Promise<Map<string, string>>;
  /** The categories of `ids` the store view shows (level 2 and below), by id. */
  categories(storeView: StoreViewCode, ids: number[]): Promise<Map<number, CategorySource>>;
  /** Every word of the store view's search dictionary (search_terms). */
  dictionary(storeView: StoreViewCode): Promise<Set<string>>;
  /**
   * The correction of `search` (catalog-spelling's correctSearch, passed as `correct`), kept
   * with this version: the dictionary's words change only with it. Its product counts, which
   * only break ties between equally close words, may move without a new version.
   */
  correction(
    storeView: StoreViewCode,
    search: string,
    correct: () => Promise<string | null>,
  ): Promise<string | null>;
}

/** node-postgres returns { rows }, PGlite's drizzle driver the same shape. */
function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] } | null)?.rows ?? []) as T[];
}
