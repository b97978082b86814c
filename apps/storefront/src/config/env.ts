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

/** Where the store locator's map tiles come from (ADR 0028); null draws no tiles. */
export interface MapTileConfig {
  /** http(s) URL with {z}, {x} and {y}, e.g. https://tile.example/{z}/{x}/{y}.png */
  urlTemplate: string;
  /** Credit the tile provider asks for, shown under the map (plain text). */
  attribution: string;
}

/**
 * MAP_TILE_URL and MAP_TILE_ATTRIBUTION. A template that is not an http(s) URL with all three
 * placeholders is ignored (with one warning): a broken map must not break the page.
 */
export function mapTileConfig(): MapTileConfig | null {
  const urlTemplate = process.env.MAP_TILE_URL?.trim() ?? '';
  if (!urlTemplate) return null;
  if (!isTileTemplate(urlTemplate)) {
    warnOnce(`MAP_TILE_URL is not an http(s) URL with {z}, {x} and {y}; the map shows no tiles.`);
    return null;
  }
  return {
    urlTemplate,
    attribution: (process.env.MAP_TILE_ATTRIBUTION ?? '').trim().slice(0, 300),
  };
}

function isTileTemplate(template: string): boolean {
  if (!['{z}', '{x}', '{y}'].every((part) => template.includes(part))) return false;
  try {
    const url = new URL(template.replace(/\{[zxy]\}/g, '0'));
    return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username;
  } catch {
    return false;
  }
}

const warned = new Set<string>();
function warnOnce(message: string): void {
  if (warned.has(message)) return;
  warned.add(message);
  console.warn(message);
}
