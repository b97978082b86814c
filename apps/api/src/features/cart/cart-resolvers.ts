import type { Resolvers } from '@lumo/graphql/server';
import type { GraphQLContext } from '../../context';
import { inputError, parseInput } from '../../errors';
import { SHIPPING_COUNTRIES } from '../directory/directory-data';
import { SHIPPING, shippingMethodOf } from '../shipping/shipping-data';
import { CHECKOUT_AGREEMENTS } from './checkout-agreements';
import { availableMethodsOf, cartFields, cartPayload, pricedPayload } from './cart-graphql';
import type { CartUserError } from './cart-service';
import { z } from 'zod';

type Args = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const carts = (context: GraphQLContext) => context.services.carts;

/** `input` of the Magento mutations that take one (a missing input is Magento's error). */
function inputOf(args: Args): Args {
  if (!args.input || typeof args.input !== 'object')
    throw inputError('Required parameter "input" is missing');
  return args.input as Args;
}

async function load(context: GraphQLContext, cartId: unknown) {
  if (typeof cartId !== 'string' || cartId === '')
    throw inputError('Required parameter "cart_id" is missing');
  return carts(context).loadCartForShopper(context, cartId);
}

const userErrorShape = (error: CartUserError) =>
  error.code === 'INSUFFICIENT_STOCK'
    ? {
        __typename: 'InsufficientStockError',
        code: error.code,
        message: error.message,
        quantity: error.quantity ?? null,
      }
    : { __typename: 'CartUserInputError', code: error.code, message: error.message };

/** Deprecated add mutations: Magento throws the first problem as a graphql-input error. */
async function addThin(context: GraphQLContext, args: Args, items: unknown[]) {
  const input = inputOf(args);
  const cart = await load(context, input.cart_id);
  const added = await carts(context).addProducts(cart, items);
  const userError = added.userErrors[0];
  if (userError) throw inputError(userError.message, { code: userError.code });
  return { cart: await cartPayload(context, added.cart, { saved: true }) };
}

const estimateSchema = z.object({
  cart_id: z.string().min(1).max(64),
  address: z.object({
    country_code: z.string().max(2),
    region: z
      .object({
        region_code: z.string().max(10).nullish(),
        region: z.string().max(255).nullish(),
        region_id: z.number().int().nullish(),
      })
      .nullish(),
    postcode: z.string().max(20).nullish(),
  }),
  shipping_method: z
    .object({ carrier_code: z.string().max(40), method_code: z.string().max(40) })
    .nullish(),
});

async function estimate(context: GraphQLContext, args: Args) {
  const input = parseInput(estimateSchema, args.input);
  const cart = await load(context, input.cart_id);
  const region = input.address.region;
  const country = input.address.country_code.toUpperCase();
  const shipsTo = SHIPPING_COUNTRIES[cart.storeView].find((c) => c.iso2 === country);
  if (!shipsTo) throw inputError('The address country is not one this store ships to.');
  const match = shipsTo.regions.find((r) =>
    region?.region_id
      ? r.id === region.region_id
      : r.code.toUpperCase() === (region?.region_code ?? region?.region ?? '').toUpperCase(),
  );
  const method = input.shipping_method
    ? (shippingMethodOf(
        cart.storeView,
        input.shipping_method.carrier_code,
        input.shipping_method.method_code,
      ) ?? null)
    : null;
  if (input.shipping_method && !method) throw inputError('Carrier with such method not found');
  const priced = await carts(context).estimate(cart, match?.code ?? null, method);
  return { cart, priced };
}

export const cartResolvers = {
  Query: {
    cart: async (_parent: unknown, args: Args, context: GraphQLContext) =>
      cartPayload(context, await load(context, args.cart_id), { saved: true }),
    customerCart: async (_parent: unknown, _args: Args, context: GraphQLContext) => {
      const session = await context.requireCustomer();
      return cartPayload(
        context,
        await carts(context).customerCart(context.storeView(), session.customer.id),
        { saved: true },
      );
    },
    checkoutAgreements: (_parent: unknown, _args: Args, context: GraphQLContext) =>
      CHECKOUT_AGREEMENTS[context.storeView()],
  },
  Mutation: {
    createGuestCart: async (_parent: unknown, args: Args, context: GraphQLContext) => ({
      cart: await cartPayload(
        context,
        await carts(context).createGuestCart(context, args.input?.cart_uid),
      ),
    }),
    createEmptyCart: (_parent: unknown, args: Args, context: GraphQLContext) =>
      carts(context).createEmptyCart(context, args.input?.cart_id),
    addProductsToCart: async (_parent: unknown, args: Args, context: GraphQLContext) => {
      const cart = await load(context, args.cartId);
      const added = await carts(context).addProducts(cart, args.cartItems);
      return {
        // The row the add saved: nothing to read again.
        cart: await cartPayload(context, added.cart, { saved: true }),
        user_errors: added.userErrors.map(userErrorShape),
      };
    },
    addSimpleProductsToCart: (_parent: unknown, args: Args, context: GraphQLContext) =>
      addThin(
        context,
        args,
        (inputOf(args).cart_items ?? []).map((item: Args) => item?.data),
      ),
    addConfigurableProductsToCart: (_parent: unknown, args: Args, context: GraphQLContext) =>
      addThin(
        context,
        args,
        (inputOf(args).cart_items ?? []).map((item: Args) => ({
          ...item?.data,
          sku: item?.variant_sku ?? item?.data?.sku,
          parent_sku: item?.parent_sku ?? item?.data?.parent_sku,
        })),
      ),
    updateCartItems: async (_parent: unknown, args: Args, context: GraphQLContext) => {
      const input = inputOf(args);
      const cart = await load(context, input.cart_id);
      const { errors } = await carts(context).updateItems(cart, input.cart_items);
      return {
        cart: await cartPayload(context, cart),
        errors: errors.map((e) => ({ code: e.code, message: e.message })),
      };
    },
    removeItemFromCart: async (_parent: unknown, args: Args, context: GraphQLContext) => {
      const input = inputOf(args);
      const cart = await load(context, input.cart_id);
      await carts(context).removeItem(cart, {
        cart_item_uid: input.cart_item_uid,
        cart_item_id: input.cart_item_id,
      });
      return { cart: await cartPayload(context, cart) };
    },
    applyCouponToCart: async (_parent: unknown, args: Args, context: GraphQLContext) => {
      const input = inputOf(args);
      const cart = await load(context, input.cart_id);
      return {
        cart: await cartPayload(context, await carts(context).applyCoupon(cart, input.coupon_code)),
      };
    },
    removeCouponFromCart: async (_parent: unknown, args: Args, context: GraphQLContext) => {
      const input = inputOf(args);
      const cart = await load(context, input.cart_id);
      return { cart: await cartPayload(context, await carts(context).removeCoupon(cart)) };
    },
    setGuestEmailOnCart: async (_parent: unknown, args: Args, context: GraphQLContext) => {
      const input = inputOf(args);
      const cart = await load(context, input.cart_id);
      return {
        cart: await cartPayload(
          context,
          await carts(context).setGuestEmail(context, cart, input.email),
        ),
      };
    },
    setShippingAddressesOnCart: async (_parent: unknown, args: Args, context: GraphQLContext) => {
      const input = inputOf(args);
      const cart = await load(context, input.cart_id);
      return {
        cart: await cartPayload(
          context,
          await carts(context).setShippingAddresses(context, cart, input.shipping_addresses),
        ),
      };
    },
    setBillingAddressOnCart: async (_parent: unknown, args: Args, context: GraphQLContext) => {
      const input = inputOf(args);
      const cart = await load(context, input.cart_id);
      return {
        cart: await cartPayload(
          context,
          await carts(context).setBillingAddress(context, cart, input.billing_address),
        ),
      };
    },
    setShippingMethodsOnCart: async (_parent: unknown, args: Args, context: GraphQLContext) => {
      const input = inputOf(args);
      const cart = await load(context, input.cart_id);
      return {
        cart: await cartPayload(
          context,
          await carts(context).setShippingMethod(cart, input.shipping_methods),
        ),
      };
    },
    mergeCarts: async (_parent: unknown, args: Args, context: GraphQLContext) =>
      cartPayload(
        context,
        await carts(context).mergeCarts(context, args.source_cart_id, args.destination_cart_id),
      ),
    assignCustomerToGuestCart: async (_parent: unknown, args: Args, context: GraphQLContext) =>
      cartPayload(context, await carts(context).assignCustomerToGuestCart(context, args.cart_id)),
    estimateShippingMethods: async (_parent: unknown, args: Args, context: GraphQLContext) => {
      const { cart, priced } = await estimate(context, args);
      return availableMethodsOf(priced, cart.storeView);
    },
    estimateTotals: async (_parent: unknown, args: Args, context: GraphQLContext) => {
      const { priced } = await estimate(context, args);
      return { cart: pricedPayload(context, priced) };
    },
  },
  Cart: cartFields,
  StoreConfig: {
    is_guest_checkout_enabled: () => true,
    is_one_page_checkout_enabled: () => true,
    is_checkout_agreements_enabled: () => true,
    max_items_in_order_summary: () => 10,
    cart_summary_display_quantity: () => 0,
    minicart_display: () => true,
    minicart_max_items: () => 10,
    cart_expires_in_days: () => 30,
    cart_merge_preference: () => 'merge',
    free_shipping_threshold: (parent: { store_code?: string }) =>
      SHIPPING[(parent.store_code ?? 'uk') as keyof typeof SHIPPING].freeOverMinor / 100,
    same_day_dispatch_cutoff: (parent: { store_code?: string }) =>
      SHIPPING[(parent.store_code ?? 'uk') as keyof typeof SHIPPING].sameDayCutoff,
  },
  Customer: {
    purchase_limit: async (_parent: unknown, _args: Args, context: GraphQLContext) => {
      const session = await context.requireCustomer();
      return carts(context).purchaseLimit(context.storeView(), {
        customerId: session.customer.id,
        email: session.customer.email,
      });
    },
  },
} as unknown as Resolvers<GraphQLContext>;
