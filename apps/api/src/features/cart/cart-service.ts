import { randomBytes } from 'node:crypto';
import { getStoreView, type StoreViewCode } from '@lumo/block-schema';
import { inArray } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { GraphQLContext } from '../../context';
import { products, type CartAddressRow, type CartItemRow, type CartRow } from '../../db/schema';
import {
  authorizationError,
  categorisedError,
  inputError,
  notFoundError,
  parseInput,
} from '../../errors';
import { decodeUid } from '../../uid';
import type { CatalogService } from '../catalog/catalog-service';
import type { ProductSource } from '../catalog/catalog-sources';
import { optionValueUid } from '../catalog/catalog-mappers';
import { flavourCode } from '../catalog/catalog-rules';
import type { AddressService } from '../customer-addresses/address-service';
import { SHIPPING_COUNTRIES } from '../directory/directory-data';
import {
  purchaseLimitExceededError,
  purchaseLimitState,
  type PurchaseLimitState,
} from '../purchase-limits/purchase-limits';
import { PURCHASE_LIMITS } from '../purchase-limits/purchase-limit-data';
import {
  COUPON_ALREADY_APPLIED_MESSAGE,
  couponInvalidError,
  ruleRefusal,
  SalesRuleService,
} from '../sales-rules/sales-rules';
import { shippingMethodOf, type ShippingMethodData } from '../shipping/shipping-data';
import {
  billingAddressInputSchema,
  cartItemsSchema,
  cartUidSchema,
  couponCodeSchema,
  emailSchema,
  maskedIdSchema,
  MAX_CART_LINES,
  MAX_QTY,
  shippingAddressInputSchema,
  shippingMethodSchema,
  updateItemsSchema,
  type CartAddressInput,
  type CartItemInput,
} from './cart-inputs';
import { computePricedCart, type PricedCart } from './cart-pricing';
import { CartRepository, type CartItemWithProduct, type NewCartAddress } from './cart-repository';
import { taxRatesFor } from './tax-data';

export type { CartItemInput } from './cart-inputs';
export type { PurchaseLimitState } from '../purchase-limits/purchase-limits';

export interface CartUserError {
  code:
    | 'PRODUCT_NOT_FOUND'
    | 'NOT_SALABLE'
    | 'INSUFFICIENT_STOCK'
    | 'COULD_NOT_FIND_CART_ITEM'
    | 'REQUIRED_PARAMETER_MISSING'
    | 'INVALID_PARAMETER_VALUE'
    | 'PURCHASE_LIMIT_EXCEEDED'
    | 'UNDEFINED';
  message: string;
  /** INSUFFICIENT_STOCK: what is still available. */
  quantity?: number;
}

/** Reads of one cart that its payload's fields share (see CartService.readsOf). */
export interface CartReads {
  items(): Promise<CartItemWithProduct[]>;
  addresses(): Promise<CartAddressRow[]>;
}

export interface Shopper {
  customerId: number | null;
  email: string | null;
}

export const cartNotFoundError = (maskedId: string) =>
  notFoundError(`Could not find a cart with ID "${maskedId}"`);
export const cartForbiddenError = (maskedId: string) =>
  authorizationError(`The current user cannot perform operations on cart "${maskedId}"`);
export const cartInactiveError = () =>
  categorisedError('graphql-no-such-entity', "The cart isn't active.");

/** A new unguessable cart id: 24 random bytes as 32 url-safe characters. */
export function newMaskedId(): string {
  return randomBytes(24).toString('base64url');
}

/** A line to add, resolved against the catalogue. */
interface ResolvedLine {
  type: 'simple' | 'configurable' | 'bundle';
  productId: number;
  variantProductId: number | null;
  /** The unit whose stock is taken (null for a bundle: its selections). */
  unit: ProductSource | null;
  selections: { selectionId: number; optionId: number; product: ProductSource; qty: number }[];
}

/** Magento's quote (QuoteGraphQl) for the storefront and Magento clients. */
export class CartService {
  readonly repository: CartRepository;

  constructor(
    readonly db: CartRepository['db'],
    private readonly catalog: CatalogService,
    private readonly addresses: AddressService,
    readonly salesRules: SalesRuleService,
    private readonly clock: Clock,
  ) {
    this.repository = new CartRepository(db);
  }

  // ---- finding carts -------------------------------------------------------------------------

  /**
   * The active cart of this store view that this shopper may use: a guest cart (only without
   * a customer token), or the logged-in customer's own. Magento's errors otherwise.
   */
  async loadCartForShopper(context: GraphQLContext, maskedId: string): Promise<CartRow> {
    const id = parseInput(maskedIdSchema, maskedId);
    const cart = await this.repository.byMaskedId(id);
    if (!cart || cart.storeView !== context.storeView()) throw cartNotFoundError(id);
    const session = await context.currentCustomer();
    const customerId = session?.customer.id ?? null;
    if (cart.customerId !== customerId) throw cartForbiddenError(id);
    if (!cart.isActive) throw cartInactiveError();
    return cart;
  }

  /** The customer's active cart in the store view, created when there is none. */
  async customerCart(storeView: StoreViewCode, customerId: number): Promise<CartRow> {
    const existing = await this.repository.activeCustomerCart(storeView, customerId);
    if (existing) return existing;
    const [customer] = await this.db.query.customers.findMany({
      where: (table, { eq }) => eq(table.id, customerId),
      limit: 1,
    });
    const now = this.clock.now();
    return this.repository.insertCart({
      maskedId: newMaskedId(),
      storeView,
      customerId,
      email: customer?.email ?? null,
      createdAt: now,
      updatedAt: now,
    });
  }

  async createGuestCart(context: GraphQLContext, cartUid: unknown): Promise<CartRow> {
    const storeView = context.storeView();
    const session = await context.currentCustomer();
    if (session) {
      // Magento: a customer has customerCart; createGuestCart refuses a logged-in customer.
      throw inputError('Use `Query.customerCart` for logged in customer.');
    }
    let maskedId = newMaskedId();
    if (cartUid !== undefined && cartUid !== null) {
      maskedId = parseInput(cartUidSchema, cartUid);
      if (await this.repository.byMaskedId(maskedId)) {
        throw categorisedError(
          'graphql-already-exists',
          `Cart with ID "${maskedId}" already exists.`,
        );
      }
    }
    const now = this.clock.now();
    return this.repository.insertCart({ maskedId, storeView, createdAt: now, updatedAt: now });
  }

  /** Deprecated createEmptyCart: a guest cart, or the customer's cart for a customer. */
  async createEmptyCart(context: GraphQLContext, cartId: unknown): Promise<string> {
    const session = await context.currentCustomer();
    if (session) {
      return (await this.customerCart(context.storeView(), session.customer.id)).maskedId;
    }
    return (await this.createGuestCart(context, cartId)).maskedId;
  }

  private async touch(cart: CartRow, values: Partial<CartRow> = {}): Promise<CartRow> {
    return this.repository.updateCart(cart.id, { ...values, updatedAt: this.clock.now() });
  }

  async reload(cart: CartRow): Promise<CartRow> {
    return (await this.repository.byId(cart.id)) ?? cart;
  }

  // ---- pricing -------------------------------------------------------------------------------

  private async visibleProducts(storeView: StoreViewCode, ids: number[]) {
    const unique = [...new Set(ids)];
    const found = unique.length ? await this.catalog.productsByIds(storeView, unique) : [];
    return new Map(found.map((product) => [product.id, product]));
  }

  /**
   * The reads one cart payload shares, each made once and only when asked: the lines (with their
   * products' names) and the addresses. A payload's `total_quantity` needs only the lines.
   */
  readsOf(cart: CartRow): CartReads {
    let items: Promise<CartItemWithProduct[]> | undefined;
    let addresses: Promise<CartAddressRow[]> | undefined;
    return {
      items: () => (items ??= this.repository.itemsWithProducts(cart.id)),
      addresses: () => (addresses ??= this.repository.addresses(cart.id)),
    };
  }

  async priceCart(cart: CartRow, reads: CartReads = this.readsOf(cart)): Promise<PricedCart> {
    const storeView = cart.storeView;
    // Independent reads together (a PostgreSQL pool runs them at once; PGlite queues them).
    const [items, addresses, rule] = await Promise.all([
      reads.items(),
      reads.addresses(),
      this.applicableRule(cart),
    ]);
    const ids = items.flatMap((item) =>
      item.variantProductId ? [item.productId, item.variantProductId] : [item.productId],
    );
    const visible = await this.visibleProducts(storeView, ids);
    const raw = new Map<number, { sku: string; name: string; urlKey: string }>();
    for (const item of items) if (item.product) raw.set(item.productId, item.product);
    const shipping = addresses.find((address) => address.kind === 'shipping') ?? null;
    const method = cart.shippingCarrierCode
      ? (shippingMethodOf(storeView, cart.shippingCarrierCode, cart.shippingMethodCode ?? '') ??
        null)
      : null;
    return computePricedCart({
      cart,
      storeView,
      currency: getStoreView(storeView).currency,
      now: this.clock.now(),
      items: items.map(({ product: _product, ...item }) => item),
      visible,
      raw,
      regionCode: shipping?.regionCode ?? null,
      taxRates: taxRatesFor(storeView, shipping?.regionCode ?? null),
      method,
      pickupLocationCode: cart.pickupLocationCode,
      rule,
    });
  }

  /** Prices the cart as if shipped to an estimate address with a method (estimateTotals). */
  async estimate(
    cart: CartRow,
    regionCode: string | null,
    method: ShippingMethodData | null,
  ): Promise<PricedCart> {
    const priced = await this.priceCart(cart);
    const items = await this.repository.items(cart.id);
    const ids = items.flatMap((item) =>
      item.variantProductId ? [item.productId, item.variantProductId] : [item.productId],
    );
    return computePricedCart({
      cart,
      storeView: cart.storeView,
      currency: priced.currency,
      now: this.clock.now(),
      items,
      visible: await this.visibleProducts(cart.storeView, ids),
      raw: new Map(
        priced.lines.map((line) => [
          line.productId,
          { sku: line.sku, name: line.name, urlKey: line.urlKey ?? '' },
        ]),
      ),
      regionCode,
      taxRates: taxRatesFor(cart.storeView, regionCode),
      method,
      pickupLocationCode: null,
      rule: await this.applicableRule(cart),
    });
  }

  private async applicableRule(cart: CartRow) {
    if (!cart.couponCode) return null;
    const rule = await this.salesRules.byCode(cart.storeView, cart.couponCode);
    if (!rule) return null;
    const refusal = await ruleRefusal(
      rule,
      this.clock.now(),
      this.shopperOf(cart),
      this.repository,
    );
    return refusal ? null : rule;
  }

  shopperOf(cart: CartRow): Shopper {
    return { customerId: cart.customerId, email: cart.email };
  }

  // ---- purchase limit ------------------------------------------------------------------------

  async purchaseLimit(
    storeView: StoreViewCode,
    who: Shopper,
    inCart = 0,
  ): Promise<PurchaseLimitState> {
    const now = this.clock.now();
    const since = new Date(now.getTime() - PURCHASE_LIMITS[storeView].periodDays * 86_400_000);
    const ordered = await this.repository.nicotineUnitsOrdered(storeView, who, since);
    return purchaseLimitState(storeView, ordered, inCart, now);
  }

  /** Nicotine units (strength above 0) of a priced cart (its own products: no further read). */
  nicotineUnits(priced: PricedCart): number {
    return priced.lines.reduce((total, line) => {
      const unit = line.unitProductId ? priced.products.get(line.unitProductId) : undefined;
      return total + ((unit?.nicotineMgMl ?? 0) > 0 ? line.qty : 0);
    }, 0);
  }

  /**
   * Nicotine units of the cart's rows as they are saved (what `nicotineUnits(priceCart(cart))`
   * counts, with one read of the units instead of pricing the whole cart).
   */
  private async nicotineUnitsOfRows(storeView: StoreViewCode, rows: CartItemRow[]) {
    const byId = new Map(rows.map((row) => [row.id, row]));
    const unitOf = (row: CartItemRow) =>
      row.type === 'bundle' ? null : (row.variantProductId ?? row.productId);
    const units = rows.flatMap((row) => {
      const unit = unitOf(row);
      return unit === null ? [] : [unit];
    });
    if (units.length === 0) return 0;
    const visible = await this.visibleProducts(storeView, units);
    return rows.reduce((total, row) => {
      const unit = unitOf(row);
      if (unit === null || (visible.get(unit)?.nicotineMgMl ?? 0) <= 0) return total;
      const parent = row.parentItemId === null ? undefined : byId.get(row.parentItemId);
      return total + row.qty * (parent?.qty ?? 1);
    }, 0);
  }

  /** For placeOrder: refuses when the cart's nicotine units would pass the shopper's limit. */
  async assertWithinPurchaseLimit(priced: PricedCart, who: Shopper): Promise<void> {
    const units = this.nicotineUnits(priced);
    if (units === 0) return;
    const state = await this.purchaseLimit(priced.cart.storeView, who);
    if (state.used_limit + units > state.limit)
      throw purchaseLimitExceededError(priced.cart.storeView);
  }

  // ---- items ---------------------------------------------------------------------------------

  private assertActive(cart: CartRow) {
    if (!cart.isActive) throw cartInactiveError();
  }

  /** Resolves one input item to a line, or a user error. */
  private async resolveItem(
    storeView: StoreViewCode,
    item: CartItemInput,
  ): Promise<ResolvedLine | CartUserError> {
    const [product] = await this.repository.productsBySku([item.sku]);
    const notFound: CartUserError = {
      code: 'PRODUCT_NOT_FOUND',
      message: `Could not find a product with SKU "${item.sku}"`,
    };
    if (!product) return notFound;
    if (product.type === 'simple') {
      // A variant and its configurable parent in one read.
      const found = await this.visibleProducts(
        storeView,
        product.parentId === null ? [product.id] : [product.id, product.parentId],
      );
      const unit = found.get(product.id);
      if (!unit) return notFound;
      if (product.parentId !== null) {
        if (item.parent_sku) {
          const [parent] = await this.repository.productsBySku([item.parent_sku]);
          if (!parent || parent.id !== product.parentId) return notFound;
        }
        const parent = found.get(product.parentId);
        if (!parent) return notFound;
        return {
          type: 'configurable',
          productId: parent.id,
          variantProductId: unit.id,
          unit,
          selections: [],
        };
      }
      return { type: 'simple', productId: unit.id, variantProductId: null, unit, selections: [] };
    }
    const [parent] = await this.catalog.productsByIds(storeView, [product.id]);
    if (!parent) return notFound;
    const selected = item.selected_options ?? [];
    if (product.type === 'configurable') {
      if (selected.length === 0) {
        return {
          code: 'REQUIRED_PARAMETER_MISSING',
          message: 'You need to choose options for your item.',
        };
      }
      const variantIds =
        (await this.catalog.repository.variantIds(storeView, [parent.id])).get(parent.id) ?? [];
      const variants = await this.catalog.productsByIds(storeView, variantIds);
      const attributes =
        (await this.catalog.repository.superAttributes([parent.id])).get(parent.id) ?? [];
      const uidsOf = (variant: ProductSource) =>
        attributes.flatMap((code) => {
          if (code === 'flavour')
            return variant.flavour ? [optionValueUid(code, flavourCode(variant.flavour))] : [];
          return variant.nicotineMgMl === null
            ? []
            : [optionValueUid(code, String(variant.nicotineMgMl))];
        });
      const wanted = new Set(selected);
      const match = variants.find((variant) => {
        const uids = uidsOf(variant);
        return uids.length === wanted.size && uids.every((uid) => wanted.has(uid));
      });
      if (!match) {
        return {
          code: 'INVALID_PARAMETER_VALUE',
          message: 'The selected options do not match a variant of this product.',
        };
      }
      return {
        type: 'configurable',
        productId: parent.id,
        variantProductId: match.id,
        unit: match,
        selections: [],
      };
    }
    // Bundle: one selection per chosen uid; a required option without one takes its default.
    const options =
      (await this.catalog.repository.bundleOptionsOf([parent.id])).get(parent.id) ?? [];
    const chosenIds = new Set<number>();
    for (const uid of selected) {
      const id = decodeUid(uid);
      if (id === null) {
        return {
          code: 'INVALID_PARAMETER_VALUE',
          message: `Invalid option uid "${uid.slice(0, 40)}".`,
        };
      }
      chosenIds.add(id);
    }
    const picks: { selectionId: number; optionId: number; productId: number; qty: number }[] = [];
    for (const { option, selections } of options) {
      const chosen = selections.filter((selection) => chosenIds.has(selection.id));
      chosen.forEach((selection) => chosenIds.delete(selection.id));
      if (chosen.length > 1 && (option.type === 'radio' || option.type === 'select')) {
        return {
          code: 'INVALID_PARAMETER_VALUE',
          message: `Choose one selection for "${option.title}".`,
        };
      }
      const use = chosen.length
        ? chosen
        : option.required
          ? selections.filter((s) => s.isDefault).slice(0, 1)
          : [];
      if (option.required && use.length === 0) {
        return {
          code: 'REQUIRED_PARAMETER_MISSING',
          message: `Please select all required options ("${option.title}").`,
        };
      }
      for (const selection of use) {
        picks.push({
          selectionId: selection.id,
          optionId: option.id,
          productId: selection.productId,
          qty: Math.max(1, Math.round(selection.qty)),
        });
      }
    }
    if (chosenIds.size > 0) {
      return {
        code: 'INVALID_PARAMETER_VALUE',
        message: 'A selected option does not belong to this bundle.',
      };
    }
    const parts = await this.visibleProducts(
      storeView,
      picks.map((pick) => pick.productId),
    );
    const selections: ResolvedLine['selections'] = [];
    for (const pick of picks) {
      const part = parts.get(pick.productId);
      if (!part)
        return {
          code: 'NOT_SALABLE',
          message: 'Product that you are trying to add is not available.',
        };
      selections.push({
        selectionId: pick.selectionId,
        optionId: pick.optionId,
        product: part,
        qty: pick.qty,
      });
    }
    return { type: 'bundle', productId: parent.id, variantProductId: null, unit: null, selections };
  }

  private static salable(product: ProductSource): boolean {
    return !product.stock.manageStock || (product.stock.isInStock && product.stock.qty > 0);
  }

  /**
   * Magento's addProductsToCart: each item is added or refused on its own (user_errors);
   * an existing line of the same product (and options) grows instead of a second line.
   */
  async addProducts(
    cart: CartRow,
    rawItems: unknown,
  ): Promise<{ userErrors: CartUserError[]; cart: CartRow }> {
    this.assertActive(cart);
    const items = parseInput(cartItemsSchema, rawItems);
    let saved = cart;
    const userErrors: CartUserError[] = [];
    const storeView = cart.storeView;
    // No transaction: pricing and the catalogue read through the shared handle (PGlite has one
    // connection, so reads outside a transaction would wait for it). Each write is one statement.
    {
      const repository = this.repository;
      for (const item of items) {
        if (item.quantity < 1) {
          userErrors.push({
            code: 'INVALID_PARAMETER_VALUE',
            message: 'The product quantity should be greater than 0',
          });
          continue;
        }
        const resolved = await this.resolveItem(storeView, item);
        if ('code' in resolved) {
          userErrors.push(resolved);
          continue;
        }
        const existing = await repository.items(cart.id);
        const top = existing.filter((row) => row.parentItemId === null);
        const same = top.find((row) => this.sameLine(row, resolved, existing));
        const qty = (same?.qty ?? 0) + item.quantity;
        if (qty > MAX_QTY) {
          userErrors.push({
            code: 'INVALID_PARAMETER_VALUE',
            message: `The most you may purchase is ${MAX_QTY}.`,
          });
          continue;
        }
        if (!same && top.length >= MAX_CART_LINES) {
          userErrors.push({
            code: 'INVALID_PARAMETER_VALUE',
            message: `A cart can hold at most ${MAX_CART_LINES} lines.`,
          });
          continue;
        }
        // Stock: what the cart already takes of each unit plus this addition.
        const units =
          resolved.type === 'bundle'
            ? resolved.selections.map((selection) => ({
                product: selection.product,
                qty: selection.qty * item.quantity,
              }))
            : [{ product: resolved.unit!, qty: item.quantity }];
        const stockError = this.stockError(units, existing);
        if (stockError) {
          userErrors.push(stockError);
          continue;
        }
        // Purchase limit: nicotine units in the cart after the addition, plus orders of the period.
        const adding = units.reduce(
          (total, unit) => total + ((unit.product.nicotineMgMl ?? 0) > 0 ? unit.qty : 0),
          0,
        );
        if (adding > 0) {
          const inCart = await this.nicotineUnitsOfRows(storeView, existing);
          const state = await this.purchaseLimit(storeView, this.shopperOf(cart));
          if (state.used_limit + inCart + adding > state.limit) {
            userErrors.push({
              code: 'PURCHASE_LIMIT_EXCEEDED',
              message: purchaseLimitExceededError(storeView).message,
            });
            continue;
          }
        }
        const now = this.clock.now();
        if (same) {
          await repository.setItemQty(cart.id, same.id, qty, now);
          continue;
        }
        const row = await repository.insertItem({
          cartId: cart.id,
          type: resolved.type,
          productId: resolved.productId,
          variantProductId: resolved.variantProductId,
          qty: item.quantity,
          createdAt: now,
          updatedAt: now,
        });
        for (const selection of resolved.selections) {
          await repository.insertItem({
            cartId: cart.id,
            parentItemId: row.id,
            type: 'simple',
            productId: selection.product.id,
            bundleSelectionId: selection.selectionId,
            bundleOptionId: selection.optionId,
            qty: selection.qty,
            createdAt: now,
            updatedAt: now,
          });
        }
      }
      saved = await repository.updateCart(cart.id, { updatedAt: this.clock.now() });
    }
    return { userErrors, cart: saved };
  }

  private sameLine(row: CartItemRow, line: ResolvedLine, all: CartItemRow[]): boolean {
    if (row.type !== line.type || row.productId !== line.productId) return false;
    if (line.type !== 'bundle') return row.variantProductId === line.variantProductId;
    const children = all.filter((child) => child.parentItemId === row.id);
    const ids = new Set(children.map((child) => child.bundleSelectionId));
    return (
      ids.size === line.selections.length && line.selections.every((s) => ids.has(s.selectionId))
    );
  }

  /** The first unit the cart cannot take `qty` more of, as Magento's user error. */
  private stockError(
    units: { product: ProductSource; qty: number }[],
    existing: CartItemRow[],
  ): CartUserError | null {
    const byId = new Map(existing.map((row) => [row.id, row]));
    for (const { product, qty } of units) {
      if (!CartService.salable(product)) {
        return {
          code: 'NOT_SALABLE',
          message: 'Product that you are trying to add is not available.',
        };
      }
      if (!product.stock.manageStock) continue;
      const inCart = existing.reduce((total, row) => {
        const unit = row.type === 'bundle' ? null : (row.variantProductId ?? row.productId);
        if (unit !== product.id) return total;
        const parent = row.parentItemId ? byId.get(row.parentItemId) : undefined;
        return total + row.qty * (parent?.qty ?? 1);
      }, 0);
      if (inCart + qty > product.stock.qty) {
        return {
          code: 'INSUFFICIENT_STOCK',
          message: 'The requested qty is not available',
          quantity: Math.max(0, product.stock.qty - inCart),
        };
      }
    }
    return null;
  }

  /** The cart item id of a uid (base64 of the id) or the deprecated int id. */
  private itemIdOf(input: {
    cart_item_uid?: string | null;
    cart_item_id?: number | null;
  }): number | null {
    if (input.cart_item_uid) return decodeUid(input.cart_item_uid);
    return input.cart_item_id ?? null;
  }

  /** updateCartItems: quantity 0 removes; problems come back as errors, the rest is applied. */
  async updateItems(cart: CartRow, rawItems: unknown): Promise<{ errors: CartUserError[] }> {
    this.assertActive(cart);
    const items = parseInput(updateItemsSchema, rawItems);
    const errors: CartUserError[] = [];
    // No transaction: pricing and the catalogue read through the shared handle (PGlite has one
    // connection, so reads outside a transaction would wait for it). Each write is one statement.
    {
      const repository = this.repository;
      for (const input of items) {
        const itemId = this.itemIdOf(input);
        if (itemId === null) {
          errors.push({
            code: 'REQUIRED_PARAMETER_MISSING',
            message: 'Required parameter "cart_item_uid" is missing.',
          });
          continue;
        }
        const existing = await repository.items(cart.id);
        const row = existing.find(
          (candidate) => candidate.id === itemId && candidate.parentItemId === null,
        );
        if (!row) {
          errors.push({
            code: 'COULD_NOT_FIND_CART_ITEM',
            message: `Could not find cart item with id: ${itemId}`,
          });
          continue;
        }
        if (input.quantity === null || input.quantity === undefined) {
          errors.push({
            code: 'REQUIRED_PARAMETER_MISSING',
            message: 'Required parameter "quantity" for "cart_items" is missing.',
          });
          continue;
        }
        if (input.quantity === 0) {
          await repository.deleteItem(cart.id, row.id);
          continue;
        }
        const growth = input.quantity - row.qty;
        if (growth > 0) {
          const children = existing.filter((child) => child.parentItemId === row.id);
          const ids =
            row.type === 'bundle'
              ? children.map((child) => child.productId)
              : [row.variantProductId ?? row.productId];
          const visible = await this.visibleProducts(cart.storeView, ids);
          const units =
            row.type === 'bundle'
              ? children.map((child) => ({
                  product: visible.get(child.productId),
                  qty: child.qty * growth,
                }))
              : [{ product: visible.get(ids[0]!), qty: growth }];
          if (units.some((unit) => !unit.product)) {
            errors.push({
              code: 'NOT_SALABLE',
              message: 'Product that you are trying to add is not available.',
            });
            continue;
          }
          const known = units as { product: ProductSource; qty: number }[];
          const stockError = this.stockError(known, existing);
          if (stockError) {
            errors.push(stockError);
            continue;
          }
          const adding = known.reduce(
            (total, unit) => total + ((unit.product.nicotineMgMl ?? 0) > 0 ? unit.qty : 0),
            0,
          );
          if (adding > 0) {
            const inCart = await this.nicotineUnitsOfRows(cart.storeView, existing);
            const state = await this.purchaseLimit(cart.storeView, this.shopperOf(cart));
            if (state.used_limit + inCart + adding > state.limit) {
              errors.push({
                code: 'PURCHASE_LIMIT_EXCEEDED',
                message: purchaseLimitExceededError(cart.storeView).message,
              });
              continue;
            }
          }
        }
        await repository.setItemQty(cart.id, row.id, input.quantity, this.clock.now());
      }
      await repository.updateCart(cart.id, { updatedAt: this.clock.now() });
    }
    return { errors };
  }

  async removeItem(
    cart: CartRow,
    input: { cart_item_uid?: unknown; cart_item_id?: unknown },
  ): Promise<void> {
    this.assertActive(cart);
    const parsed = parseInput(
      updateItemsSchema.element.pick({ cart_item_uid: true, cart_item_id: true }),
      input,
    );
    const itemId = this.itemIdOf(parsed);
    if (itemId === null) throw inputError('Required parameter "cart_item_uid" is missing.');
    const items = await this.repository.items(cart.id);
    if (!items.some((item) => item.id === itemId && item.parentItemId === null)) {
      throw notFoundError(`The cart doesn't contain the item`);
    }
    await this.repository.deleteItem(cart.id, itemId);
    await this.touch(cart);
  }

  // ---- coupons -------------------------------------------------------------------------------

  async applyCoupon(cart: CartRow, rawCode: unknown): Promise<CartRow> {
    this.assertActive(cart);
    const code = parseInput(couponCodeSchema, rawCode);
    if (cart.couponCode) throw inputError(COUPON_ALREADY_APPLIED_MESSAGE);
    const rule = await this.salesRules.byCode(cart.storeView, code);
    if (!rule) throw couponInvalidError();
    if (await ruleRefusal(rule, this.clock.now(), this.shopperOf(cart), this.repository)) {
      throw couponInvalidError();
    }
    const priced = await this.priceCart(cart);
    const goods = priced.lines
      .filter((line) => line.parentItemId === null)
      .reduce(
        (total, line) =>
          total + (priced.pricesIncludeTax ? line.rowTotalInclTaxMinor : line.rowTotalMinor),
        0,
      );
    if (priced.lines.length === 0 || goods < (rule.minSubtotalMinor ?? 0))
      throw couponInvalidError();
    return this.touch(cart, { couponCode: rule.code });
  }

  async removeCoupon(cart: CartRow): Promise<CartRow> {
    this.assertActive(cart);
    return this.touch(cart, { couponCode: null });
  }

  // ---- email, addresses, delivery ------------------------------------------------------------

  async setGuestEmail(context: GraphQLContext, cart: CartRow, rawEmail: unknown): Promise<CartRow> {
    this.assertActive(cart);
    if (cart.customerId !== null) {
      throw inputError('The request is not allowed for logged in customers');
    }
    const email = parseInput(emailSchema, rawEmail);
    void context;
    return this.touch(cart, { email: email.toLowerCase() });
  }

  /** A cart address from input or the customer's saved address (theirs only), validated. */
  private async addressValues(
    context: GraphQLContext,
    cart: CartRow,
    input: { customer_address_id?: number | null; address?: CartAddressInput | null },
  ): Promise<NewCartAddress> {
    const now = this.clock.now();
    if (input.customer_address_id) {
      const session = await context.currentCustomer();
      if (!session || cart.customerId === null) {
        throw authorizationError("The current customer isn't authorized.");
      }
      const [saved] = await this.db.query.customerAddresses.findMany({
        where: (table, { and, eq }) =>
          and(eq(table.id, input.customer_address_id!), eq(table.customerId, session.customer.id)),
        limit: 1,
      });
      if (!saved) {
        throw notFoundError(`Could not find a address with ID "${input.customer_address_id}"`);
      }
      if (
        !SHIPPING_COUNTRIES[cart.storeView].some((country) => country.iso2 === saved.countryCode)
      ) {
        throw inputError('The address country is not one this store ships to.');
      }
      return {
        customerAddressId: saved.id,
        prefix: saved.prefix,
        firstname: saved.firstname,
        middlename: saved.middlename,
        lastname: saved.lastname,
        suffix: saved.suffix,
        company: saved.company,
        street: saved.street,
        city: saved.city,
        regionId: saved.regionId,
        regionCode: saved.regionCode,
        region: saved.region,
        postcode: saved.postcode,
        countryCode: saved.countryCode,
        telephone: saved.telephone,
        vatId: saved.vatId,
        updatedAt: now,
      };
    }
    if (!input.address) {
      throw inputError(
        'The shipping address must contain either "customer_address_id" or "address".',
      );
    }
    const address = input.address;
    const country = address.country_code.trim().toUpperCase();
    // A region given as text may be a code ("ON") or a name ("Ontario").
    const regions =
      SHIPPING_COUNTRIES[cart.storeView].find((c) => c.iso2 === country)?.regions ?? [];
    const text = address.region?.trim();
    const named = text
      ? regions.find(
          (r) =>
            r.code.toUpperCase() === text.toUpperCase() ||
            r.name.toUpperCase() === text.toUpperCase(),
        )
      : undefined;
    const { values } = this.addresses.validate(cart.storeView, {
      firstname: address.firstname,
      lastname: address.lastname,
      middlename: address.middlename ?? undefined,
      prefix: address.prefix ?? undefined,
      suffix: address.suffix ?? undefined,
      company: address.company ?? undefined,
      telephone: address.telephone ?? undefined,
      street: address.street,
      city: address.city,
      postcode: address.postcode ?? undefined,
      country_code: country,
      vat_id: address.vat_id ?? undefined,
      region:
        address.region_id != null
          ? { region_id: address.region_id }
          : named
            ? { region_code: named.code }
            : text
              ? { region: text, region_code: regions.length ? text : undefined }
              : undefined,
    });
    return {
      customerAddressId: null,
      prefix: values.prefix,
      firstname: values.firstname,
      middlename: values.middlename,
      lastname: values.lastname,
      suffix: values.suffix,
      company: values.company,
      street: values.street,
      city: values.city,
      regionId: values.regionId,
      regionCode: values.regionCode,
      region: values.region,
      postcode: values.postcode,
      countryCode: values.countryCode,
      telephone: values.telephone,
      vatId: values.vatId,
      saveInAddressBook: address.save_in_address_book ?? false,
      updatedAt: now,
    };
  }

  async setShippingAddresses(
    context: GraphQLContext,
    cart: CartRow,
    raw: unknown,
  ): Promise<CartRow> {
    this.assertActive(cart);
    if (!Array.isArray(raw) || raw.length !== 1) {
      throw inputError('You cannot specify multiple shipping addresses.');
    }
    const input = parseInput(shippingAddressInputSchema, raw[0]);
    const values = await this.addressValues(context, cart, input);
    await this.repository.upsertAddress(cart.id, 'shipping', {
      ...values,
      customerNotes: input.customer_notes ?? null,
    });
    if (input.pickup_location_code) {
      const location = await this.repository.pickupLocation(
        cart.storeView,
        input.pickup_location_code,
      );
      // Click and collect: an active shop of this store view, in a country it ships to.
      if (
        !location ||
        !SHIPPING_COUNTRIES[cart.storeView].some((country) => country.iso2 === location.countryCode)
      ) {
        throw inputError('The pickup location is not available.');
      }
      return this.touch(cart, {
        pickupLocationCode: location.code,
        shippingCarrierCode: 'instore',
        shippingMethodCode: 'pickup',
      });
    }
    // A new address may change the available methods and the taxes: a pickup choice stays
    // only with its location; other methods stay.
    return this.touch(
      cart,
      cart.shippingCarrierCode === 'instore'
        ? { pickupLocationCode: null, shippingCarrierCode: null, shippingMethodCode: null }
        : {},
    );
  }

  async setBillingAddress(context: GraphQLContext, cart: CartRow, raw: unknown): Promise<CartRow> {
    this.assertActive(cart);
    const input = parseInput(billingAddressInputSchema, raw);
    const sameAsShipping = input.same_as_shipping ?? input.use_for_shipping ?? false;
    if (!input.address && !input.customer_address_id && sameAsShipping) {
      const shipping = (await this.repository.addresses(cart.id)).find(
        (a) => a.kind === 'shipping',
      );
      if (!shipping) throw inputError('Could not use the shipping address: the cart has none.');
      const { id: _id, cartId: _cartId, kind: _kind, ...copy } = shipping;
      void _id;
      void _cartId;
      void _kind;
      await this.repository.upsertAddress(cart.id, 'billing', {
        ...copy,
        customerNotes: null,
        updatedAt: this.clock.now(),
      });
      return this.touch(cart);
    }
    const values = await this.addressValues(context, cart, input);
    await this.repository.upsertAddress(cart.id, 'billing', values);
    if (sameAsShipping) {
      await this.repository.upsertAddress(cart.id, 'shipping', { ...values, sameAsBilling: true });
    }
    return this.touch(cart);
  }

  async setShippingMethod(cart: CartRow, raw: unknown): Promise<CartRow> {
    this.assertActive(cart);
    if (!Array.isArray(raw) || raw.length !== 1) {
      throw inputError('You cannot specify multiple shipping methods.');
    }
    const input = parseInput(shippingMethodSchema, raw[0]);
    const shipping = (await this.repository.addresses(cart.id)).find((a) => a.kind === 'shipping');
    if (!shipping)
      throw inputError('The shipping address is missing. Set the address and try again.');
    const method = shippingMethodOf(cart.storeView, input.carrier_code, input.method_code);
    if (!method) {
      throw inputError(
        `Carrier with such method not found: ${input.carrier_code}, ${input.method_code}`,
      );
    }
    if (method.carrierCode === 'instore' && !cart.pickupLocationCode) {
      throw inputError('Choose a store for click and collect (pickup_location_code) first.');
    }
    return this.touch(cart, {
      shippingCarrierCode: method.carrierCode,
      shippingMethodCode: method.methodCode,
      ...(method.carrierCode === 'instore' ? {} : { pickupLocationCode: null }),
    });
  }

  // ---- login: merge and assign ---------------------------------------------------------------

  /** A guest cart's lines into the customer's cart (same lines summed); the guest cart ends. */
  async mergeCarts(
    context: GraphQLContext,
    sourceId: unknown,
    destinationId: unknown,
  ): Promise<CartRow> {
    const session = await context.requireCustomer();
    const storeView = context.storeView();
    const source = await this.repository.byMaskedId(parseInput(maskedIdSchema, sourceId));
    if (!source || source.storeView !== storeView) throw cartNotFoundError(String(sourceId));
    // Only a guest cart or the customer's own other cart may be merged in.
    if (source.customerId !== null && source.customerId !== session.customer.id) {
      throw cartForbiddenError(source.maskedId);
    }
    if (!source.isActive) throw cartInactiveError();
    const destination =
      destinationId === undefined || destinationId === null
        ? await this.customerCart(storeView, session.customer.id)
        : await this.loadCartForShopper(context, destinationId as string);
    if (destination.id === source.id) return destination;
    const sourceItems = await this.repository.items(source.id);
    const top = sourceItems.filter((item) => item.parentItemId === null);
    const errors: CartUserError[] = [];
    for (const item of top) {
      const children = sourceItems.filter((child) => child.parentItemId === item.id);
      const [product] = await this.db
        .select({ sku: products.sku })
        .from(products)
        .where(inArray(products.id, [item.variantProductId ?? item.productId]));
      if (!product) continue;
      const input: CartItemInput = {
        sku: product.sku,
        quantity: item.qty,
        selected_options:
          item.type === 'bundle'
            ? children.map((child) =>
                Buffer.from(String(child.bundleSelectionId)).toString('base64'),
              )
            : undefined,
      };
      const { userErrors } = await this.addProducts(destination, [input]);
      errors.push(...userErrors);
    }
    await this.touch(source, { isActive: false });
    if (!destination.email) await this.touch(destination, { email: session.customer.email });
    return this.reload(destination);
  }

  /** Magento's assignCustomerToGuestCart: merges the guest cart into the customer's cart. */
  async assignCustomerToGuestCart(context: GraphQLContext, cartId: unknown): Promise<CartRow> {
    const session = await context.requireCustomer();
    const source = await this.repository.byMaskedId(parseInput(maskedIdSchema, cartId));
    if (!source || source.storeView !== context.storeView())
      throw cartNotFoundError(String(cartId));
    if (source.customerId !== null) throw cartForbiddenError(source.maskedId);
    const destination = await this.customerCart(context.storeView(), session.customer.id);
    return this.mergeCarts(context, source.maskedId, destination.maskedId);
  }
}
