import { getStoreView, withStorePrefix, type StoreViewCode } from '@lumo/block-schema';
import { getTranslator, type Translate } from '@/features/i18n/server';
import {
  addToCartAction,
  addToCartFormAction,
  applyCouponAction,
  cartPageFormAction,
  cartSummaryAction,
  removeCouponAction,
  removeItemAction,
  updateQuantityAction,
} from './actions';
import { CartPage, type CartPageText } from './cart-page';
import { CartRuntime } from './cart-runtime';
import { addToCartTextOf } from './cart-text';
import { loadCart } from './server/cart-api';

export function cartPageTextOf(t: Translate): CartPageText {
  return {
    title: t('cart.page.title'),
    proceed: t('cart.page.proceed'),
    continueShopping: t('cart.page.continueShopping'),
    crossSells: t('cart.page.crossSells'),
    limitDisabled: t('cart.page.limitDisabled'),
    notSaved: t('cart.page.notSaved'),
    emptyTitle: t('cart.empty.title'),
    emptyText: t('cart.empty.text'),
    line: {
      quantity: t('cart.line.quantity'),
      decrease: t('cart.line.decrease'),
      increase: t('cart.line.increase'),
      update: t('cart.line.update'),
      remove: t('cart.line.remove'),
      removeNamed: t('cart.line.removeNamed'),
      price: t('cart.line.price'),
      total: t('cart.line.total'),
      unavailable: t('cart.line.unavailable'),
    },
    coupon: {
      label: t('cart.coupon.label'),
      apply: t('cart.coupon.apply'),
      remove: t('cart.coupon.remove'),
    },
    totals: {
      title: t('cart.totals.title'),
      subtotal: t('cart.totals.subtotal'),
      discount: t('cart.totals.discount'),
      discountNamed: t('cart.totals.discountNamed'),
      shipping: t('cart.totals.shipping'),
      shippingAtCheckout: t('cart.totals.shippingAtCheckout'),
      tax: t('cart.totals.tax'),
      taxIncluded: t('cart.totals.taxIncluded'),
      grandTotal: t('cart.totals.grandTotal'),
    },
    freeShippingRemaining: t('cart.freeShipping.remaining'),
    freeShippingReached: t('cart.freeShipping.reached'),
    add: addToCartTextOf(t),
    chooseOptions: t('cart.add.chooseOptions'),
  };
}

/**
 * /checkout/cart (SPEC §2.1, ADR 0034): rendered per request (no-store) with the shopper's cart
 * and its cross-sells. A cart the api cannot read shows as empty, plus SPEC §8's cart failure
 * popup from the browser's reload.
 */
export async function CartPageView({
  storeView,
  searchParams,
}: {
  storeView: StoreViewCode;
  searchParams: Record<string, string | string[] | undefined>;
}) {
  const [t, loaded] = await Promise.all([
    getTranslator(storeView),
    loadCart(storeView, { withCrossSells: true }),
  ]);
  const view = getStoreView(storeView);
  return (
    <div className="ls-page ls-cart-page" data-testid="route:cart">
      <CartRuntime
        storeView={storeView}
        pathPrefix={view.pathPrefix}
        summary={cartSummaryAction}
        load={loaded.kind === 'error'}
      />
      <CartPage
        initial={loaded.kind === 'ok' ? loaded.cart : null}
        storeView={storeView}
        locale={view.locale}
        homePath={withStorePrefix(storeView, '/')}
        checkoutPath={withStorePrefix(storeView, '/checkout')}
        failedBefore={typeof searchParams.error === 'string'}
        text={cartPageTextOf(t)}
        actions={{
          updateQuantity: updateQuantityAction,
          removeItem: removeItemAction,
          applyCoupon: applyCouponAction,
          removeCoupon: removeCouponAction,
          form: cartPageFormAction,
          addToCart: { add: addToCartAction, formAction: addToCartFormAction },
        }}
      />
    </div>
  );
}
