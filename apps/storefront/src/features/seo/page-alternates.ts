import type { Metadata } from 'next';
import { STORE_VIEWS, withStorePrefix, type StoreViewCode } from '@lumo/block-schema';
import type { RouteEntityType, RouteHreflang } from '@/lib/api/route-lookup';

export interface PageAlternatesInput {
  storeView: StoreViewCode;
  /** Path inside the store view (no prefix) the page is canonical at. */
  path: string;
  /** Of the resolved route; hreflang is never emitted for custom (SPEC §2.4). */
  entityType: RouteEntityType;
  /** The route lookup's hreflang items. */
  hreflang: readonly RouteHreflang[];
  /** The store view's hreflang setting (SPEC §3.6 hrefLangsEnabled). */
  hrefLangsEnabled: boolean;
  /** The page shows another route's content (custom rewrite or custom route). */
  contentSwitch?: boolean;
  /** The category's listing page; the only query a canonical URL keeps. */
  listingPage?: number;
}

const UK_LOCALE = STORE_VIEWS.find((view) => view.code === 'uk')?.locale ?? 'en-GB';

/** An hreflang item's URL when it is a same-site path or an https URL; else undefined. */
function alternateUrl(url: string): string | undefined {
  const trimmed = url.trim();
  if (trimmed.startsWith('/') && !trimmed.startsWith('//') && !trimmed.includes('\\')) {
    return trimmed;
  }
  try {
    return new URL(trimmed).protocol === 'https:' ? new URL(trimmed).href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `alternates` of a resolved page's metadata: the canonical URL (store prefix + path; query
 * strings dropped except a category's `page` beyond the first) and, when the store view's setting
 * is on and the page is not custom content, SPEC §2.4's hreflang alternates: the lookup's items,
 * the page itself, and x-default pointing at the uk URL. Paths become absolute with the root
 * layout's metadataBase.
 */
export function pageAlternates(input: PageAlternatesInput): NonNullable<Metadata['alternates']> {
  const page = input.listingPage && input.listingPage > 1 ? `?page=${input.listingPage}` : '';
  const canonical = `${withStorePrefix(input.storeView, input.path)}${page}`;
  const emitsHreflang =
    input.hrefLangsEnabled && !input.contentSwitch && input.entityType !== 'custom';
  if (!emitsHreflang || input.hreflang.length === 0) return { canonical };

  const languages: Record<string, string> = {};
  for (const item of input.hreflang) {
    const url = alternateUrl(item.url);
    if (url) languages[item.lang] = url;
  }
  const own = STORE_VIEWS.find((view) => view.code === input.storeView)?.locale;
  if (own && !Object.keys(languages).some((lang) => lang.toLowerCase() === own.toLowerCase())) {
    languages[own] = canonical;
  }
  const ukLang = Object.keys(languages).find(
    (lang) => lang.toLowerCase() === UK_LOCALE.toLowerCase(),
  );
  if (ukLang) languages['x-default'] = languages[ukLang]!;
  return { canonical, languages };
}

/** A category listing's `page` query as a page number (1 when absent or not a page number). */
export function listingPageOf(value: string | string[] | undefined): number {
  const first = Array.isArray(value) ? value[0] : value;
  if (!first || !/^\d{1,5}$/.test(first)) return 1;
  return Math.max(1, Number(first));
}
