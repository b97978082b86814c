import { cache } from 'react';
import { withStorePrefix, type StoreViewCode } from '@lumo/block-schema';
import { HeaderMenuDocument } from '@lumo/graphql';
import { catalogTag } from './catalog-cache-tags';
import { CMS_REVALIDATE_SECONDS } from './cms';
import { storeConfigTag } from './cache-tags';
import { storefrontQuery } from './storefront-graphql';

/** One entry of the header's category menu (SPEC §2.2). */
export interface MenuCategory {
  id: string;
  name: string;
  /** Link with the store view's prefix. */
  href: string;
  children: MenuCategory[];
}

/** Magento's default root below "Root Catalog" when the store config does not say (SPEC §9). */
export const DEFAULT_ROOT_CATEGORY_ID = 2;
/** Bounds the menu whatever the api sends (a menu longer than this is not a menu). */
const MAX_TOP_LEVEL = 12;
const MAX_CHILDREN = 24;
const MAX_NAME_LENGTH = 80;

interface RawCategory {
  uid: string;
  name?: string | null;
  url_path?: string | null;
  url_suffix?: string | null;
  position?: number | null;
  include_in_menu?: number | null;
}

function menuEntries<T extends RawCategory>(
  items: readonly (T | null | undefined)[] | null | undefined,
  limit: number,
): T[] {
  return (items ?? [])
    .filter((item): item is T => Boolean(item?.uid && item.name?.trim() && item.url_path))
    .filter((item) => item.include_in_menu !== 0)
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .slice(0, limit);
}

function toMenuCategory(
  storeView: StoreViewCode,
  item: RawCategory,
): Omit<MenuCategory, 'children'> {
  return {
    id: item.uid,
    name: (item.name ?? '').trim().slice(0, MAX_NAME_LENGTH),
    href: withStorePrefix(storeView, `/${item.url_path}${item.url_suffix ?? ''}`),
  };
}

/**
 * The store view's menu: the categories below its root, by position, with their children. An
 * empty menu when the api cannot answer (the header still renders; SPEC §8 degrades quietly).
 */
export async function fetchHeaderMenu(
  storeView: StoreViewCode,
  rootCategoryId: number,
  fetchImpl?: typeof fetch,
): Promise<MenuCategory[]> {
  const result = await storefrontQuery(HeaderMenuDocument, {
    storeView,
    variables: { rootId: String(rootCategoryId || DEFAULT_ROOT_CATEGORY_ID) },
    cache: {
      kind: 'tagged',
      tags: [catalogTag(storeView), storeConfigTag(storeView)],
      revalidate: CMS_REVALIDATE_SECONDS,
    },
    fetchImpl,
  });
  if (result.kind !== 'ok') return [];
  return menuEntries(result.data.categories?.items, MAX_TOP_LEVEL).map((item) => ({
    ...toMenuCategory(storeView, item),
    children: menuEntries(item.children, MAX_CHILDREN).map((child) => ({
      ...toMenuCategory(storeView, child),
      children: [],
    })),
  }));
}

export const getHeaderMenu = cache((storeView: StoreViewCode, rootCategoryId: number) =>
  fetchHeaderMenu(storeView, rootCategoryId),
);
