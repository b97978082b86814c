import type { StoreViewCode } from '@lumo/block-schema';
import type { DeviceType, ProductType } from '../../db/schema';

/** Price of one sellable unit in a store view, integer minor units of `currency`. */
export interface UnitPrice {
  priceMinor: number;
  specialPriceMinor: number | null;
  specialFrom: Date | null;
  specialTo: Date | null;
}

export type ProductTypename = 'SimpleProduct' | 'ConfigurableProduct' | 'BundleProduct';

/**
 * A product as one store view sees it: the parent object of the ProductInterface resolvers.
 * `__typename` lets GraphQL's default type resolution (and RoutableInterface's) pick the
 * concrete type. Lists (images, variants, links, bundle items) load lazily, batched per request.
 * A router may spread it and add `relative_url`, `redirect_code` and `type`.
 */
export interface ProductSource {
  __typename: ProductTypename;
  id: number;
  storeView: StoreViewCode;
  typeId: ProductType;
  sku: string;
  urlKey: string;
  /** Canonical path in the store view, without leading slash (e.g. "eliquids/compact/2-pods"). */
  requestPath: string;
  name: string;
  shortDescription: string | null;
  description: string | null;
  metaTitle: string | null;
  metaDescription: string | null;
  metaKeyword: string | null;
  flavour: string | null;
  nicotineMgMl: number | null;
  volumeMl: number | null;
  colour: string | null;
  deviceType: DeviceType | null;
  /** The configurable product of a variant. */
  parentId: number | null;
  currency: string;
  /** Null for configurable products: their price comes from their variants. */
  price: UnitPrice | null;
  stock: { qty: number; isInStock: boolean; manageStock: boolean };
  dynamicPrice: boolean;
  relative_url?: string | null;
  redirect_code?: number;
  type?: 'PRODUCT' | 'CATEGORY' | 'CMS_PAGE' | null;
}

/** A category as one store view sees it: the parent object of the CategoryTree resolvers. */
export interface CategorySource {
  __typename: 'CategoryTree';
  id: number;
  storeView: StoreViewCode;
  parentId: number | null;
  name: string;
  description: string | null;
  urlKey: string | null;
  urlPath: string | null;
  /** Ids from the root, "1/2/5". */
  path: string;
  level: number;
  position: number;
  includeInMenu: boolean;
  image: string | null;
  metaTitle: string | null;
  metaDescription: string | null;
  relative_url?: string | null;
  redirect_code?: number;
  type?: 'PRODUCT' | 'CATEGORY' | 'CMS_PAGE' | null;
}

export const TYPENAME_OF: Record<ProductType, ProductTypename> = {
  simple: 'SimpleProduct',
  configurable: 'ConfigurableProduct',
  bundle: 'BundleProduct',
};
