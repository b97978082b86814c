import { getStoreView } from '@lumo/block-schema';
import type { GraphQLContext } from '../../context';
import type { CartAddressRow, CartItemRow, CartRow } from '../../db/schema';
import { encodeUid } from '../../uid';
import { loadersOf, loadVisible } from '../catalog/catalog-loaders';
import {
  optionValueIndex,
  optionValueUid,
  strengthLabel,
  toImage,
} from '../catalog/catalog-mappers';
import { flavourCode } from '../catalog/catalog-rules';
import type { ProductSource } from '../catalog/catalog-sources';
import { sameDayDispatch, SHIPPING, type ShippingMethodData } from '../shipping/shipping-data';
import type { PricedCart, PricedCartLine } from './cart-pricing';
import { taxIncluded, TAXES } from './tax-data';

/**
 * The parent object of every `Cart` field: the cart row (its columns as they are, so other
 * features' Cart field resolvers can read e.g. `paymentMethodCode`) and its pricing, computed
 * once per payload. Build it with `cartPayload` after the change, so it prices what was saved.
 */
export type CartSource = CartRow & {
  __cartSource: true;
  priced(): Promise<PricedCart>;
  addresses(): Promise<CartAddressRow[]>;
  /** The saved rows (lines and bundle children): what `total_quantity` alone needs. */
  items(): Promise<CartItemRow[]>;
  /** estimateTotals: priced for an estimate address instead of the saved one. */
  estimated?: boolean;
};

/**
 * The value any resolver returns for a field of type `Cart` (order-api's included). `saved`: the
 * caller holds the row as this request just read or wrote it, so it is not read again.
 */
export async function cartPayload(
  context: GraphQLContext,
  cart: CartRow,
  options: { saved?: boolean } = {},
): Promise<CartSource> {
  const carts = context.services.carts;
  const row = options.saved ? cart : await carts.reload(cart);
  const reads = carts.readsOf(row);
  let priced: Promise<PricedCart> | undefined;
  return {
    ...row,
    __cartSource: true,
    priced: () => (priced ??= carts.priceCart(row, reads)),
    addresses: reads.addresses,
    items: reads.items,
  };
}

/** A cart priced in advance (estimateTotals). */
export function pricedPayload(context: GraphQLContext, priced: PricedCart): CartSource {
  const reads = context.services.carts.readsOf(priced.cart);
  return {
    ...priced.cart,
    __cartSource: true,
    estimated: true,
    priced: () => Promise.resolve(priced),
    addresses: reads.addresses,
    items: reads.items,
  };
}

export const money = (minor: number, currency: string) => ({ value: minor / 100, currency });
const major = (minor: number) => minor / 100;

const loaders = (context: GraphQLContext) =>
  loadersOf(context, context.services.catalog, context.storeView());

/**
 * A product for a cart line: visible now (as the cart was priced with it, else from the
 * request's loader), or a bare stand-in so the line still shows.
 */
async function productOf(
  context: GraphQLContext,
  priced: PricedCart,
  id: number,
  line: PricedCartLine,
): Promise<ProductSource> {
  const found = priced.products.get(id) ?? (await loaders(context).products.load(id));
  if (found) return found;
  return {
    __typename: 'SimpleProduct',
    id,
    storeView: context.storeView(),
    typeId: 'simple',
    sku: line.sku,
    urlKey: line.urlKey ?? '',
    requestPath: line.urlKey ?? '',
    name: line.name,
    shortDescription: null,
    description: null,
    metaTitle: null,
    metaDescription: null,
    metaKeyword: null,
    flavour: null,
    nicotineMgMl: null,
    volumeMl: null,
    colour: null,
    deviceType: null,
    parentId: null,
    currency: getStoreView(context.storeView()).currency,
    price: null,
    stock: { qty: 0, isInStock: false, manageStock: true },
    dynamicPrice: false,
  };
}

function itemPrices(line: PricedCartLine, priced: PricedCart) {
  const currency = priced.currency;
  const label = priced.couponTitle ?? priced.couponCode ?? 'Discount';
  return {
    price: money(line.unitPriceMinor, currency),
    price_including_tax: money(line.unitPriceInclTaxMinor, currency),
    row_total: money(line.rowTotalMinor, currency),
    row_total_including_tax: money(line.rowTotalInclTaxMinor, currency),
    total_item_discount: money(line.discountMinor, currency),
    discounts: line.discountMinor
      ? [
          {
            amount: money(line.discountMinor, currency),
            applied_to: 'ITEM',
            label,
            coupon: priced.couponCode ? { code: priced.couponCode } : null,
          },
        ]
      : [],
    original_item_price: money(line.regularUnitPriceMinor, currency),
    original_row_total: money(line.regularUnitPriceMinor * line.qty, currency),
  };
}

/** Magento's CartItemInterface objects for the top-level lines. */
async function cartItemsOf(context: GraphQLContext, priced: PricedCart) {
  const top = priced.lines.filter((line) => line.parentItemId === null);
  return Promise.all(
    top.map(async (line) => {
      const base = {
        uid: encodeUid(line.itemId),
        id: String(line.itemId),
        quantity: line.qty,
        is_available: line.isAvailable && !priced.problems.some((p) => p.itemId === line.itemId),
        prices: itemPrices(line, priced),
        product: await productOf(context, priced, line.productId, line),
        errors: priced.problems
          .filter((problem) => problem.itemId === line.itemId)
          .map((problem) => ({
            code: problem.code === 'INSUFFICIENT_STOCK' ? 'ITEM_QTY' : 'UNDEFINED',
            message: problem.message,
          })),
      };
      if (line.type === 'configurable') {
        const variant = await productOf(
          context,
          priced,
          line.variantProductId ?? line.productId,
          line,
        );
        const options = [];
        if (variant.flavour) {
          const value = flavourCode(variant.flavour);
          options.push({
            configurable_product_option_uid: Buffer.from('configurable/flavour').toString('base64'),
            configurable_product_option_value_uid: optionValueUid('flavour', value),
            option_label: 'Flavour',
            value_label: variant.flavour,
          });
        }
        if (variant.nicotineMgMl !== null) {
          options.push({
            configurable_product_option_uid: Buffer.from('configurable/nicotine_strength').toString(
              'base64',
            ),
            configurable_product_option_value_uid: optionValueUid(
              'nicotine_strength',
              String(variant.nicotineMgMl),
            ),
            option_label: 'Nicotine strength',
            value_label: strengthLabel(variant.nicotineMgMl),
          });
        }
        return {
          ...base,
          __typename: 'ConfigurableCartItem',
          configurable_options: options,
          configured_variant: variant,
        };
      }
      if (line.type === 'bundle') {
        return {
          ...base,
          __typename: 'BundleCartItem',
          bundle_options: await selectedBundleOptions(context, priced, line),
        };
      }
      return { ...base, __typename: 'SimpleCartItem' };
    }),
  );
}

async function bundleOptionRows(context: GraphQLContext, line: PricedCartLine) {
  return loaders(context).bundleOptions.load(line.productId);
}

async function selectedBundleOptions(
  context: GraphQLContext,
  priced: PricedCart,
  line: PricedCartLine,
) {
  const options = await bundleOptionRows(context, line);
  const children = priced.lines.filter((child) => child.parentItemId === line.itemId);
  const result = [];
  for (const { option } of options) {
    const chosen = children.filter((child) => child.bundleOptionId === option.id);
    if (chosen.length === 0) continue;
    result.push({
      uid: encodeUid(option.id),
      label: option.title,
      type: option.type,
      values: await Promise.all(
        chosen.map(async (child) => ({
          uid: encodeUid(child.bundleSelectionId ?? 0),
          label: (await productOf(context, priced, child.productId, child)).name,
          quantity: child.qty / Math.max(1, line.qty),
          price: 0,
        })),
      ),
    });
  }
  return result;
}

/** SPEC §3.5 cart item details. */
async function cartItemDetails(context: GraphQLContext, priced: PricedCart) {
  const top = priced.lines.filter((line) => line.parentItemId === null);
  return Promise.all(
    top.map(async (line) => {
      const product = await productOf(context, priced, line.productId, line);
      const unitId = line.variantProductId ?? line.productId;
      const [images, categoryIds] = await Promise.all([
        loaders(context)
          .images.load(unitId)
          .then(async (own) => (own.length ? own : loaders(context).images.load(line.productId))),
        loaders(context).categoryIds.load(line.productId),
      ]);
      const categories = await loadVisible(loaders(context).categories, categoryIds);
      const image = images[0] ? toImage(images[0]) : null;
      const children = priced.lines.filter((child) => child.parentItemId === line.itemId);
      const options = line.type === 'bundle' ? await bundleOptionRows(context, line) : [];
      const bundle_options = await Promise.all(
        children.map(async (child) => {
          const part = await productOf(context, priced, child.productId, child);
          const found = options.find(({ option }) => option.id === child.bundleOptionId);
          const selection = found?.selections.find((s) => s.id === child.bundleSelectionId);
          return {
            product_id: child.productId,
            sku: part.sku,
            parent_id: line.itemId,
            position: selection?.position ?? 0,
            qty: child.qty / Math.max(1, line.qty),
            stock_qty: part.stock.qty,
            is_in_stock: part.stock.isInStock && (part.stock.qty > 0 || !part.stock.manageStock),
            manage_stock: part.stock.manageStock,
            price: 0,
            price_type: product.dynamicPrice ? 'dynamic' : 'fixed',
            can_change_qty: selection?.canChangeQty ?? false,
            selection_id: child.bundleSelectionId ?? 0,
            is_default: selection?.isDefault ?? false,
            option_id: child.bundleOptionId ?? 0,
            option_title: found?.option.title ?? '',
            option_type: found?.option.type ?? 'select',
            option_default_title: found?.option.title ?? '',
            required: found?.option.required ?? true,
            swatches: [],
          };
        }),
      );
      const variant =
        line.type === 'configurable' ? await productOf(context, priced, unitId, line) : null;
      const super_attributes = variant
        ? [
            ...(variant.flavour
              ? [
                  {
                    code: 'flavour',
                    title: variant.flavour,
                    label: 'Flavour',
                    id: 1,
                    value: flavourCode(variant.flavour),
                  },
                ]
              : []),
            ...(variant.nicotineMgMl !== null
              ? [
                  {
                    code: 'nicotine_strength',
                    title: strengthLabel(variant.nicotineMgMl),
                    label: 'Nicotine strength',
                    id: 2,
                    value: String(variant.nicotineMgMl),
                  },
                ]
              : []),
          ].map((attribute) => ({
            attribute_code: attribute.code,
            option_title: attribute.title,
            default_title: attribute.title,
            product_id: variant.id,
            super_attribute_label: attribute.label,
            attribute_id: attribute.id,
            value_index: optionValueIndex(attribute.code, attribute.value),
            qty: line.qty,
            sku: variant.sku,
          }))
        : [];
      return {
        item_id: line.itemId,
        product_id: line.productId,
        parent_id: line.parentItemId,
        type_id: line.type,
        sku: line.sku,
        name: line.name,
        qty: line.qty,
        price: major(line.regularUnitPriceMinor),
        special_price:
          line.specialUnitPriceMinor === null ? null : major(line.specialUnitPriceMinor),
        final_price: major(line.unitPriceInclTaxMinor),
        request_path: product.requestPath || null,
        stock_qty: line.stockQty,
        categories: categories.map((category) => ({ id: category.id, name: category.name })),
        small_image: image,
        thumbnail: image,
        bundle_options,
        super_attributes,
      };
    }),
  );
}

function totalsOf(priced: PricedCart) {
  const shippingInclTax = priced.shippingMinor + priced.shippingTaxMinor;
  return {
    applied_taxes: priced.appliedTaxes.map((tax) => ({
      name: tax.label,
      value: major(tax.amountMinor),
      rate: tax.rate,
    })),
    free_shipping_amount: major(priced.freeShippingAmountMinor),
    base_subtotal: major(priced.subtotalMinor),
    subtotal: major(priced.subtotalMinor),
    grand_total: major(priced.grandTotalMinor),
    base_grand_total: major(priced.grandTotalMinor),
    tax_amount: major(priced.taxMinor),
    base_tax_amount: major(priced.taxMinor),
    base_subtotal_with_discount: major(priced.subtotalWithDiscountExclTaxMinor),
    subtotal_incl_tax: major(priced.subtotalInclTaxMinor),
    shipping_amount: major(priced.shippingMinor),
    shipping_tax_amount: major(priced.shippingTaxMinor),
    base_shipping_incl_tax: major(shippingInclTax),
    weee_tax_applied_amount: null,
    base_shipping_tax_amount: major(priced.shippingTaxMinor),
    coupon_code: priced.couponCode,
    coupon_title: priced.couponTitle,
    discount_amount: priced.discountMinor ? -major(priced.discountMinor) : 0,
    quote_currency_code: priced.currency,
    items: priced.lines
      .filter((line) => line.parentItemId === null)
      .map((line) => ({
        item_id: line.itemId,
        qty: line.qty,
        base_price_incl_tax: major(line.unitPriceInclTaxMinor),
        row_total: major(line.rowTotalMinor),
        tax_amount: major(line.taxMinor),
        base_discount_amount: major(line.discountMinor),
      })),
  };
}

function pricesOf(priced: PricedCart) {
  const c = priced.currency;
  const label = priced.couponTitle ?? priced.couponCode ?? 'Discount';
  return {
    grand_total: money(priced.grandTotalMinor, c),
    grand_total_excluding_tax: money(priced.grandTotalMinor - priced.taxMinor, c),
    subtotal_including_tax: money(priced.subtotalInclTaxMinor, c),
    subtotal_excluding_tax: money(priced.subtotalMinor, c),
    subtotal_with_discount_excluding_tax: money(priced.subtotalWithDiscountExclTaxMinor, c),
    applied_taxes: priced.appliedTaxes.map((tax) => ({
      amount: money(tax.amountMinor, c),
      label: tax.label,
    })),
    discounts: priced.discountMinor
      ? [
          {
            amount: money(priced.discountMinor, c),
            applied_to: 'ITEM',
            label,
            coupon: priced.couponCode ? { code: priced.couponCode } : null,
          },
        ]
      : [],
  };
}

const countryNames = new Intl.DisplayNames('en', { type: 'region' });

function addressShape(row: CartAddressRow) {
  return {
    uid: encodeUid(row.id),
    id: row.id,
    firstname: row.firstname,
    lastname: row.lastname,
    company: row.company,
    street: row.street,
    city: row.city,
    region:
      row.region || row.regionCode || row.regionId
        ? { code: row.regionCode, label: row.region, region_id: row.regionId }
        : null,
    postcode: row.postcode,
    country: { code: row.countryCode, label: countryNames.of(row.countryCode) ?? row.countryCode },
    telephone: row.telephone,
    vat_id: row.vatId,
    middlename: row.middlename,
    prefix: row.prefix,
    suffix: row.suffix,
  };
}

/** What a method costs this cart (free standard delivery over the threshold / with FREESHIP). */
export function methodShape(
  method: ShippingMethodData,
  priced: PricedCart,
  storeView: CartRow['storeView'],
) {
  const free =
    method.freeOverThreshold && (priced.freeShippingAmountMinor === 0 || priced.freeShippingCoupon);
  const gross = free ? 0 : method.amountMinor;
  const tax = TAXES[storeView];
  const taxShare =
    tax.pricesIncludeTax && tax.taxShipping
      ? tax.flat.reduce((total, rate) => total + taxIncluded(gross, rate.rate), 0)
      : 0;
  return {
    carrier_code: method.carrierCode,
    carrier_title: method.carrierTitle,
    method_code: method.methodCode,
    method_title: method.methodTitle,
    error_message: null,
    amount: money(gross, priced.currency),
    price_excl_tax: money(gross - taxShare, priced.currency),
    price_incl_tax: money(gross, priced.currency),
    available: true,
  };
}

export function availableMethodsOf(priced: PricedCart, storeView: CartRow['storeView']) {
  if (priced.lines.length === 0) return [];
  return SHIPPING[storeView].methods.map((method) => methodShape(method, priced, storeView));
}

type CartField = (
  parent: CartSource,
  args: Record<string, unknown>,
  context: GraphQLContext,
) => unknown;

export const cartFields: Record<string, CartField> = {
  id: (parent) => parent.maskedId,
  email: (parent) => parent.email,
  items: async (parent, _args, context) => cartItemsOf(context, await parent.priced()),
  itemsV2: async (parent, args, context) => {
    const all = await cartItemsOf(context, await parent.priced());
    const pageSize = Math.min(Math.max(Number(args.pageSize ?? 20), 1), 100);
    const currentPage = Math.max(Number(args.currentPage ?? 1), 1);
    const sort = args.sort as { field: string; order: string } | null | undefined;
    const sorted = [...all];
    if (sort) {
      const key = (item: (typeof all)[number]) =>
        sort.field === 'SKU'
          ? item.product.sku
          : sort.field === 'NAME'
            ? item.product.name
            : Number(item.id);
      sorted.sort((a, b) => {
        const [x, y] = [key(a), key(b)];
        const order =
          typeof x === 'number' && typeof y === 'number'
            ? x - y
            : String(x).localeCompare(String(y));
        return sort.order === 'DESC' ? -order : order;
      });
    }
    return {
      items: sorted.slice((currentPage - 1) * pageSize, currentPage * pageSize),
      total_count: all.length,
      page_info: {
        page_size: pageSize,
        current_page: currentPage,
        total_pages: Math.max(1, Math.ceil(all.length / pageSize)),
      },
    };
  },
  shipping_addresses: async (parent) => {
    const address = (await parent.addresses()).find((a) => a.kind === 'shipping');
    if (!address) return [];
    const priced = await parent.priced();
    const selected = priced.shipping
      ? SHIPPING[parent.storeView].methods.find(
          (m) =>
            m.carrierCode === priced.shipping!.carrierCode &&
            m.methodCode === priced.shipping!.methodCode,
        )
      : undefined;
    const shape = selected ? methodShape(selected, priced, parent.storeView) : null;
    return [
      {
        ...addressShape(address),
        available_shipping_methods: availableMethodsOf(priced, parent.storeView),
        selected_shipping_method: shape
          ? {
              carrier_code: shape.carrier_code,
              method_code: shape.method_code,
              carrier_title: shape.carrier_title,
              method_title: shape.method_title,
              amount: money(priced.shippingMinor + priced.shippingTaxMinor, priced.currency),
              price_excl_tax: money(priced.shippingMinor, priced.currency),
              price_incl_tax: money(
                priced.shippingMinor + priced.shippingTaxMinor,
                priced.currency,
              ),
            }
          : null,
        customer_notes: address.customerNotes,
        same_as_billing: address.sameAsBilling,
        pickup_location_code: parent.pickupLocationCode,
      },
    ];
  },
  billing_address: async (parent) => {
    const address = (await parent.addresses()).find((a) => a.kind === 'billing');
    return address ? addressShape(address) : null;
  },
  applied_coupons: async (parent) => {
    const priced = await parent.priced();
    return priced.couponCode ? [{ code: priced.couponCode }] : null;
  },
  applied_coupon: async (parent) => {
    const priced = await parent.priced();
    return priced.couponCode ? { code: priced.couponCode } : null;
  },
  prices: async (parent) => pricesOf(await parent.priced()),
  // The top-level rows' quantities (what the priced lines count): no pricing needed.
  total_quantity: async (parent) =>
    (await parent.items())
      .filter((item) => item.parentItemId === null)
      .reduce((total, item) => total + item.qty, 0),
  is_virtual: () => false,
  totals: async (parent) => totalsOf(await parent.priced()),
  cart_items: async (parent, _args, context) => cartItemDetails(context, await parent.priced()),
  crosssell_products: (parent, _args, context) => linkedProducts(parent, context, 'crosssell'),
  upsell_products: (parent, _args, context) => linkedProducts(parent, context, 'upsell'),
  extension_attributes: async (parent, _args, context) => {
    const carts = context.services.carts;
    const priced = await parent.priced();
    const inCart = carts.nicotineUnits(priced);
    return {
      purchase_limit: await carts.purchaseLimit(parent.storeView, carts.shopperOf(parent), inCart),
      free_gift_qty_left: null,
      referral_amount: null,
    };
  },
  is_age_verified: async (parent, _args, context) => {
    if (parent.customerId === null) return false;
    const session = await context.currentCustomer();
    if (session?.customer.id === parent.customerId) return session.customer.ageVerifiedAt !== null;
    const [customer] = await context.services.carts.db.query.customers.findMany({
      where: (table, { eq }) => eq(table.id, parent.customerId!),
      limit: 1,
    });
    return customer?.ageVerifiedAt != null;
  },
  same_day_dispatch: async (parent, _args, context) => {
    const store = await context.services.store.get(parent.storeView);
    return sameDayDispatch(
      parent.storeView,
      store?.timezone ?? 'Europe/London',
      context.clock.now(),
    );
  },
};

async function linkedProducts(
  parent: CartSource,
  context: GraphQLContext,
  type: 'crosssell' | 'upsell',
) {
  const priced = await parent.priced();
  const inCart = new Set(
    priced.lines.flatMap((line) => [line.productId, line.variantProductId ?? line.productId]),
  );
  const top = priced.lines.filter((line) => line.parentItemId === null);
  // Every line's links in one batch (one query), then in the lines' order.
  const linked = await Promise.all(
    top.map((line) => loaders(context).links[type].load(line.productId)),
  );
  const ids: number[] = [];
  for (const id of linked.flat()) {
    if (!inCart.has(id) && !ids.includes(id)) ids.push(id);
  }
  return loadVisible(loaders(context).products, ids.slice(0, 20));
}
