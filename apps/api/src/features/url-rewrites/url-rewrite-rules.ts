import { getStoreView, STORE_VIEW_CODES, type StoreViewCode } from '@lumo/block-schema';
import { inputError } from '../../errors';
import {
  STORE_VIEW_SETTINGS,
  storeViewOfId,
  type StoreViewSettings,
} from '../store/store-view-settings';
import {
  MAX_REDIRECT_HOPS,
  type AlternateRow,
  type ChainRow,
  type UrlRewriteEntityType,
} from './url-rewrite-repository';

/**
 * A lookup url as a request path: query string and fragment dropped, surrounding whitespace and
 * slashes trimmed, repeated slashes collapsed ("/devices//compact/?x=1" -> "devices/compact").
 */
export function normaliseLookupPath(url: string): string {
  const withoutQuery = url.split(/[?#]/, 1)[0] ?? '';
  return withoutQuery
    .trim()
    .replace(/\/{2,}/g, '/')
    .replace(/^\/+|\/+$/g, '');
}

/** The request paths that may match a normalised path: as given, and lower-cased (generated paths). */
export function candidatePaths(path: string): string[] {
  const lower = path.toLowerCase();
  return lower === path ? [path] : [path, lower];
}

/** The store view a lookup answers for: SPEC §7's storeId when given, else the Store header's. */
export function lookupStoreView(
  headerStoreView: StoreViewCode,
  storeId: number | null | undefined,
): StoreViewCode {
  if (storeId == null || storeId === -1) return headerStoreView;
  const storeView = storeViewOfId(storeId);
  if (!storeView) throw inputError(`Requested store is not found: ${storeId}.`);
  return storeView;
}

/** What a path resolves to, before availability and hreflang are added. */
export type ResolvedPath =
  | { kind: 'none' }
  | {
      kind: 'entity';
      entityType: UrlRewriteEntityType;
      entityId: number;
      /** The matched row's own path (hop 0). */
      requestPath: string;
      /** 0 serves the entity (or, for custom, the content of rewriteUrl); 301/302 redirect. */
      rewriteType: number;
      rewriteUrl: string | null;
    };

/**
 * Resolves one normalised path from the rows of a lookup: its own row (exact case first), then
 * the redirects it leads to. A chain still redirecting after MAX_REDIRECT_HOPS is a loop in the
 * data and resolves to nothing rather than sending visitors round it. A chain answers 301 only
 * when every hop is permanent.
 */
export function resolvePath(path: string, chains: readonly ChainRow[]): ResolvedPath {
  const own =
    chains.find((row) => row.hop === 0 && row.requestPath === path) ??
    chains.find((row) => row.hop === 0 && row.requestPath === path.toLowerCase());
  if (!own) return { kind: 'none' };
  const base = {
    kind: 'entity' as const,
    entityType: own.entityType,
    entityId: own.entityType === 'custom' ? 0 : own.entityId,
    requestPath: own.requestPath,
  };
  if (own.redirectType === 0) {
    return {
      ...base,
      rewriteType: 0,
      rewriteUrl: own.entityType === 'custom' ? own.targetPath : null,
    };
  }
  const hops = chains
    .filter((row) => row.askedPath === own.requestPath)
    .sort((a, b) => a.hop - b.hop);
  const last = hops[hops.length - 1] ?? own;
  if (last.hop >= MAX_REDIRECT_HOPS) return { kind: 'none' };
  const permanent = hops.every((row) => row.redirectType === 301);
  return { ...base, rewriteType: permanent ? 301 : 302, rewriteUrl: last.targetPath };
}

export interface HreflangItem {
  lang: string;
  store_id: number;
  url: string;
}

/**
 * hreflang alternates of a served entity (SPEC §2.4): empty unless the store view's setting is
 * on; never for custom rewrites; one per OTHER store view where the entity is visible, with that
 * view's locale, numeric id and prefixed path. A CMS page or FAQ question has the same path in
 * every view; a product or category uses its row in that view (the same path when it has one).
 */
export function hreflangItems(
  storeView: StoreViewCode,
  resolved: Extract<ResolvedPath, { kind: 'entity' }>,
  visibleIn: ReadonlySet<StoreViewCode>,
  alternates: readonly AlternateRow[],
  settings: Readonly<Record<StoreViewCode, StoreViewSettings>> = STORE_VIEW_SETTINGS,
): HreflangItem[] {
  if (!settings[storeView].hrefLangsEnabled) return [];
  if (resolved.entityType === 'custom' || resolved.rewriteType !== 0) return [];
  const items: HreflangItem[] = [];
  for (const other of STORE_VIEW_CODES) {
    if (other === storeView || !visibleIn.has(other)) continue;
    let path: string | undefined;
    if (resolved.entityType === 'cms-page') {
      path = resolved.requestPath;
    } else {
      const rows = alternates
        .filter(
          (row) =>
            row.storeView === other &&
            row.entityType === resolved.entityType &&
            row.entityId === resolved.entityId,
        )
        .sort((a, b) => a.id - b.id);
      path = (rows.find((row) => row.requestPath === resolved.requestPath) ?? rows[0])?.requestPath;
    }
    if (path === undefined) continue;
    const view = getStoreView(other);
    items.push({
      lang: view.locale,
      store_id: settings[other].storeId,
      url: `${view.pathPrefix}/${path}`,
    });
  }
  return items;
}
