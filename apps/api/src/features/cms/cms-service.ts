import type { Database } from '../../db/database';
import type { Logger } from '../../logger';

/** CMS pages and blocks, FAQ, custom rewrites: their reads and their demo seed. */
export class CmsService {
  constructor(
    readonly db: Database,
    readonly logger: Logger,
  ) {}

  /** Seeds CMS pages, blocks, FAQ and custom rewrites (idempotent). */
  async seed(): Promise<void> {}
}
