import type { Database } from '../../db/database';

/** Countries the store views ship to, with regions (DirectoryGraphQl). */
export class DirectoryService {
  constructor(readonly db: Database) {}

  /** Seeds countries and regions (idempotent). */
  async seed(): Promise<void> {}
}
