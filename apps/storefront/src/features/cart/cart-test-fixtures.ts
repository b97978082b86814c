import type { CartFieldsFragment } from '@lumo/graphql';
import type { MiniCartText } from './cart-text';

const money = (value: number, currency = 'GBP') => ({ value, currency });

/** A priced cart as the api answers CartFields: a simple line and a configurable one. */
export function cartFixture(
  overrides: { currency?: string; coupon?: string | null; freeShippingAmount?: number } = {},
): CartFieldsFragment {
  const currency = overrides.currency ?? 'GBP';
  const coupon = overrides.coupon ?? null;
  return {
    id: 'masked-cart-id-0123456789abcdef',
    total_quantity: 3,
    itemsV2: {
      total_count: 2,
      items: [
        {
          __typename: 'SimpleCartItem',
          uid: 'MQ==',
          quantity: 2,
          is_available: true,
          errors: null,
          product: {
            sku: 'POD-MINT',
            name: 'Mint Pods',
            request_path: 'mint-pods.html',
            small_image: { url: '/media/mint.jpg', label: 'Mint' },
          },
          prices: {
            price: money(2.5, currency),
            price_including_tax: money(3, currency),
            row_total: money(5, currency),
            row_total_including_tax: money(6, currency),
          },
        },
        {
          __typename: 'ConfigurableCartItem',
          uid: 'Mg==',
          quantity: 1,
          is_available: true,
          errors: null,
          product: {
            sku: 'LIQ-BERRY',
            name: 'Berry E-liquid',
            request_path: 'berry.html',
            small_image: null,
          },
          prices: {
            price: money(3.325, currency),
            price_including_tax: money(3.99, currency),
            row_total: money(3.325, currency),
            row_total_including_tax: money(3.99, currency),
          },
          configurable_options: [{ option_label: 'Strength', value_label: '12 mg/ml' }],
          configured_variant: {
            sku: 'LIQ-BERRY-12',
            small_image: { url: '/media/berry-12.jpg', label: null },
          },
        },
      ],
    },
    applied_coupons: coupon ? [{ code: coupon }] : null,
    totals: {
      free_shipping_amount: overrides.freeShippingAmount ?? 0,
      subtotal: 8.33,
      subtotal_incl_tax: 9.99,
      grand_total: coupon ? 8.99 : 9.99,
      shipping_amount: 0,
      shipping_tax_amount: 0,
      tax_amount: 1.66,
      discount_amount: coupon ? -1 : 0,
      coupon_code: coupon,
      coupon_title: coupon ? 'Welcome 10%' : null,
      quote_currency_code: currency,
      applied_taxes: [{ name: 'VAT', value: 1.66, rate: 20 }],
    },
    extension_attributes: { purchase_limit: null },
    same_day_dispatch: {
      available: true,
      cutoff: '15:00',
      message: 'Same-day dispatch before 3pm',
    },
  } as CartFieldsFragment;
}

/** The mini cart's texts in English, as the header passes them. */
export const miniCartTextFixture: MiniCartText = {
  label: { one: 'Basket, {{count}} item', other: 'Basket, {{count}} items' },
  title: 'Your basket',
  close: 'Close the basket',
  empty: 'Your basket is empty',
  loading: 'Loading',
  quantity: 'Quantity',
  remove: 'Remove',
  subtotal: 'Subtotal',
  viewBasket: 'View basket',
  checkout: 'Checkout',
  freeShippingRemaining: 'Spend {{amount}} more for free delivery',
  freeShippingReached: 'You have free delivery',
};
