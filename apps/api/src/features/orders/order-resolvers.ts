import { eq } from 'drizzle-orm';
import type { Resolvers } from '@lumo/graphql/server';
import type { GraphQLContext } from '../../context';
import { carts, type CartRow } from '../../db/schema';
import { inputError } from '../../errors';
import { cartPayloadOf } from './cart-seam';
import { PlaceOrderRefusal } from './order-service';
import { reportTopLevel } from './place-order-errors';

/** The cart row behind a Cart value. */
async function cartOf(context: GraphQLContext, parent: unknown): Promise<CartRow | undefined> {
  // cart-api's CartSource is the cart row itself (with its pricing attached).
  const value = parent as Partial<CartRow> & { id?: unknown };
  if (typeof value.maskedId === 'string' && typeof value.id === 'number') return value as CartRow;
  if (typeof value.id !== 'string') return undefined;
  const [row] = await context.services.payments.db
    .select()
    .from(carts)
    .where(eq(carts.maskedId, value.id));
  return row;
}

// The generated resolver types expect the mapped GraphQL shapes; our values are plain objects.
/* eslint-disable @typescript-eslint/no-explicit-any */
export const orderResolvers: Resolvers<GraphQLContext> = {
  Query: {
    customerOrders: (async (_parent: unknown, _args: unknown, context: GraphQLContext) => {
      const session = await context.requireCustomer();
      return context.services.orders.customerOrders(session.customer.id, context.storeView(), {});
    }) as any,
    guestOrder: (async (_parent: unknown, args: { input: unknown }, context: GraphQLContext) =>
      context.services.orders.guestOrder(context, args.input)) as any,
    guestOrderByToken: (async (
      _parent: unknown,
      args: { input: unknown },
      context: GraphQLContext,
    ) => context.services.orders.guestOrderByToken(context, args.input)) as any,
    customerPaymentTokens: (async (_parent: unknown, _args: unknown, context: GraphQLContext) => {
      const session = await context.requireCustomer();
      return context.services.payments.tokensOf(session.customer.id);
    }) as any,
    paymentSession: (async (
      _parent: unknown,
      args: { session_id: string },
      context: GraphQLContext,
    ) => context.services.payments.sessionView(context, args.session_id)) as any,
  },
  Mutation: {
    setPaymentMethodOnCart: (async (
      _parent: unknown,
      args: { input: unknown },
      context: GraphQLContext,
    ) => {
      const cart = await context.services.payments.setPaymentMethod(context, args.input);
      return { cart: await cartPayloadOf(context, cart) };
    }) as any,
    placeOrder: (async (_parent: unknown, args: { input: unknown }, context: GraphQLContext) => {
      try {
        const { order, paymentRedirect } = await context.services.orders.placeOrder(
          context,
          args.input,
        );
        const value = await context.services.orders.detailsValue(order);
        return {
          order: { order_number: order.incrementId, order_id: order.incrementId },
          orderV2: value,
          errors: [],
          payment_redirect: paymentRedirect,
        };
      } catch (error) {
        if (!(error instanceof PlaceOrderRefusal)) throw error;
        reportTopLevel(
          context,
          inputError(error.message, { error_code: error.code, code: error.code }),
        );
        return {
          order: null,
          orderV2: null,
          errors: [{ message: error.message, code: error.code }],
          payment_redirect: null,
        };
      }
    }) as any,
    reorderItems: (async (
      _parent: unknown,
      args: { orderNumber: string },
      context: GraphQLContext,
    ) => {
      const { cart, userInputErrors } = await context.services.orders.reorder(
        context,
        args.orderNumber,
      );
      const fresh = (await cartOf(context, { id: cart.maskedId })) ?? cart;
      return { cart: await cartPayloadOf(context, fresh), userInputErrors };
    }) as any,
    deletePaymentToken: (async (
      _parent: unknown,
      args: { public_hash: string },
      context: GraphQLContext,
    ) => {
      const session = await context.requireCustomer();
      return context.services.payments.deleteToken(session.customer.id, args.public_hash);
    }) as any,
    submitSandboxCardPayment: (async (
      _parent: unknown,
      args: { input: unknown },
      context: GraphQLContext,
    ) => context.services.payments.submitCard(context, args.input)) as any,
    completeSandboxThreeDSecure: (async (
      _parent: unknown,
      args: { input: unknown },
      context: GraphQLContext,
    ) => context.services.payments.completeThreeDSecure(context, args.input)) as any,
    cancelPaymentSession: (async (
      _parent: unknown,
      args: { session_id: string },
      context: GraphQLContext,
    ) => context.services.payments.cancelSession(context, args.session_id)) as any,
    addOrderShipment: (async (
      _parent: unknown,
      args: { input: unknown },
      context: GraphQLContext,
    ) => context.services.orders.addShipment(context, args.input)) as any,
    cancelOrder: (async (_parent: unknown, args: { input: unknown }, context: GraphQLContext) =>
      context.services.orders.cancelOrder(context, args.input)) as any,
  },
  Customer: {
    orders: (async (_parent: unknown, args: unknown, context: GraphQLContext) => {
      const session = await context.requireCustomer();
      return context.services.orders.customerOrders(session.customer.id, context.storeView(), args);
    }) as any,
  },
  Cart: {
    available_payment_methods: (async (
      parent: unknown,
      _args: unknown,
      context: GraphQLContext,
    ) => {
      const cart = await cartOf(context, parent);
      return cart ? context.services.payments.availableMethods(cart) : [];
    }) as any,
    selected_payment_method: (async (parent: unknown, _args: unknown, context: GraphQLContext) => {
      const cart = await cartOf(context, parent);
      return cart ? context.services.payments.selectedMethod(cart) : null;
    }) as any,
  },
};
