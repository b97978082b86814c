/**
 * graphql-armor's limits for every operation (ADR 0006, ADR 0042). Refusals name the limit
 * ("Query depth limit of 20 exceeded, found 26."): a client developer can act on them, and the
 * numbers protect nothing by being secret.
 */
export const GRAPHQL_LIMITS = {
  /**
   * Magento's default query depth is 20: a category page (categories + products with variants,
   * price ranges and aggregations) is 14 levels deep.
   */
  maxDepth: 20,
  maxAliases: 20,
  maxDirectives: 20,
  /** Tokens of one document; the largest storefront operation has about 700. */
  maxTokens: 4000,
  /**
   * armor's static estimate weighs depth, not list sizes (those are bounded by pageSize and the
   * resolvers): the product page's related + up-sell + cross-sell cards estimate ~5,100.
   */
  maxCost: 20000,
} as const;
