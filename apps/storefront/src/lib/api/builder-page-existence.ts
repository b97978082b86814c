/**
 * Whether a published builder page exists, as the proxy needs to know before routing (ADR 0003);
 * the proxy asks it together with the route lookup (route-lookup.ts, ProxyRoute operation).
 * `unknown` (api unreachable, slow or refusing) must never become a 404: the page then renders
 * and shows its own "unavailable" notice (SPEC §8).
 */
export type BuilderPageExistence = 'exists' | 'missing' | 'unknown';
