/**
 * Everything the storefront reads from its environment, read at call time (not at build time) so
 * one build runs against any api: `next build` happens before API_URL and friends are known.
 */

const DEFAULT_API_URL = 'http://127.0.0.1:4000';

/** Base URL of the GraphQL api, without a trailing slash. */
export function apiUrl(): string {
  return (process.env.API_URL?.trim() || DEFAULT_API_URL).replace(/\/+$/, '');
}

export function apiGraphQLUrl(): string {
  return `${apiUrl()}/graphql`;
}

/** The block gallery (/__blocks) is a development tool; production shows it only when asked. */
export function isBlockGalleryEnabled(): boolean {
  return process.env.NODE_ENV !== 'production' || process.env.ENABLE_BLOCK_GALLERY === '1';
}

/** Public origin used in sitemap.xml and robots.txt (SITE_URL, else STOREFRONT_URL). */
export function siteUrl(): string {
  const configured = process.env.SITE_URL?.trim() || process.env.STOREFRONT_URL?.trim();
  return (configured || 'http://localhost:3000').replace(/\/+$/, '');
}

/** SPEC §2.1: the page title's configured prefix and suffix. */
export function titleAffixes(): { prefix: string; suffix: string } {
  return {
    prefix: process.env.TITLE_PREFIX ?? 'Lumo | ',
    suffix: process.env.TITLE_SUFFIX ?? '',
  };
}

/** SPEC §7 debug mode of translations: I18N_DEBUG=1 reports missing keys (features/i18n). */
export function isI18nDebug(): boolean {
  return process.env.I18N_DEBUG === '1';
}

/** Where missing translation keys are posted in debug mode: a local URL only. */
export function i18nMissingKeysUrl(): string {
  const configured = process.env.I18N_MISSING_KEYS_URL?.trim();
  if (configured) return configured;
  const port = Number.parseInt(process.env.PORT ?? '3000', 10) || 3000;
  return `http://127.0.0.1:${port}/api/i18n/missing-keys`;
}
