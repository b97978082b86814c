import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import type { Logger } from '../../logger';

/** The catalogue: categories, products, search, market guards, import and demo seed. */
export class CatalogService {
  constructor(
    readonly db: Database,
    readonly clock: Clock,
    readonly logger: Logger,
  ) {}

  /** Seeds the demo catalogue (idempotent). */
  async seed(): Promise<void> {}
}
