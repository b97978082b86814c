import { sanitizeMarkup, withStorePrefix, type StoreViewCode } from '@lumo/block-schema';
import type { CatalogSettings, ProductData } from '@/lib/api/catalog';
import { showsWasPrice } from './market-display';
import { describePrice, type PriceDisplay, type PriceRangeInput } from './price';
import { stockState, type StockState } from './stock';

export { stockMessage, stockState, type StockState } from './stock';

/** Plain, serialisable view models of the catalogue (they cross into client islands). */

export interface CatalogImage {
  url: string;
  label: string;
}

export interface ProductCardModel {
  id: number | null;
  name: string;
  href: string | null;
  image: CatalogImage | null;
  price: PriceDisplay | null;
  inStock: boolean;
  /** Add to cart from the listing (ADR 0034): simple products add, others link to their page. */
  cart?: {
    storeView: StoreViewCode;
    sku: string;
    kind: 'simple' | 'configurable' | 'bundle';
  } | null;
}

export interface VariantOptionValue {
  /** The value in the URL (`?flavour=peppermint&strength=12`). */
  slug: string;
  label: string;
}

export interface VariantOption {
  code: string;
  /** The query parameter of this option (same names as the listing filters). */
  param: string;
  label: string;
  values: VariantOptionValue[];
}

export interface VariantModel {
  /** Option param -> value slug. */
  selection: Record<string, string>;
  sku: string;
  price: PriceDisplay | null;
  stock: StockState;
}

/** The attributes a product page lists; each is named by a translation (catalog.attributes.*). */
export const PRODUCT_ATTRIBUTE_CODES = [
  'flavour',
  'nicotine_strength',
  'volume',
  'colour',
] as const;
export type ProductAttributeCode = (typeof PRODUCT_ATTRIBUTE_CODES)[number];

export interface ProductAttribute {
  code: ProductAttributeCode;
  value: string;
}

export interface BundleItemModel {
  title: string;
  required: boolean;
  options: { label: string; quantity: number; href: string | null; isDefault: boolean }[];
}

export interface ProductModel {
  id: number;
  sku: string;
  name: string;
  /** Path inside the store view (no prefix). */
  path: string;
  kind: 'simple' | 'configurable' | 'bundle';
  images: CatalogImage[];
  price: PriceDisplay | null;
  stock: StockState;
  shortDescriptionHtml: string;
  descriptionHtml: string;
  attributes: ProductAttribute[];
  options: VariantOption[];
  variants: VariantModel[];
  bundleItems: BundleItemModel[];
  metaTitle: string | null;
  metaDescription: string | null;
  breadcrumbs: { name: string; href: string }[];
}

/** Query parameter of a configurable option: the listing filter's name where there is one. */
export function optionParam(attributeCode: string): string {
  return attributeCode === 'nicotine_strength' ? 'strength' : attributeCode;
}

/**
 * The URL value of an option label: "12 mg/ml" -> "12" (a measured value is its number, as in
 * the listing's `?strength=12`), "Mango Mango" -> "mango-mango".
 */
export function optionSlug(label: string): string {
  const measured = /^\s*(\d+(?:\.\d+)?)\s*(?:mg\/ml|mg|ml|%)?\s*$/i.exec(label);
  if (measured?.[1]) return String(Number(measured[1]));
  return label
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

export function productHref(
  storeView: StoreViewCode,
  requestPath: string | null | undefined,
): string | null {
  if (!requestPath) return null;
  return withStorePrefix(storeView, `/${requestPath.replace(/^\/+/, '')}`);
}

export function categoryHref(
  storeView: StoreViewCode,
  urlPath: string | null | undefined,
  suffix: string,
): string | null {
  if (!urlPath) return null;
  return withStorePrefix(storeView, `/${urlPath.replace(/^\/+/, '')}${suffix}`);
}

export function priceOf(range: PriceRangeInput, settings: CatalogSettings): PriceDisplay | null {
  return describePrice(range, {
    locale: settings.locale,
    currency: settings.currency,
    showWasPrice: showsWasPrice(settings.storeView),
  });
}

interface CardInput {
  id?: number | null;
  name?: string | null;
  request_path?: string | null;
  small_image?: { url?: string | null; label?: string | null } | null;
  price_range: PriceRangeInput;
  stock_status?: string | null;
  sku?: string | null;
  __typename?: string;
}

function cardKind(typename: string | undefined): 'simple' | 'configurable' | 'bundle' | null {
  if (typename === 'SimpleProduct') return 'simple';
  if (typename === 'ConfigurableProduct') return 'configurable';
  if (typename === 'BundleProduct') return 'bundle';
  return null;
}

export function toProductCard(product: CardInput, settings: CatalogSettings): ProductCardModel {
  const name = product.name?.trim() || 'Product';
  return {
    id: product.id ?? null,
    name,
    href: productHref(settings.storeView, product.request_path),
    image: product.small_image?.url
      ? { url: product.small_image.url, label: product.small_image.label?.trim() || name }
      : null,
    price: priceOf(product.price_range, settings),
    inStock: product.stock_status !== 'OUT_OF_STOCK',
    cart:
      product.sku && cardKind(product.__typename)
        ? { storeView: settings.storeView, sku: product.sku, kind: cardKind(product.__typename)! }
        : null,
  };
}

/** Api HTML is sanitised there; the storefront filters it again through the same allow-list. */
function safeHtml(html: string | null | undefined): string {
  return html ? sanitizeMarkup(html) : '';
}

function formatNumber(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value);
}

function attributesOf(product: ProductData, locale: string): ProductAttribute[] {
  const rows: ProductAttribute[] = [];
  if (product.flavour) rows.push({ code: 'flavour', value: product.flavour });
  if (product.nicotine_strength != null) {
    rows.push({
      code: 'nicotine_strength',
      value: `${formatNumber(product.nicotine_strength, locale)} mg/ml`,
    });
  }
  if (product.volume_ml != null) {
    rows.push({ code: 'volume', value: `${formatNumber(product.volume_ml, locale)} ml` });
  }
  if (product.colour) rows.push({ code: 'colour', value: product.colour });
  return rows;
}

function galleryOf(product: ProductData, name: string): CatalogImage[] {
  const images = (product.media_gallery ?? [])
    .filter((image): image is NonNullable<typeof image> => Boolean(image?.url && !image.disabled))
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .map((image) => ({ url: image.url ?? '', label: image.label?.trim() || name }));
  if (images.length) return images;
  const single = product.image?.url ?? product.small_image?.url;
  return single ? [{ url: single, label: product.image?.label?.trim() || name }] : [];
}

function configurableOf(
  product: ProductData,
  settings: CatalogSettings,
): { options: VariantOption[]; variants: VariantModel[] } {
  if (product.__typename !== 'ConfigurableProduct') return { options: [], variants: [] };
  const options: VariantOption[] = (product.configurable_options ?? [])
    .filter((option): option is NonNullable<typeof option> => Boolean(option?.attribute_code))
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .map((option) => {
      const code = option.attribute_code ?? '';
      const values = (option.values ?? [])
        .map((value) => value?.store_label || value?.label || '')
        .filter((label) => label !== '')
        .map((label) => ({ slug: optionSlug(label), label }));
      return { code, param: optionParam(code), label: option.label || code, values };
    });
  const paramOf = new Map(options.map((option) => [option.code, option.param]));
  const variants: VariantModel[] = [];
  for (const variant of product.variants ?? []) {
    const child = variant?.product;
    if (!variant || !child) continue;
    const selection: Record<string, string> = {};
    for (const attribute of variant.attributes ?? []) {
      const param = attribute?.code ? paramOf.get(attribute.code) : undefined;
      if (param && attribute?.label) selection[param] = optionSlug(attribute.label);
    }
    // A variant that does not name a value of every option cannot be chosen.
    if (Object.keys(selection).length !== options.length) continue;
    variants.push({
      selection,
      sku: child.sku ?? '',
      price: priceOf(child.price_range, settings),
      stock: stockState(child),
    });
  }
  return { options, variants };
}

function bundleOf(product: ProductData, storeView: StoreViewCode): BundleItemModel[] {
  if (product.__typename !== 'BundleProduct') return [];
  return (product.items ?? [])
    .filter((item): item is NonNullable<typeof item> => Boolean(item))
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .map((item) => ({
      title: item.title ?? '',
      required: item.required ?? false,
      options: (item.options ?? [])
        .filter((option): option is NonNullable<typeof option> => Boolean(option))
        .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
        .map((option) => ({
          label: option.label || option.product?.name || '',
          quantity: option.quantity ?? 1,
          href: productHref(storeView, option.product?.request_path),
          isDefault: option.is_default ?? false,
        })),
    }));
}

function breadcrumbsOf(
  product: ProductData,
  settings: CatalogSettings,
): { name: string; href: string }[] {
  // The deepest category the product is in gives the trail (Home > E-liquids > Compact).
  const categories = (product.categories ?? []).filter(
    (category): category is NonNullable<typeof category> => Boolean(category?.url_path),
  );
  const deepest = categories.sort(
    (a, b) => (b.breadcrumbs?.length ?? 0) - (a.breadcrumbs?.length ?? 0),
  )[0];
  if (!deepest) return [];
  const trail = (deepest.breadcrumbs ?? [])
    .filter((crumb): crumb is NonNullable<typeof crumb> => Boolean(crumb?.category_url_path))
    .sort((a, b) => (a.category_level ?? 0) - (b.category_level ?? 0))
    .map((crumb) => ({ name: crumb.category_name ?? '', url: crumb.category_url_path }));
  trail.push({ name: deepest.name ?? '', url: deepest.url_path });
  return trail.flatMap((crumb) => {
    const href = categoryHref(settings.storeView, crumb.url, settings.categoryUrlSuffix);
    return href && crumb.name ? [{ name: crumb.name, href }] : [];
  });
}

function kindOf(product: ProductData): ProductModel['kind'] {
  if (product.__typename === 'ConfigurableProduct') return 'configurable';
  if (product.__typename === 'BundleProduct') return 'bundle';
  return 'simple';
}

export function toProductModel(
  product: ProductData,
  productId: number,
  path: string,
  settings: CatalogSettings,
): ProductModel {
  const name = product.name?.trim() || 'Product';
  const { options, variants } = configurableOf(product, settings);
  return {
    id: product.id ?? productId,
    sku: product.sku ?? '',
    name,
    path,
    kind: kindOf(product),
    images: galleryOf(product, name),
    price: priceOf(product.price_range, settings),
    stock: stockState(product),
    shortDescriptionHtml: safeHtml(product.short_description?.html),
    descriptionHtml: safeHtml(product.description?.html),
    attributes: attributesOf(product, settings.locale),
    options,
    variants,
    bundleItems: bundleOf(product, settings.storeView),
    metaTitle: product.meta_title?.trim() || null,
    metaDescription: product.meta_description?.trim() || null,
    breadcrumbs: breadcrumbsOf(product, settings),
  };
}
