import type { StoreViewCode } from '@lumo/block-schema';
import type {
  EntityUrl,
  JtiHeadlessUrlArrayResults,
  JtiHeadlessUrlResult,
} from '@lumo/graphql/server';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { parseInput } from '../../errors';
import {
  catalogVisibility,
  rowsOf,
  type CatalogEntityRef,
  type VisibilityRow,
} from '../catalog/catalog-availability';
import type { CatalogService } from '../catalog/catalog-service';
import type { CategorySource, ProductSource } from '../catalog/catalog-sources';
import { cmsPageForRoute, cmsVisibility } from '../cms/cms-availability';
import type { CmsPageResult } from '../cms/cms-mappers';
import { CmsRepository } from '../cms/cms-repository';
import { STORE_VIEW_SETTINGS, type StoreViewSettings } from '../store/store-view-settings';
import { lookupUrlInput, lookupUrlsInput, storeIdInput } from './url-rewrite-inputs';
import {
  relativeUrlOf,
  toEntityUrl,
  toJtiResult,
  toRoutableUrl,
  type LookupAnswer,
} from './url-rewrite-mappers';
import {
  UrlRewriteRepository,
  type AlternateRow,
  type UrlRewriteEntityType,
} from './url-rewrite-repository';
import {
  candidatePaths,
  hreflangItems,
  lookupStoreView,
  normaliseLookupPath,
  resolvePath,
  type ResolvedPath,
} from './url-rewrite-rules';

/** The catalogue reads route() needs (CatalogService's, passed in by the resolver). */
export type RouteCatalog = Pick<CatalogService, 'productsByIds' | 'categoriesByIds'>;

/** What route() answers: an entity with its routing fields, or a RoutableUrl. */
export type RoutedEntity =
  | (ProductSource & { relative_url: string | null; redirect_code: number; type: 'PRODUCT' })
  | (CategorySource & { relative_url: string | null; redirect_code: number; type: 'CATEGORY' })
  | CmsPageResult
  | ReturnType<typeof toRoutableUrl>;

/** URL resolution of a store view's paths (route, urlResolver, SPEC §7 lookups). */
export class UrlRewriteService {
  private readonly rewrites: UrlRewriteRepository;
  private readonly cms: CmsRepository;

  constructor(
    readonly db: Database,
    private readonly settings: Readonly<
      Record<StoreViewCode, StoreViewSettings>
    > = STORE_VIEW_SETTINGS,
  ) {
    this.rewrites = new UrlRewriteRepository(db);
    this.cms = new CmsRepository(db);
  }

  /** SPEC §7 single lookup. */
  async jtiHeadlessUrl(
    headerStoreView: StoreViewCode,
    url: string,
    storeId: number | null | undefined,
    now: Date,
  ): Promise<JtiHeadlessUrlResult> {
    const storeView = lookupStoreView(headerStoreView, parseInput(storeIdInput, storeId));
    const [answer] = await this.lookup(storeView, [parseInput(lookupUrlInput, url)], now);
    if (!answer) throw new Error('A lookup of one url answered nothing');
    return toJtiResult(answer);
  }

  /** SPEC §7 batch lookup: one result per url, in the order asked, duplicates included. */
  async jtiHeadlessUrls(
    headerStoreView: StoreViewCode,
    urls: readonly string[],
    storeId: number | null | undefined,
    now: Date,
  ): Promise<JtiHeadlessUrlArrayResults> {
    const storeView = lookupStoreView(headerStoreView, parseInput(storeIdInput, storeId));
    const answers = await this.lookup(storeView, parseInput(lookupUrlsInput, urls), now);
    return { items: answers.map(toJtiResult) };
  }

  /**
   * Magento's route(): the product, category or CMS page itself (with relative_url, redirect_code
   * and type set), a RoutableUrl for custom rewrites and FAQ questions (type null), or null for
   * unknown urls and for entities not visible in the store view.
   */
  async route(
    storeView: StoreViewCode,
    url: string,
    catalog: RouteCatalog,
    now: Date,
  ): Promise<RoutedEntity | null> {
    const [answer] = await this.lookup(storeView, [parseInput(lookupUrlInput, url)], now);
    if (!answer || answer.resolved.kind === 'none' || answer.disabled) return null;
    const { resolved } = answer;
    const routing = { relative_url: relativeUrlOf(answer), redirect_code: resolved.rewriteType };
    switch (resolved.entityType) {
      case 'product': {
        const [product] = await catalog.productsByIds(storeView, [resolved.entityId]);
        return product ? { ...product, ...routing, type: 'PRODUCT' } : null;
      }
      case 'category': {
        const [category] = await catalog.categoriesByIds(storeView, [resolved.entityId]);
        return category ? { ...category, ...routing, type: 'CATEGORY' } : null;
      }
      case 'cms-page': {
        const page = await cmsPageForRoute(this.cms, storeView, resolved.entityId);
        return page ? { ...page, ...routing } : null;
      }
      default:
        return toRoutableUrl(answer);
    }
  }

  /** Magento's deprecated urlResolver (EntityUrl, camelCase redirectCode). */
  async urlResolver(storeView: StoreViewCode, url: string, now: Date): Promise<EntityUrl | null> {
    const [answer] = await this.lookup(storeView, [parseInput(lookupUrlInput, url)], now);
    return answer ? toEntityUrl(answer) : null;
  }

  /**
   * Resolves urls of one store view: ONE query for the rewrites (paths, redirect chains, the
   * entities' rows in other store views), then one availability query per entity kind found.
   */
  async lookup(
    storeView: StoreViewCode,
    urls: readonly string[],
    now: Date,
  ): Promise<LookupAnswer[]> {
    const paths = urls.map(normaliseLookupPath);
    const candidates = [...new Set(paths.filter((path) => path !== '').flatMap(candidatePaths))];
    const { chains, alternates } = await this.rewrites.lookup(storeView, candidates);
    const resolvedByPath = new Map<string, ResolvedPath>();
    for (const path of new Set(paths)) {
      resolvedByPath.set(path, path === '' ? { kind: 'none' } : resolvePath(path, chains));
    }
    const visible = await this.visibility([...resolvedByPath.values()], now);
    // Each entity's rows in the other store views, so a result's hreflang looks only at its own.
    const alternatesOf = new Map<string, AlternateRow[]>();
    for (const row of alternates) {
      const key = `${row.entityType}:${row.entityId}`;
      alternatesOf.set(key, [...(alternatesOf.get(key) ?? []), row]);
    }
    return paths.map((path) => {
      const resolved = resolvedByPath.get(path) ?? { kind: 'none' };
      if (resolved.kind === 'none') return { url: path, resolved, disabled: false, hreflang: [] };
      if (resolved.entityType === 'custom')
        return { url: path, resolved, disabled: false, hreflang: [] };
      const key = `${resolved.entityType}:${resolved.entityId}`;
      const views = visible.get(key) ?? new Set();
      const disabled = !views.has(storeView);
      return {
        url: path,
        resolved,
        disabled,
        hreflang: disabled
          ? []
          : hreflangItems(storeView, resolved, views, alternatesOf.get(key) ?? [], this.settings),
      };
    });
  }

  /** Store views where each resolved entity is visible, keyed `${entity_type}:${id}`. */
  private async visibility(
    resolved: readonly ResolvedPath[],
    now: Date,
  ): Promise<Map<string, Set<StoreViewCode>>> {
    void now; // nothing is time-bound today (see visibleStoreViews)
    const idsOf = (type: UrlRewriteEntityType) => [
      ...new Set(
        resolved.flatMap((entry) =>
          entry.kind === 'entity' && entry.entityType === type ? [entry.entityId] : [],
        ),
      ),
    ];
    const catalogRefs: CatalogEntityRef[] = [
      ...idsOf('product').map((id) => ({ type: 'product' as const, id })),
      ...idsOf('category').map((id) => ({ type: 'category' as const, id })),
    ];
    // Every owner's visibility in ONE statement, whatever kinds and number of urls.
    const parts = [
      catalogVisibility(catalogRefs),
      cmsVisibility(idsOf('cms-page'), idsOf('faq')),
    ].filter((part): part is SQL => part !== null);
    const result = new Map<string, Set<StoreViewCode>>();
    if (parts.length === 0) return result;
    const rows = rowsOf<VisibilityRow>(await this.db.execute(sql.join(parts, sql` UNION ALL `)));
    for (const row of rows) {
      const key = `${row.kind}:${Number(row.id)}`;
      let views = result.get(key);
      if (!views) result.set(key, (views = new Set()));
      if (row.store_view) views.add(row.store_view);
    }
    return result;
  }
}
