import type { Database } from '../../db/database';

/** URL resolution of a store view's paths (route, urlResolver, SPEC §7 lookups). */
export class UrlRewriteService {
  constructor(readonly db: Database) {}
}
