import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { StoreViewCode } from '@lumo/block-schema';
import { GraphQLError } from 'graphql';
import type { Clock } from '../../clock';
import type { GraphQLContext } from '../../context';
import type { Database } from '../../db/database';
import {
  cartAddresses,
  customerAddresses,
  customers,
  products,
  type CartAddressRow,
  type CartRow,
  type OrderRow,
  type OrderState,
} from '../../db/schema';
import { inputError, notFoundError, parseInput } from '../../errors';
import type { Logger } from '../../logger';
import type { RateLimiter } from '../rate-limits/rate-limiter';
import { isOffline } from '../payments/payment-methods';
import type { PaymentService } from '../payments/payment-service';
import { stockUnitsOf, type CartSeam, type PricedCart } from './cart-seam';
import {
  addShipmentInput,
  cancelOrderInput,
  customerOrdersArgs,
  guestOrderInput,
  orderNumberInput,
  orderTokenInput,
  placeOrderInput,
} from './order-inputs';
import { customerOrder, type CustomerOrderValue } from './order-mappers';
import type { OrderMails } from './order-mails';
import {
  CartNoLongerActiveError,
  InsufficientStockError,
  type NewOrderAddress,
  type NewOrderItem,
  type OrderListFilter,
  type OrderRepository,
} from './order-repository';
import type { OrderSettlement } from './order-settlement';

export type PlaceOrderErrorCode =
  | 'CART_NOT_FOUND'
  | 'CART_NOT_ACTIVE'
  | 'GUEST_EMAIL_MISSING'
  | 'UNABLE_TO_PLACE_ORDER'
  | 'INSUFFICIENT_STOCK'
  | 'AGE_VERIFICATION_REQUIRED'
  | 'PURCHASE_LIMIT_EXCEEDED'
  | 'UNDEFINED';

/** placeOrder refused: PlaceOrderOutput.errors AND a top-level graphql-input error (Magento 2.4.9). */
export class PlaceOrderRefusal extends Error {
  override name = 'PlaceOrderRefusal';
  constructor(
    readonly code: PlaceOrderErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** cart-api's message for an ordered (inactive) cart. */
const CART_INACTIVE = "The cart isn't active.";

export const GUEST_ORDER_NOT_FOUND =
  'Please make sure the order number, email and last name are correct.';

export interface PlaceOrderResult {
  order: OrderRow;
  paymentRedirect: { url: string; session_id: string } | null;
}

export interface OrderServiceDeps {
  db: Database;
  orders: OrderRepository;
  settlement: OrderSettlement;
  mails: OrderMails;
  payments: PaymentService;
  /** cart-api's CartService (services.carts), read when needed. */
  carts: () => CartSeam;
  rateLimiter: RateLimiter;
  clock: Clock;
  logger: Logger;
  storeViewRules: (code: StoreViewCode) => Promise<{ federalVapingRules: boolean }>;
}

const newToken = () => randomBytes(24).toString('base64url');

export class OrderService {
  constructor(private readonly deps: OrderServiceDeps) {}

  private get orders() {
    return this.deps.orders;
  }

  // ---------------------------------------------------------------------------------------
  // placeOrder

  /** The cart of the request's shopper, or CART_NOT_FOUND (authorization errors pass through). */
  async shopperCart(ctx: GraphQLContext, maskedId: string): Promise<CartRow> {
    try {
      return await this.deps.carts().loadCartForShopper(ctx, maskedId);
    } catch (error) {
      if (error instanceof GraphQLError && error.extensions.category === 'graphql-no-such-entity')
        throw new PlaceOrderRefusal(
          error.message === CART_INACTIVE ? 'CART_NOT_ACTIVE' : 'CART_NOT_FOUND',
          error.message,
        );
      throw error;
    }
  }

  async placeOrder(ctx: GraphQLContext, rawInput: unknown): Promise<PlaceOrderResult> {
    const input = parseInput(placeOrderInput, rawInput ?? {});
    const cart = await this.shopperCart(ctx, input.cart_id);
    const session = await ctx.currentCustomer();
    return this.placeOrderFromCart(cart, session?.customer ?? null, {});
  }

  /**
   * Every check, then one transaction: stock, order rows, cart deactivated; then the payment.
   * `autoship` places a subscription's order (no shopper request; the subscriber's card).
   */
  async placeOrderFromCart(
    cart: CartRow,
    customer: {
      id: number;
      email: string;
      firstname: string;
      lastname: string;
      ageVerifiedAt: Date | null;
    } | null,
    options: { autoshipSubscriptionId?: number },
  ): Promise<PlaceOrderResult> {
    const { clock } = this.deps;
    const carts = this.deps.carts();
    if (!cart.isActive) throw new PlaceOrderRefusal('CART_NOT_ACTIVE', `The cart isn't active.`);
    const priced = await carts.priceCart(cart);
    if (!priced.lines.length)
      throw new PlaceOrderRefusal(
        'UNABLE_TO_PLACE_ORDER',
        'Unable to place order: the cart is empty.',
      );
    const email = customer?.email ?? cart.email;
    if (!email)
      throw new PlaceOrderRefusal('GUEST_EMAIL_MISSING', 'Guest email for cart is missing.');
    const addresses = await this.deps.db
      .select()
      .from(cartAddresses)
      .where(eq(cartAddresses.cartId, cart.id));
    const shipping = addresses.find((row) => row.kind === 'shipping');
    let billing = addresses.find((row) => row.kind === 'billing');
    if (!billing && shipping?.sameAsBilling) billing = shipping;
    const pickup = priced.shipping?.pickupLocationCode ?? null;
    if (!shipping && !pickup)
      throw new PlaceOrderRefusal(
        'UNABLE_TO_PLACE_ORDER',
        'Unable to place order: Please check the shipping address information.',
      );
    if (!priced.shipping)
      throw new PlaceOrderRefusal(
        'UNABLE_TO_PLACE_ORDER',
        'Unable to place order: The shipping method is missing. Select the shipping method and try again.',
      );
    if (!billing)
      throw new PlaceOrderRefusal(
        'UNABLE_TO_PLACE_ORDER',
        'Unable to place order: Please check the billing address information.',
      );
    const method = cart.paymentMethodCode;
    if (!method)
      throw new PlaceOrderRefusal(
        'UNABLE_TO_PLACE_ORDER',
        'Unable to place order: Enter a valid payment method and try again.',
      );
    if (priced.problems.length) {
      const stock = priced.problems.find((problem) => problem.code === 'INSUFFICIENT_STOCK');
      throw new PlaceOrderRefusal(
        stock ? 'INSUFFICIENT_STOCK' : 'UNABLE_TO_PLACE_ORDER',
        (stock ?? priced.problems[0]!).message,
      );
    }
    try {
      await carts.assertWithinPurchaseLimit(priced, { customerId: customer?.id ?? null, email });
    } catch (error) {
      if (error instanceof GraphQLError && error.extensions.category === 'graphql-input')
        throw new PlaceOrderRefusal('PURCHASE_LIMIT_EXCEEDED', error.message);
      throw error;
    }
    const rules = await this.deps.storeViewRules(cart.storeView);
    const ageVerified = Boolean(customer?.ageVerifiedAt);
    if (rules.federalVapingRules && !ageVerified)
      throw new PlaceOrderRefusal(
        'AGE_VERIFICATION_REQUIRED',
        'Unable to place order: verify your age in your account before you order (US federal rules).',
      );
    // The saved card must be this customer's (checked again at payment).
    const vaultToken =
      method === 'worldpay_cc_vault'
        ? await this.deps.payments.vaultTokenOfCart(cart, customer?.id ?? null)
        : null;

    const offline = isOffline(method);
    const state: OrderState = offline ? 'pending' : 'pending_payment';
    const name = customer ?? billing;
    let order: OrderRow;
    let sessionId: string | null = null;
    try {
      const result = await this.orders.transaction(async (repository) => {
        await repository.takeStock(stockUnitsOf(priced));
        const now = clock.now();
        const created = await repository.insertOrder(
          {
            storeView: cart.storeView,
            customerId: customer?.id ?? null,
            cartId: cart.id,
            email,
            firstname: name.firstname,
            lastname: name.lastname,
            state,
            status: state,
            currency: priced.currency,
            subtotalMinor: priced.subtotalMinor,
            subtotalInclTaxMinor: priced.subtotalInclTaxMinor,
            discountMinor: priced.discountMinor,
            shippingMinor: priced.shippingMinor,
            shippingTaxMinor: priced.shippingTaxMinor,
            taxMinor: priced.taxMinor,
            grandTotalMinor: priced.grandTotalMinor,
            appliedTaxes: priced.appliedTaxes,
            couponCode: priced.couponCode,
            shippingCarrierCode: priced.shipping!.carrierCode,
            shippingMethodCode: priced.shipping!.methodCode,
            shippingDescription: priced.shipping!.description,
            pickupLocationCode: pickup,
            paymentMethodCode: method,
            token: newToken(),
            awaitingAgeVerification: !ageVerified,
            autoshipSubscriptionId: options.autoshipSubscriptionId ?? null,
            createdAt: now,
            updatedAt: now,
          },
          orderItemsOf(priced),
          [
            ...(shipping ? [orderAddressOf(shipping, 'shipping')] : []),
            orderAddressOf(billing!, 'billing'),
          ],
        );
        await repository.deactivateCart(cart.id, created.id, now);
        if (customer) await saveToAddressBook(repository.db, customer.id, addresses, now);
        if (offline) await this.deps.mails.confirmation(created, repository.db);
        let session: string | null = null;
        if (method === 'worldpay_cc') {
          session = await this.deps.payments.openSession(created, cart, repository.db);
        }
        return { created, session };
      });
      order = result.created;
      sessionId = result.session;
    } catch (error) {
      if (error instanceof InsufficientStockError)
        throw new PlaceOrderRefusal('INSUFFICIENT_STOCK', error.message);
      if (error instanceof CartNoLongerActiveError)
        throw new PlaceOrderRefusal('CART_NOT_ACTIVE', `The cart isn't active.`);
      throw error;
    }

    if (method === 'worldpay_cc' && sessionId) {
      const redirect = await this.deps.payments.startHostedPayment(order, sessionId);
      if (!redirect) {
        await this.deps.settlement.fail(order.id, 'The payment provider is unavailable.');
        throw new PlaceOrderRefusal(
          'UNABLE_TO_PLACE_ORDER',
          'Unable to place order: the card payment could not be started. Please try again.',
        );
      }
      return { order, paymentRedirect: { url: redirect, session_id: sessionId } };
    }
    if (method === 'worldpay_cc_vault' && vaultToken) {
      const settled = await this.deps.payments.chargeSavedCard(order, vaultToken);
      return { order: settled, paymentRedirect: null };
    }
    return { order, paymentRedirect: null };
  }

  // ---------------------------------------------------------------------------------------
  // Reads

  async detailsValue(order: OrderRow): Promise<CustomerOrderValue> {
    const details = await this.orders.details(order);
    const unitIds = details.items
      .map((item) => item.variantProductId ?? item.productId)
      .filter((id): id is number => id !== null);
    const stock = new Map<number, boolean>();
    if (unitIds.length) {
      const rows = await this.deps.db
        .select({ id: products.id, isInStock: products.isInStock, enabled: products.enabled })
        .from(products)
        .where(inArray(products.id, unitIds));
      for (const row of rows) stock.set(row.id, row.isInStock && row.enabled);
    }
    return customerOrder(details, stock);
  }

  async customerOrders(customerId: number, storeView: StoreViewCode, rawArgs: unknown) {
    const args = parseInput(customerOrdersArgs, rawArgs ?? {});
    const filter: OrderListFilter = {};
    const status = args.filter?.status;
    if (status?.in?.length) filter.statuses = withPendingPayment(status.in);
    else if (status?.eq) filter.statuses = withPendingPayment([status.eq]);
    if (args.filter?.number?.eq) filter.number = { eq: args.filter.number.eq };
    else if (args.filter?.number?.match)
      filter.number = { like: `%${args.filter.number.match.replace(/[%_\\]/g, '')}%` };
    const total = args.filter?.grand_total;
    if (total?.from != null || total?.to != null)
      filter.grandTotal = {
        fromMinor: total.from == null ? undefined : Math.round(total.from * 100),
        toMinor: total.to == null ? undefined : Math.round(total.to * 100),
      };
    const date = args.filter?.order_date;
    if (date?.from || date?.to) {
      const from = date.from ? new Date(date.from) : undefined;
      const to = date.to ? new Date(date.to) : undefined;
      if ((from && Number.isNaN(from.getTime())) || (to && Number.isNaN(to.getTime())))
        throw inputError('order_date: enter dates as YYYY-MM-DD.');
      filter.orderDate = { from, to };
    }
    const size = args.pageSize;
    const {
      rows,
      total: count,
      firstOrderAt,
    } = await this.orders.list(
      customerId,
      storeView,
      filter,
      { size, offset: (args.currentPage - 1) * size },
      args.sort
        ? { field: args.sort.sort_field, direction: args.sort.sort_direction }
        : { field: 'ENTITY_ID', direction: 'DESC' },
    );
    return {
      items: await Promise.all(rows.map((row) => this.detailsValue(row))),
      total_count: count,
      page_info: {
        current_page: args.currentPage,
        page_size: size,
        total_pages: Math.max(1, Math.ceil(count / size)),
      },
      date_of_first_order: firstOrderAt?.toISOString() ?? null,
    };
  }

  /**
   * Order tracking: number, email and last name must all match (case-insensitive), with the same
   * answer for every mismatch so it tells nothing about which part was wrong; rate-limited.
   */
  async guestOrder(ctx: GraphQLContext, rawInput: unknown) {
    const input = parseInput(guestOrderInput, rawInput);
    await this.deps.rateLimiter.hit('guestOrder', ctx.clientAddress);
    const order = await this.orders.findByNumber(input.number);
    if (
      !order ||
      order.storeView !== ctx.storeView() ||
      order.email.toLowerCase() !== input.email.toLowerCase() ||
      order.lastname.toLowerCase() !== input.lastname.toLowerCase()
    )
      throw notFoundError(GUEST_ORDER_NOT_FOUND);
    return this.detailsValue(order);
  }

  async guestOrderByToken(ctx: GraphQLContext, rawInput: unknown) {
    const input = parseInput(orderTokenInput, rawInput);
    const order = await this.orders.findByToken(input.token);
    if (!order || order.storeView !== ctx.storeView()) throw notFoundError(GUEST_ORDER_NOT_FOUND);
    return this.detailsValue(order);
  }

  /** The logged-in customer's own order by number (no-such-entity for anyone else's). */
  async ownOrder(customerId: number, storeView: StoreViewCode, rawNumber: unknown) {
    const number = parseInput(orderNumberInput, rawNumber);
    const order = await this.orders.findByNumber(number);
    if (!order || order.customerId !== customerId || order.storeView !== storeView)
      throw notFoundError(`Could not find the order with number "${number}".`);
    return order;
  }

  // ---------------------------------------------------------------------------------------
  // Reorder

  async reorder(ctx: GraphQLContext, rawNumber: unknown) {
    const session = await ctx.requireCustomer();
    const storeView = ctx.storeView();
    const order = await this.ownOrder(session.customer.id, storeView, rawNumber);
    const carts = this.deps.carts();
    const cart = await carts.customerCart(storeView, session.customer.id);
    const items = await this.orders.itemsOf([order.id]);
    const lines = await cartLinesOf(this.deps.db, items);
    const userInputErrors: { message: string; path: string[]; code: string }[] = [];
    for (const skipped of lines.skipped) {
      userInputErrors.push({
        message: `Could not add the product with SKU ${skipped}: it cannot be ordered again.`,
        path: ['orderNumber'],
        code: 'REORDER_NOT_AVAILABLE',
      });
    }
    for (const line of lines.inputs) {
      const { userErrors } = await carts.addProducts(cart, [line]);
      for (const error of userErrors) {
        userInputErrors.push({
          message: error.message,
          path: ['orderNumber'],
          code: reorderCode(error.code),
        });
      }
    }
    return { cart, userInputErrors };
  }

  // ---------------------------------------------------------------------------------------
  // Admin: shipments and cancellation

  async addShipment(ctx: GraphQLContext, rawInput: unknown) {
    await ctx.requireAdmin();
    const input = parseInput(addShipmentInput, rawInput);
    const order = await this.orders.transaction(async (repository) => {
      const found = await repository.findByNumber(input.order_number);
      if (!found)
        throw notFoundError(`Could not find the order with number "${input.order_number}".`);
      const locked = (await repository.findByIdForUpdate(found.id))!;
      if (locked.state === 'canceled') throw inputError('A canceled order cannot be dispatched.');
      if (locked.state === 'pending_payment')
        throw inputError('The order is still waiting for its payment.');
      if (locked.awaitingAgeVerification) {
        const [customer] =
          locked.customerId === null
            ? []
            : await repository.db
                .select({ ageVerifiedAt: customers.ageVerifiedAt })
                .from(customers)
                .where(eq(customers.id, locked.customerId));
        if (!customer?.ageVerifiedAt)
          throw inputError(
            'The order cannot be dispatched before the customer has passed the age verification.',
            { code: 'AGE_VERIFICATION_REQUIRED' },
          );
      }
      const now = this.deps.clock.now();
      await repository.addShipment(
        locked.id,
        {
          carrier: input.carrier,
          title: input.title,
          trackingNumber: input.tracking_number,
          trackingUrl: input.tracking_url ?? null,
        },
        now,
      );
      const updated = await repository.updateOrder(locked.id, {
        state: 'complete',
        status: 'complete',
        awaitingAgeVerification: false,
        updatedAt: now,
      });
      await this.deps.mails.shipment(
        updated,
        { trackingNumber: input.tracking_number, trackingUrl: input.tracking_url ?? null },
        repository.db,
      );
      return updated;
    });
    return this.detailsValue(order);
  }

  async cancelOrder(ctx: GraphQLContext, rawInput: unknown) {
    await ctx.requireAdmin();
    const input = parseInput(cancelOrderInput, rawInput);
    const order = await this.orders.transaction(async (repository) => {
      const found = await repository.findByNumber(input.order_number);
      if (!found)
        throw notFoundError(`Could not find the order with number "${input.order_number}".`);
      const locked = (await repository.findByIdForUpdate(found.id))!;
      if (locked.state !== 'pending' && locked.state !== 'processing')
        throw inputError(`An order in state ${locked.state} cannot be canceled.`);
      return this.deps.settlement.cancel(locked, input.reason ?? null, repository, false);
    });
    return this.detailsValue(order);
  }
}

/** pending includes pending_payment (the shopper sees both as Pending). */
function withPendingPayment(statuses: OrderState[]): OrderState[] {
  return statuses.includes('pending')
    ? [...new Set([...statuses, 'pending_payment' as const])]
    : statuses;
}

function reorderCode(code: string): string {
  if (code === 'PRODUCT_NOT_FOUND' || code === 'NOT_SALABLE' || code === 'INSUFFICIENT_STOCK')
    return code;
  return 'UNDEFINED';
}

function orderItemsOf(priced: PricedCart): NewOrderItem[] {
  return priced.lines.map((line) => ({
    cartItemId: line.itemId,
    cartParentItemId: line.parentItemId,
    type: line.type,
    productId: line.productId,
    variantProductId: line.variantProductId,
    sku: line.sku,
    name: line.name,
    urlKey: line.urlKey,
    selectedOptions: line.selectedOptions,
    qtyOrdered: line.qty,
    priceMinor: line.unitPriceMinor,
    priceInclTaxMinor: line.unitPriceInclTaxMinor,
    rowTotalMinor: line.rowTotalMinor,
    rowTotalInclTaxMinor: line.rowTotalInclTaxMinor,
    taxMinor: line.taxMinor,
    discountMinor: line.discountMinor,
  }));
}

/** The person and place of a cart address: what an order address and an address-book entry copy. */
function addressFieldsOf(row: CartAddressRow) {
  return {
    prefix: row.prefix,
    firstname: row.firstname,
    middlename: row.middlename,
    lastname: row.lastname,
    suffix: row.suffix,
    company: row.company,
    street: row.street,
    city: row.city,
    regionId: row.regionId,
    regionCode: row.regionCode,
    region: row.region,
    postcode: row.postcode,
    countryCode: row.countryCode,
    telephone: row.telephone,
    vatId: row.vatId,
  };
}

function orderAddressOf(row: CartAddressRow, kind: 'shipping' | 'billing'): NewOrderAddress {
  return { kind, ...addressFieldsOf(row) };
}

/** save_in_address_book: copies new (not already saved) cart addresses to the customer's book. */
async function saveToAddressBook(
  db: Database,
  customerId: number,
  addresses: CartAddressRow[],
  now: Date,
): Promise<void> {
  for (const row of addresses) {
    if (!row.saveInAddressBook || row.customerAddressId !== null) continue;
    if (!row.postcode || !row.telephone) continue;
    await db.insert(customerAddresses).values({
      customerId,
      ...addressFieldsOf(row),
      // Checked above: the address book requires both.
      postcode: row.postcode,
      telephone: row.telephone,
      createdAt: now,
      updatedAt: now,
    });
  }
}

/**
 * An order's lines as cart inputs: a simple line by its SKU, a configurable line as its
 * variant's SKU with the parent's (Magento's parent_sku form). Bundles cannot be re-added from
 * the order (their selection ids are not kept) and are reported instead.
 */
export async function cartLinesOf(
  db: Database,
  items: {
    type: string;
    parentItemId: number | null;
    productId: number | null;
    variantProductId: number | null;
    sku: string;
    qtyOrdered: number;
  }[],
): Promise<{
  inputs: { sku: string; quantity: number; parent_sku?: string }[];
  skipped: string[];
}> {
  const ids = items
    .flatMap((item) => [item.productId, item.variantProductId])
    .filter((id): id is number => id !== null);
  const skus = new Map<number, string>();
  if (ids.length) {
    const rows = await db
      .select({ id: products.id, sku: products.sku })
      .from(products)
      .where(inArray(products.id, ids));
    for (const row of rows) skus.set(row.id, row.sku);
  }
  const inputs: { sku: string; quantity: number; parent_sku?: string }[] = [];
  const skipped: string[] = [];
  for (const item of items) {
    if (item.parentItemId !== null) continue;
    const own = item.productId === null ? undefined : skus.get(item.productId);
    if (item.type === 'bundle' || !own) {
      skipped.push(item.sku);
      continue;
    }
    if (item.type === 'configurable') {
      const variant = item.variantProductId === null ? undefined : skus.get(item.variantProductId);
      if (!variant) {
        skipped.push(item.sku);
        continue;
      }
      inputs.push({ sku: variant, parent_sku: own, quantity: item.qtyOrdered });
    } else {
      inputs.push({ sku: own, quantity: item.qtyOrdered });
    }
  }
  return { inputs, skipped };
}
