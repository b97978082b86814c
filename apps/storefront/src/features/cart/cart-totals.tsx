import { fillTemplate } from '../i18n/fill-template';
import type { CartView } from './cart-model';
import { cartMoney } from './cart-model';

export interface CartTotalsText {
  title: string;
  subtotal: string;
  discount: string;
  /** "Discount ({{title}})". */
  discountNamed: string;
  shipping: string;
  shippingAtCheckout: string;
  tax: string;
  /** "Includes {{label}}" for VAT-inclusive markets. */
  taxIncluded: string;
  grandTotal: string;
}

function rateLabel(label: string, rate: number | null, locale: string): string {
  if (rate === null) return label;
  return `${label} ${new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }).format(rate)}%`;
}

/**
 * SPEC §3.5 totals as the cart page shows them: subtotal, discount with the coupon's title,
 * delivery, each applied tax, grand total; all in the cart's currency and the store view's
 * locale. Every amount is the api's: nothing is added up here.
 */
export function CartTotals({
  cart,
  locale,
  text,
}: {
  cart: CartView;
  locale: string;
  text: CartTotalsText;
}) {
  const money = (value: number) => cartMoney(value, cart.currency, locale);
  return (
    <section
      className="ls-cart-totals"
      aria-labelledby="cart-totals-title"
      data-testid="cart:totals"
    >
      <h2 id="cart-totals-title">{text.title}</h2>
      <dl>
        <div data-testid="cart:subtotal">
          <dt>{text.subtotal}</dt>
          <dd>{money(cart.subtotal)}</dd>
        </div>
        {cart.discount > 0 ? (
          <div data-testid="cart:discount">
            <dt>
              {cart.couponTitle || cart.couponCode
                ? fillTemplate(text.discountNamed, {
                    title: cart.couponTitle || cart.couponCode || '',
                  })
                : text.discount}
            </dt>
            <dd>{`−${money(cart.discount)}`}</dd>
          </div>
        ) : null}
        <div data-testid="cart:shipping">
          <dt>{text.shipping}</dt>
          <dd>{cart.shipping > 0 ? money(cart.shipping) : text.shippingAtCheckout}</dd>
        </div>
        {cart.taxes.map((tax) => (
          <div key={tax.label} data-testid="cart:tax">
            <dt>
              {cart.taxIncluded
                ? fillTemplate(text.taxIncluded, { label: rateLabel(tax.label, tax.rate, locale) })
                : rateLabel(tax.label || text.tax, tax.rate, locale)}
            </dt>
            <dd>{money(tax.amount)}</dd>
          </div>
        ))}
        <div className="ls-cart-grand-total" data-testid="cart:grand-total">
          <dt>{text.grandTotal}</dt>
          <dd>{money(cart.grandTotal)}</dd>
        </div>
      </dl>
    </section>
  );
}
