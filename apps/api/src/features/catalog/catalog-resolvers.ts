import type { Resolvers } from '@lumo/graphql/server';
import type { GraphQLResolveInfo } from 'graphql';
import type { GraphQLContext } from '../../context';
import { selectsField } from '../../graphql/selected-fields';
import { encodeUid } from '../../uid';
import { loadersOf, loadVisible, type CatalogLoaders } from './catalog-loaders';
import {
  breadcrumbOf,
  optionValueIndex,
  optionValueUid,
  stockStatusOf,
  strengthLabel,
  toHtml,
  toImage,
  toPriceRange,
  toProductPrice,
} from './catalog-mappers';
import { flavourCode } from './catalog-rules';
import type { CategorySource, ProductSource } from './catalog-sources';
import { DEFAULT_CATEGORY_ID } from './catalog-writes';

const loaders = (context: GraphQLContext): CatalogLoaders =>
  loadersOf(context, context.services.catalog, context.storeView());

/** Stock below this is shown as "only x left" (Magento's stock threshold). */
const ONLY_X_LEFT_THRESHOLD = 5;

type ProductField<R> = (
  parent: ProductSource,
  args: Record<string, unknown>,
  context: GraphQLContext,
) => R | Promise<R>;

async function variantsOf(parent: ProductSource, context: GraphQLContext) {
  if (parent.typeId !== 'configurable') return [];
  const ids = await loaders(context).variantIds.load(parent.id);
  return loadVisible(loaders(context).products, ids);
}

async function firstImage(parent: ProductSource, context: GraphQLContext) {
  const [image] = await loaders(context).images.load(parent.id);
  return image ? toImage(image) : null;
}

const linked =
  (linkType: 'related' | 'upsell' | 'crosssell'): ProductField<Promise<ProductSource[]>> =>
  async (parent, _args, context) =>
    loadVisible(loaders(context).products, await loaders(context).links[linkType].load(parent.id));

/** Fields every product type shares (ProductInterface and RoutableInterface). */
const productFields: Record<string, ProductField<unknown>> = {
  uid: (parent) => encodeUid(parent.id),
  id: (parent) => parent.id,
  name: (parent) => parent.name,
  sku: (parent) => parent.sku,
  type_id: (parent) => parent.typeId,
  url_key: (parent) => parent.urlKey,
  url_suffix: () => '',
  url_path: (parent) => parent.requestPath,
  url_rewrites: (parent) => [{ url: parent.requestPath, parameters: [] }],
  canonical_url: (parent) => parent.requestPath,
  request_path: (parent) => parent.requestPath,
  description: (parent) => toHtml(parent.description),
  short_description: (parent) => toHtml(parent.shortDescription),
  meta_title: (parent) => parent.metaTitle ?? parent.name,
  meta_keyword: (parent) => parent.metaKeyword,
  meta_description: (parent) => parent.metaDescription,
  price_range: async (parent, _args, context) => {
    const now = context.clock.now();
    if (parent.typeId === 'configurable') {
      const variants = await variantsOf(parent, context);
      return toPriceRange(
        variants.flatMap((variant) => (variant.price ? [variant.price] : [])),
        parent.currency,
        now,
      );
    }
    return toPriceRange(parent.price ? [parent.price] : [], parent.currency, now);
  },
  special_price: (parent) =>
    parent.price?.specialPriceMinor != null ? parent.price.specialPriceMinor / 100 : null,
  special_from_date: (parent) => parent.price?.specialFrom?.toISOString() ?? null,
  special_to_date: (parent) => parent.price?.specialTo?.toISOString() ?? null,
  new_from_date: () => null,
  new_to_date: () => null,
  image: (parent, _args, context) => firstImage(parent, context),
  small_image: (parent, _args, context) => firstImage(parent, context),
  thumbnail: (parent, _args, context) => firstImage(parent, context),
  media_gallery: async (parent, _args, context) =>
    (await loaders(context).images.load(parent.id)).map(toImage),
  categories: async (parent, _args, context) =>
    loadVisible(
      loaders(context).categories,
      await loaders(context).categoryIds.load(parent.parentId ?? parent.id),
    ),
  stock_status: async (parent, _args, context) => {
    if (parent.typeId !== 'configurable') return stockStatusOf(parent);
    const variants = await variantsOf(parent, context);
    return variants.some((variant) => stockStatusOf(variant) === 'IN_STOCK')
      ? 'IN_STOCK'
      : 'OUT_OF_STOCK';
  },
  only_x_left_in_stock: (parent) =>
    parent.stock.manageStock && parent.stock.qty > 0 && parent.stock.qty <= ONLY_X_LEFT_THRESHOLD
      ? parent.stock.qty
      : null,
  stock_item: (parent) => ({
    qty: parent.stock.qty,
    is_in_stock: stockStatusOf(parent) === 'IN_STOCK',
    manage_stock: parent.stock.manageStock,
  }),
  flavour: (parent) => parent.flavour,
  nicotine_strength: (parent) => parent.nicotineMgMl,
  volume_ml: (parent) => parent.volumeMl,
  colour: (parent) => parent.colour,
  device_type: (parent) => parent.deviceType,
  related_products: linked('related'),
  upsell_products: linked('upsell'),
  crosssell_products: linked('crosssell'),
  gift_message_available: () => false,
  // A router spreads the source and sets these; read directly, a product is its own route.
  relative_url: (parent) => parent.relative_url ?? parent.requestPath,
  redirect_code: (parent) => parent.redirect_code ?? 0,
  type: (parent) => (parent.type === undefined ? 'PRODUCT' : parent.type),
};

const OPTION_LABELS: Record<string, string> = {
  flavour: 'Flavour',
  nicotine_strength: 'Nicotine strength',
};

function optionValue(variant: ProductSource, attributeCode: string) {
  if (attributeCode === 'flavour') {
    return variant.flavour ? { value: flavourCode(variant.flavour), label: variant.flavour } : null;
  }
  return variant.nicotineMgMl === null
    ? null
    : { value: String(variant.nicotineMgMl), label: strengthLabel(variant.nicotineMgMl) };
}

const configurableFields: Record<string, ProductField<unknown>> = {
  configurable_options: async (parent, _args, context) => {
    const [attributes, variants] = await Promise.all([
      loaders(context).superAttributes.load(parent.id),
      variantsOf(parent, context),
    ]);
    return attributes.map((attributeCode, position) => {
      const values = new Map<string, string>();
      const ordered = [...variants].sort(
        (a, b) => (a.nicotineMgMl ?? 0) - (b.nicotineMgMl ?? 0) || a.sku.localeCompare(b.sku),
      );
      for (const variant of ordered) {
        const value = optionValue(variant, attributeCode);
        if (value) values.set(value.value, value.label);
      }
      return {
        uid: Buffer.from(`configurable/${attributeCode}`, 'utf8').toString('base64'),
        attribute_code: attributeCode,
        attribute_uid: Buffer.from(attributeCode, 'utf8').toString('base64'),
        label: OPTION_LABELS[attributeCode] ?? attributeCode,
        position,
        values: [...values].map(([value, label]) => ({
          uid: optionValueUid(attributeCode, value),
          value_index: optionValueIndex(attributeCode, value),
          label,
          store_label: label,
          default_label: label,
          use_default_value: true,
        })),
      };
    });
  },
  variants: async (parent, _args, context) => {
    const [attributes, variants] = await Promise.all([
      loaders(context).superAttributes.load(parent.id),
      variantsOf(parent, context),
    ]);
    return variants.map((variant) => ({
      product: variant,
      attributes: attributes.flatMap((attributeCode) => {
        const value = optionValue(variant, attributeCode);
        return value
          ? [
              {
                code: attributeCode,
                label: value.label,
                value_index: optionValueIndex(attributeCode, value.value),
                uid: optionValueUid(attributeCode, value.value),
              },
            ]
          : [];
      }),
    }));
  },
};

const bundleFields: Record<string, ProductField<unknown>> = {
  dynamic_price: (parent) => parent.dynamicPrice,
  dynamic_sku: () => false,
  ship_bundle_items: () => 'TOGETHER',
  price_view: () => 'PRICE_RANGE',
  items: async (parent, _args, context) => {
    const options = await loaders(context).bundleOptions.load(parent.id);
    return Promise.all(
      options.map(async ({ option, selections }) => {
        const selected = await loaders(context).products.loadMany(
          selections.map((selection) => selection.productId),
        );
        return {
          uid: encodeUid(option.id),
          option_id: option.id,
          title: option.title,
          required: option.required,
          type: option.type,
          position: option.position,
          sku: parent.sku,
          options: selections.flatMap((selection, index) => {
            const product = selected[index];
            if (!product || product instanceof Error) return [];
            const price = product.price
              ? toProductPrice(product.price, product.currency, context.clock.now()).final_price
                  .value
              : 0;
            return [
              {
                uid: encodeUid(selection.id),
                id: selection.id,
                label: product.name,
                quantity: selection.qty,
                position: selection.position,
                is_default: selection.isDefault,
                // A fixed-price kit includes its parts; a dynamic one adds theirs up.
                price: parent.dynamicPrice ? price : 0,
                price_type: parent.dynamicPrice ? 'DYNAMIC' : 'FIXED',
                can_change_quantity: selection.canChangeQty,
                product,
              },
            ];
          }),
        };
      }),
    );
  },
};

type CategoryField<R> = (
  parent: CategorySource,
  args: Record<string, unknown>,
  context: GraphQLContext,
) => R | Promise<R>;

const categoryFields: Record<string, CategoryField<unknown>> = {
  uid: (parent) => encodeUid(parent.id),
  id: (parent) => parent.id,
  name: (parent) => parent.name,
  description: (parent) => parent.description,
  url_key: (parent) => parent.urlKey,
  url_path: (parent) => parent.urlPath,
  url_suffix: () => '',
  canonical_url: (parent) => parent.urlPath,
  path: (parent) => parent.path,
  path_in_store: (parent) => parent.path.split('/').slice(2).join('/') || null,
  position: (parent) => parent.position,
  level: (parent) => parent.level,
  include_in_menu: (parent) => (parent.includeInMenu ? 1 : 0),
  image: (parent) => parent.image,
  meta_title: (parent) => parent.metaTitle ?? parent.name,
  meta_description: (parent) => parent.metaDescription,
  product_count: (parent, _args, context) => loaders(context).productCounts.load(parent.id),
  children_count: async (parent, _args, context) =>
    String((await loaders(context).childCategoryIds.load(parent.id)).length),
  default_sort_by: () => 'position',
  products: (parent, args, context) => context.services.catalog.categoryProducts(parent, args),
  breadcrumbs: async (parent, _args, context) => {
    // Ancestors between the store root and the category ("1/2/3/7" -> [3]).
    const ancestors = parent.path.split('/').slice(2, -1).map(Number);
    if (ancestors.length === 0) return null;
    return (await loadVisible(loaders(context).categories, ancestors)).map(breadcrumbOf);
  },
  relative_url: (parent) => parent.relative_url ?? parent.urlPath,
  redirect_code: (parent) => parent.redirect_code ?? 0,
  type: (parent) => (parent.type === undefined ? 'CATEGORY' : parent.type),
  children: async (parent, _args, context) =>
    loadVisible(
      loaders(context).categories,
      await loaders(context).childCategoryIds.load(parent.id),
    ),
};

/**
 * The catalogue's resolvers. Parents are ProductSource / CategorySource rather than the
 * generated GraphQL shapes (codegen has no mappers configured), so the map is typed by its
 * own field signatures and handed to the schema as Resolvers once, here.
 */
const resolvers = {
  Query: {
    products: (
      _parent: unknown,
      args: Record<string, unknown>,
      context: GraphQLContext,
      info: GraphQLResolveInfo,
    ) =>
      context.services.catalog.products(context.storeView(), args, {
        aggregations: selectsField(info, 'aggregations'),
      }),
    categories: (_parent: unknown, args: Record<string, unknown>, context: GraphQLContext) =>
      context.services.catalog.categories(context.storeView(), args),
    categoryList: async (
      _parent: unknown,
      args: Record<string, unknown>,
      context: GraphQLContext,
    ) => (await context.services.catalog.categories(context.storeView(), args)).items,
    category: async (_parent: unknown, args: { id?: number | null }, context: GraphQLContext) => {
      const [found] = await context.services.catalog.categoriesByIds(context.storeView(), [
        args.id ?? DEFAULT_CATEGORY_ID,
      ]);
      return found ?? null;
    },
  },
  Mutation: {
    importCatalog: async (
      _parent: unknown,
      args: { input: { rows: unknown } },
      context: GraphQLContext,
    ) => {
      await context.requireEditor();
      return context.services.catalog.importRows(args.input.rows);
    },
  },
  ProductInterface: { __resolveType: (parent: ProductSource) => parent.__typename },
  CategoryInterface: { __resolveType: () => 'CategoryTree' },
  MediaGalleryInterface: { __resolveType: () => 'ProductImage' },
  SimpleProduct: productFields,
  ConfigurableProduct: { ...productFields, ...configurableFields },
  BundleProduct: { ...productFields, ...bundleFields },
  CategoryTree: categoryFields,
};

export const catalogResolvers = resolvers as unknown as Resolvers<GraphQLContext>;
