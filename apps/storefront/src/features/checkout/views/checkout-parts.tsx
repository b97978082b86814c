import type { Metadata } from 'next';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { getStoreView, type StoreViewCode } from '@lumo/block-schema';
import { CUSTOMER_MESSAGE_KEYS } from '@lumo/customer-schema';
import { composePageTitle } from '@/features/builder-page/page-title';
import { pricesIncludeTax } from '@/features/cart/cart-model';
import { formatMoney } from '@/features/catalog/price';
import { getTranslator, type Translate } from '@/features/i18n/server';
import { storePath } from '../checkout-paths';
import type { CheckoutCart } from '../server/checkout-api';
import '../checkout.css';

/** Checkout pages are per shopper: never indexed or cached (SPEC §2.1's specially handled routes). */
export async function checkoutMetadata(
  storeView: StoreViewCode,
  titleKey: string,
): Promise<Metadata> {
  const t = await getTranslator(storeView);
  return { title: composePageTitle(t(titleKey)), robots: { index: false, follow: false } };
}

const CHECKOUT_MESSAGE_KEYS = [
  'account.errors.unavailable',
  'checkout.errors.chooseAddress',
  'checkout.errors.chooseShipping',
  'checkout.errors.chooseStore',
  'checkout.errors.choosePayment',
  'checkout.errors.agreementsRequired',
  'checkout.errors.cardNumber',
  'checkout.errors.expiry',
  'checkout.errors.expired',
  'checkout.errors.cvc',
  'checkout.errors.passcode',
] as const;

/** The validation messages a checkout form may show, translated (ADR 0019: strings as props). */
export function checkoutMessages(t: Translate): Record<string, string> {
  return Object.fromEntries(
    [...CUSTOMER_MESSAGE_KEYS, ...CHECKOUT_MESSAGE_KEYS].map((key) => [key, t(key)]),
  );
}

export function CheckoutFrame({
  title,
  testId,
  children,
}: {
  storeView: StoreViewCode;
  title: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <section className="ls-checkout-page" data-testid={testId}>
      <h1>{title}</h1>
      {children}
    </section>
  );
}

export async function CheckoutUnavailable({ storeView }: { storeView: StoreViewCode }) {
  const t = await getTranslator(storeView);
  return (
    <CheckoutFrame
      storeView={storeView}
      title={t('checkout.title')}
      testId="route:checkout-unavailable"
    >
      <p role="alert" className="ls-form-summary">
        {t('checkout.errors.unavailable')}
      </p>
      <p>
        <Link href={storePath(storeView, '/checkout/cart')}>{t('checkout.backToBasket')}</Link>
      </p>
    </CheckoutFrame>
  );
}

/** GA4 items of the cart (sku, name, quantity, unit price). */
export function eventItems(cart: CheckoutCart) {
  return cart.cart_items.slice(0, 100).map((item) => ({
    item_id: item.sku,
    item_name: item.name,
    quantity: item.qty,
    price: item.final_price,
  }));
}

/** The order summary beside the steps: lines and the api's totals (SPEC §3.5), never summed here. */
export function OrderSummary({
  storeView,
  cart,
  t,
}: {
  storeView: StoreViewCode;
  cart: CheckoutCart;
  t: Translate;
}) {
  const view = getStoreView(storeView);
  const totals = cart.totals;
  const money = (value: number) =>
    formatMoney({ value, currency: totals.quote_currency_code || view.currency }, view.locale);
  const inclTax = pricesIncludeTax(storeView);
  const rows: { key: string; label: string; value: string }[] = [
    {
      key: 'subtotal',
      label: t('checkout.summary.subtotal'),
      value: money(inclTax ? totals.subtotal_incl_tax : totals.subtotal),
    },
    ...(totals.discount_amount !== 0
      ? [
          {
            key: 'discount',
            label: totals.coupon_code
              ? t('checkout.summary.discountCode', { code: totals.coupon_code })
              : t('checkout.summary.discount'),
            value: money(totals.discount_amount),
          },
        ]
      : []),
    {
      key: 'shipping',
      label: t('checkout.summary.shipping'),
      value: money(inclTax ? totals.base_shipping_incl_tax : totals.shipping_amount),
    },
    ...(inclTax
      ? []
      : [{ key: 'tax', label: t('checkout.summary.tax'), value: money(totals.tax_amount) }]),
  ];
  return (
    <aside
      className="ls-checkout-summary"
      aria-labelledby="checkout-summary-heading"
      data-testid="checkout:summary"
    >
      <h2 id="checkout-summary-heading">{t('checkout.summary.title')}</h2>
      <ul className="ls-checkout-summary-lines">
        {cart.cart_items.map((item) => (
          <li key={item.item_id} data-testid="checkout:summary-line">
            <span>
              {item.name}
              {item.super_attributes.length > 0 ? (
                <span className="ls-checkout-options">
                  {' '}
                  (
                  {item.super_attributes
                    .map((option) => `${option.super_attribute_label}: ${option.option_title}`)
                    .join(', ')}
                  )
                </span>
              ) : null}{' '}
              × {item.qty}
            </span>
            <span>{money(item.final_price * item.qty)}</span>
          </li>
        ))}
      </ul>
      <dl className="ls-checkout-totals">
        {rows.map((row) => (
          <div key={row.key} data-testid={`checkout:total-${row.key}`}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
        <div className="ls-checkout-grand-total" data-testid="checkout:grand-total">
          <dt>{t('checkout.summary.grandTotal')}</dt>
          <dd>{money(totals.grand_total)}</dd>
        </div>
        {inclTax && totals.tax_amount > 0 ? (
          <div className="ls-checkout-tax-note">
            <dt>{t('checkout.summary.includesTax')}</dt>
            <dd>{money(totals.tax_amount)}</dd>
          </div>
        ) : null}
      </dl>
    </aside>
  );
}
