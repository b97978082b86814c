// What orders need of cart-api (common.md "Seams"): cart-api's own types and functions.
import type { CartService } from '../cart/cart-service';

export type { PricedCart, PricedCartLine } from '../cart/cart-pricing';
export { stockUnitsOf } from '../cart/cart-pricing';
export type { CartItemInput, Shopper } from '../cart/cart-service';
export { cartPayload as cartPayloadOf } from '../cart/cart-graphql';

/** The part of cart-api's CartService that orders, payments and autoship use. */
export type CartSeam = Pick<
  CartService,
  'loadCartForShopper' | 'customerCart' | 'priceCart' | 'addProducts' | 'assertWithinPurchaseLimit'
>;
