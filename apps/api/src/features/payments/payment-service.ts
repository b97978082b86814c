import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { GraphQLContext } from '../../context';
import type { Database } from '../../db/database';
import {
  carts,
  orderAddresses,
  paymentSessions,
  type CartRow,
  type OrderRow,
  type PaymentSessionRow,
  type PaymentSessionStatus,
  type PaymentTokenRow,
} from '../../db/schema';
import { authorizationError, inputError, notFoundError, parseInput } from '../../errors';
import type { Logger } from '../../logger';
import type { CartSeam } from '../orders/cart-seam';
import { OrderRepository } from '../orders/order-repository';
import type { OrderSettlement } from '../orders/order-settlement';
import {
  PAYMENT_METHOD_TITLES,
  isPaymentMethodCode,
  methodsOfStoreView,
  type PaymentMethodCode,
} from './payment-methods';
import {
  publicHashInput,
  sandboxCardInput,
  sessionIdInput,
  setPaymentMethodInput,
  threeDSecureInput,
} from './payment-inputs';
import { PaymentProviderError, newGatewayToken, type PaymentProvider } from './payment-provider';
import type { PaymentRepository } from './payment-repository';
import {
  CANCELED_MESSAGE,
  SANDBOX_3DS_PASSCODE,
  THREE_DS_FAILED_MESSAGE,
  cardBrand,
  sandboxOutcome,
  DECLINED_MESSAGE,
} from './sandbox-cards';
import { withStorePrefix } from '@lumo/block-schema';

/** Card submissions per session, and passcode tries of the 3-D Secure step. */
export const MAX_PAYMENT_ATTEMPTS = 5;
export const MAX_3DS_ATTEMPTS = 3;
/** A hosted payment session lives 30 minutes. */
export const SESSION_TTL_MS = 30 * 60_000;
/** At most this many saved cards per customer. */
export const MAX_SAVED_CARDS = 10;

export const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many payment attempts.';
export const UNKNOWN_SESSION = 'The payment session does not exist or has expired.';

export interface PaymentServiceDeps {
  db: Database;
  payments: PaymentRepository;
  orders: OrderRepository;
  settlement: OrderSettlement;
  provider: PaymentProvider;
  carts: () => CartSeam;
  clock: Clock;
  logger: Logger;
  storefrontUrl: string;
}

export interface PaymentSessionResultValue {
  status: PaymentSessionStatus;
  redirect_url: string;
  message: string | null;
  order_number: string;
}

const FINISHED: readonly PaymentSessionStatus[] = ['APPROVED', 'DECLINED', 'CANCELED'];

export class PaymentService {
  constructor(private readonly deps: PaymentServiceDeps) {}

  get db(): Database {
    return this.deps.db;
  }

  // ---------------------------------------------------------------------------------------
  // Cart payment method

  async availableMethods(cart: CartRow): Promise<{ code: string; title: string }[]> {
    const hasSavedCards =
      cart.customerId !== null && (await this.deps.payments.countTokens(cart.customerId)) > 0;
    return methodsOfStoreView(cart.storeView, { hasSavedCards }).map((code) => ({
      code,
      title: PAYMENT_METHOD_TITLES[code],
    }));
  }

  selectedMethod(cart: CartRow) {
    const code = cart.paymentMethodCode;
    if (!code) return { code: '', title: '', purchase_order_number: null };
    return {
      code,
      title: isPaymentMethodCode(code) ? PAYMENT_METHOD_TITLES[code] : code,
      purchase_order_number:
        typeof cart.paymentData?.purchase_order_number === 'string'
          ? cart.paymentData.purchase_order_number
          : null,
    };
  }

  async setPaymentMethod(ctx: GraphQLContext, rawInput: unknown): Promise<CartRow> {
    const input = parseInput(setPaymentMethodInput, rawInput ?? {});
    const cart = await this.deps.carts().loadCartForShopper(ctx, input.cart_id);
    if (!cart.isActive) throw inputError(`The cart isn't active.`);
    const code = input.payment_method.code;
    const available = (await this.availableMethods(cart)).map((method) => method.code);
    if (!isPaymentMethodCode(code) || !available.includes(code))
      throw inputError(`The requested Payment Method is not available.`);
    const data: Record<string, string | boolean> = {};
    if (input.payment_method.purchase_order_number)
      data.purchase_order_number = input.payment_method.purchase_order_number;
    if (code === 'worldpay_cc' && input.payment_method.worldpay_cc?.save_card) {
      if (cart.customerId === null) throw inputError('Only a logged-in customer can save a card.');
      data.save_card = true;
    }
    if (code === 'worldpay_cc_vault') {
      const hash = input.payment_method.worldpay_cc_vault?.public_hash;
      if (!hash) throw inputError('Choose a saved card (worldpay_cc_vault.public_hash).');
      const token =
        cart.customerId === null
          ? undefined
          : await this.deps.payments.token(cart.customerId, hash);
      if (!token) throw inputError('The saved card was not found.');
      data.public_hash = hash;
    }
    const [updated] = await this.deps.db
      .update(carts)
      .set({ paymentMethodCode: code, paymentData: data, updatedAt: this.deps.clock.now() })
      .where(eq(carts.id, cart.id))
      .returning();
    return updated!;
  }

  /** The saved card a vault cart pays with; it must still be this customer's. */
  async vaultTokenOfCart(cart: CartRow, customerId: number | null): Promise<PaymentTokenRow> {
    const hash = cart.paymentData?.public_hash;
    const token =
      customerId !== null && typeof hash === 'string'
        ? await this.deps.payments.token(customerId, hash)
        : undefined;
    if (!token)
      throw inputError('The saved card was not found.', { code: 'UNABLE_TO_PLACE_ORDER' });
    return token;
  }

  // ---------------------------------------------------------------------------------------
  // Hosted payment sessions

  /** A new session row for a card order (inside placeOrder's transaction). */
  async openSession(order: OrderRow, cart: CartRow, tx: Database): Promise<string> {
    const id = randomBytes(24).toString('base64url');
    const now = this.deps.clock.now();
    await tx.insert(paymentSessions).values({
      id,
      orderId: order.id,
      storeView: order.storeView,
      provider: this.deps.provider.name,
      amountMinor: order.grandTotalMinor,
      currency: order.currency,
      saveCard: cart.customerId !== null && cart.paymentData?.save_card === true,
      expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
      createdAt: now,
      updatedAt: now,
    });
    return id;
  }

  /** Starts the provider's page; null when the provider failed (the order is then canceled). */
  async startHostedPayment(order: OrderRow, sessionId: string): Promise<string | null> {
    try {
      const hosted = await this.deps.provider.createPayment({
        sessionId,
        orderNumber: order.incrementId,
        amountMinor: order.grandTotalMinor,
        currency: order.currency,
        returnUrl: new URL(
          withStorePrefix(order.storeView, `/checkout/worldpay?session=${sessionId}&step=return`),
          `${this.deps.storefrontUrl}/`,
        ).href,
      });
      if (hosted.reference)
        await this.deps.payments.updateSession(sessionId, { providerReference: hosted.reference });
      return hosted.redirectUrl;
    } catch (error) {
      if (error instanceof PaymentProviderError) return null;
      throw error;
    }
  }

  /** worldpay_cc_vault: charged at placeOrder, no page. */
  async chargeSavedCard(order: OrderRow, token: PaymentTokenRow): Promise<OrderRow> {
    let outcome: { status: 'APPROVED' } | { status: 'DECLINED'; message: string };
    try {
      outcome = await this.deps.provider.chargeToken(token.gatewayToken, {
        orderNumber: order.incrementId,
        amountMinor: order.grandTotalMinor,
        currency: order.currency,
      });
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      outcome = { status: 'DECLINED', message: error.message };
    }
    return this.deps.orders.transaction((repository) =>
      outcome.status === 'APPROVED'
        ? this.deps.settlement.approve(order.id, repository)
        : this.deps.settlement.fail(order.id, outcome.message, repository),
    );
  }

  /** The session, if the request may see it: a customer's order only for that customer. */
  private async visibleSession(ctx: GraphQLContext, id: string) {
    const session = await this.deps.payments.session(id);
    if (!session || session.storeView !== ctx.storeView()) throw notFoundError(UNKNOWN_SESSION);
    const order = await this.deps.orders.findById(session.orderId);
    if (!order) throw notFoundError(UNKNOWN_SESSION);
    if (order.customerId !== null) {
      const customer = await ctx.currentCustomer();
      if (customer?.customer.id !== order.customerId) throw notFoundError(UNKNOWN_SESSION);
    }
    return { session, order };
  }

  /** An open session past its 30 minutes ends as canceled (stock back, cart restored). */
  private async expireIfDue(session: PaymentSessionRow): Promise<PaymentSessionRow> {
    if (FINISHED.includes(session.status)) return session;
    if (session.expiresAt.getTime() > this.deps.clock.now().getTime()) return session;
    return this.finish(session.id, 'CANCELED', 'The payment session expired.');
  }

  async sessionView(ctx: GraphQLContext, rawId: unknown) {
    const id = parseInput(sessionIdInput, rawId);
    const visible = await this.visibleSession(ctx, id);
    const { order } = visible;
    let session = await this.expireIfDue(visible.session);
    if (
      session.provider === 'worldpay' &&
      !FINISHED.includes(session.status) &&
      session.providerReference
    ) {
      session = await this.refreshFromProvider(session);
    }
    // Only the billing name: the page's heading ("Payment for Ada Lovelace").
    const [billing] = await this.deps.db
      .select({ firstname: orderAddresses.firstname, lastname: orderAddresses.lastname })
      .from(orderAddresses)
      .where(and(eq(orderAddresses.orderId, order.id), eq(orderAddresses.kind, 'billing')));
    return {
      session_id: session.id,
      status: session.status,
      order_number: order.incrementId,
      amount: { value: session.amountMinor / 100, currency: session.currency },
      merchant_name: billing
        ? `${billing.firstname} ${billing.lastname}`
        : `${order.firstname} ${order.lastname}`,
      test_cards: [...this.deps.provider.testCards],
    };
  }

  private async refreshFromProvider(session: PaymentSessionRow): Promise<PaymentSessionRow> {
    try {
      const outcome = await this.deps.provider.queryOutcome(session.providerReference!);
      if (outcome.status === 'APPROVED') return this.finish(session.id, 'APPROVED', null);
      if (outcome.status === 'DECLINED')
        return this.finish(session.id, 'DECLINED', outcome.message);
      if (outcome.status === 'CANCELED')
        return this.finish(session.id, 'CANCELED', CANCELED_MESSAGE);
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
    }
    return session;
  }

  /**
   * Ends a session and its order in one transaction on the locked session row: a session that
   * is already finished stays as it was (a double submit cannot pay or cancel twice).
   */
  private async finish(
    id: string,
    status: 'APPROVED' | 'DECLINED' | 'CANCELED',
    message: string | null,
    card?: { brand: string; last4: string; expiry: string },
  ): Promise<PaymentSessionRow> {
    return this.deps.payments.transaction(async (payments) => {
      const session = (await payments.sessionForUpdate(id))!;
      if (FINISHED.includes(session.status)) return session;
      const now = this.deps.clock.now();
      const updated = await payments.updateSession(id, {
        status,
        message,
        updatedAt: now,
        cardBrand: null,
        cardLast4: null,
        cardExpiry: null,
      });
      const orders = new OrderRepository(payments.db);
      if (status === 'APPROVED') {
        const order = await this.deps.settlement.approve(session.orderId, orders);
        const saved =
          card ??
          (session.cardBrand && session.cardLast4 && session.cardExpiry
            ? { brand: session.cardBrand, last4: session.cardLast4, expiry: session.cardExpiry }
            : undefined);
        if (session.saveCard && saved && order.customerId !== null) {
          if ((await payments.countTokens(order.customerId)) < MAX_SAVED_CARDS) {
            await payments.insertToken({
              publicHash: createHash('sha256').update(randomBytes(32)).digest('hex'),
              customerId: order.customerId,
              paymentMethodCode: 'worldpay_cc',
              brand: saved.brand,
              last4: saved.last4,
              expiry: saved.expiry,
              gatewayToken: newGatewayToken(),
              createdAt: now,
            });
          }
        }
      } else {
        await this.deps.settlement.fail(session.orderId, message ?? CANCELED_MESSAGE, orders);
      }
      return updated;
    });
  }

  /** Paths without the store prefix: the storefront adds it (common.md). */
  private result(session: PaymentSessionRow, order: OrderRow): PaymentSessionResultValue {
    const number = encodeURIComponent(order.incrementId);
    const redirect =
      session.status === 'APPROVED'
        ? `/checkout/success-payment?order=${number}`
        : session.status === 'CHALLENGE_REQUIRED'
          ? `/checkout/worldpay?session=${session.id}&step=3ds`
          : session.status === 'OPEN'
            ? `/checkout/worldpay?session=${session.id}`
            : `/checkout/error?order=${number}`;
    return {
      status: session.status,
      redirect_url: redirect,
      message: session.status === 'APPROVED' ? null : session.message,
      order_number: order.incrementId,
    };
  }

  /**
   * The sandbox page's card. Every submission counts against the session (invalid ones too), so
   * the page cannot be used to test card numbers: past MAX_PAYMENT_ATTEMPTS it is declined.
   */
  async submitCard(ctx: GraphQLContext, rawInput: unknown): Promise<PaymentSessionResultValue> {
    const raw = (rawInput ?? {}) as { session_id?: unknown };
    const sessionId = parseInput(sessionIdInput, raw.session_id);
    let { session, order } = await this.visibleSession(ctx, sessionId);
    if (session.provider !== 'sandbox')
      throw inputError('This payment is taken on the provider page.');
    session = await this.expireIfDue(session);
    if (session.status !== 'OPEN') {
      if (FINISHED.includes(session.status)) return this.result(session, order);
      throw inputError('Complete the 3-D Secure step first.');
    }
    // Count the attempt on the locked row; past the bound the session is declined for good.
    const attempts = await this.deps.payments.transaction(async (payments) => {
      const locked = (await payments.sessionForUpdate(session.id))!;
      if (locked.status !== 'OPEN') return null;
      const next = locked.attempts + 1;
      await payments.updateSession(session.id, {
        attempts: next,
        updatedAt: this.deps.clock.now(),
      });
      return next;
    });
    if (attempts === null || attempts > MAX_PAYMENT_ATTEMPTS) {
      session =
        attempts === null
          ? (await this.deps.payments.session(session.id))!
          : await this.finish(session.id, 'DECLINED', TOO_MANY_ATTEMPTS_MESSAGE);
      return this.result(session, (await this.deps.orders.findById(order.id))!);
    }
    const input = parseInput(sandboxCardInput(this.deps.clock.now()), rawInput);
    const digits = input.card_number;
    const card = {
      brand: cardBrand(digits),
      last4: digits.slice(-4),
      expiry: `${String(input.expiry_month).padStart(2, '0')}/${input.expiry_year}`,
    };
    const outcome = sandboxOutcome(digits);
    if (outcome === 'APPROVED') session = await this.finish(session.id, 'APPROVED', null, card);
    else if (outcome === 'CHALLENGE_REQUIRED') {
      session = await this.deps.payments.updateSession(session.id, {
        status: 'CHALLENGE_REQUIRED',
        threeDsState: 'required',
        cardBrand: card.brand,
        cardLast4: card.last4,
        cardExpiry: card.expiry,
        updatedAt: this.deps.clock.now(),
      });
    } else session = await this.finish(session.id, 'DECLINED', DECLINED_MESSAGE);
    order = (await this.deps.orders.findById(order.id))!;
    return this.result(session, order);
  }

  async completeThreeDSecure(ctx: GraphQLContext, rawInput: unknown) {
    const input = parseInput(threeDSecureInput, rawInput);
    let { session, order } = await this.visibleSession(ctx, input.session_id);
    session = await this.expireIfDue(session);
    if (session.status !== 'CHALLENGE_REQUIRED') {
      if (FINISHED.includes(session.status)) return this.result(session, order);
      throw inputError('This payment has no 3-D Secure step to complete.');
    }
    if (input.passcode === SANDBOX_3DS_PASSCODE) {
      session = await this.finish(session.id, 'APPROVED', null);
    } else {
      session = await this.finish(session.id, 'DECLINED', THREE_DS_FAILED_MESSAGE);
    }
    order = (await this.deps.orders.findById(order.id))!;
    return this.result(session, order);
  }

  async cancelSession(ctx: GraphQLContext, rawId: unknown) {
    const id = parseInput(sessionIdInput, rawId);
    let { session, order } = await this.visibleSession(ctx, id);
    session = await this.finish(session.id, 'CANCELED', CANCELED_MESSAGE);
    order = (await this.deps.orders.findById(order.id))!;
    return this.result(session, order);
  }

  // ---------------------------------------------------------------------------------------
  // Saved cards (Magento Vault)

  async tokensOf(customerId: number) {
    const rows = await this.deps.payments.tokens(customerId);
    return { items: rows.map(tokenValue) };
  }

  async deleteToken(customerId: number, rawHash: unknown) {
    const hash = parseInput(publicHashInput, rawHash);
    const deleted = await this.deps.payments.deleteToken(customerId, hash);
    if (!deleted)
      throw notFoundError(`Could not find a token using public hash: ${hash.slice(0, 64)}`);
    return { result: true, customerPaymentTokens: await this.tokensOf(customerId) };
  }

  methodTitle(code: PaymentMethodCode) {
    return PAYMENT_METHOD_TITLES[code];
  }

  requireOwner(ownerId: number | null, customerId: number) {
    if (ownerId !== customerId) throw authorizationError();
  }
}

export function tokenValue(row: PaymentTokenRow) {
  return {
    public_hash: row.publicHash,
    payment_method_code: row.paymentMethodCode,
    type: 'card' as const,
    details: JSON.stringify({ type: row.brand, maskedCC: row.last4, expirationDate: row.expiry }),
  };
}
