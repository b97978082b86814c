import type { OrdersAddressFieldsFragment, OrdersOrderFieldsFragment } from '@lumo/graphql';
import { formatOrderDate } from '../order-rules';
import type { OrderText } from './order-text';

/**
 * One order's details (SPEC §3.4; ADR 0036): status, items with their options and prices,
 * totals, addresses, shipping, payment and tracking. No server-only imports: the order view and
 * its print view render it on the server, /track-order in the browser.
 */

type Money = { value?: number | null; currency?: string | null } | null | undefined;

export function money(locale: string, amount: Money, fallbackCurrency: string): string {
  const currency = amount?.currency || fallbackCurrency || 'GBP';
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(
      amount?.value ?? 0,
    );
  } catch {
    return `${amount?.value ?? 0} ${currency}`;
  }
}

function countryName(locale: string, code: string | null | undefined): string {
  if (!code) return '';
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** Only http(s) tracking links are linked (the carrier's page); anything else shows as text. */
export function safeTrackingUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.toString() : null;
  } catch {
    return null;
  }
}

function AddressBlock({
  address,
  locale,
  testId,
}: {
  address: OrdersAddressFieldsFragment;
  locale: string;
  testId: string;
}) {
  const lines = [
    [address.prefix, address.firstname, address.lastname].filter(Boolean).join(' '),
    address.company,
    ...(address.street ?? []),
    [address.postcode, address.city].filter(Boolean).join(' ') +
      (address.region ? `, ${address.region}` : ''),
    countryName(locale, address.country_code),
    address.telephone,
  ].filter((line): line is string => Boolean(line));
  return (
    <address className="ls-address" data-testid={testId}>
      {lines.map((line, index) => (
        <span key={`${index}-${line}`}>
          {index > 0 ? <br /> : null}
          {line}
        </span>
      ))}
    </address>
  );
}

export function OrderDetails({
  order,
  locale,
  text,
}: {
  order: OrdersOrderFieldsFragment;
  locale: string;
  text: OrderText;
}) {
  const currency = order.order_currency_code;
  const items = (order.items ?? []).filter((item): item is NonNullable<typeof item> =>
    Boolean(item),
  );
  const total = order.total;
  const discounts = (total?.discounts ?? []).filter((item): item is NonNullable<typeof item> =>
    Boolean(item),
  );
  const payment = (order.payment_methods ?? []).find(Boolean)?.name;
  return (
    <div className="ls-order" data-testid="order:details">
      <dl className="ls-order-facts">
        <dt>{text.number}</dt>
        <dd data-testid="order:number">{order.number}</dd>
        <dt>{text.date}</dt>
        <dd data-testid="order:date">{formatOrderDate(locale, order.order_date)}</dd>
        <dt>{text.status}</dt>
        <dd data-testid="order:status" data-status={order.status}>
          {order.status_label}
        </dd>
      </dl>
      {order.payment_error ? (
        <p
          className="ls-account-message ls-account-message-error"
          data-testid="order:payment-error"
        >
          {text.paymentError}: {order.payment_error}
        </p>
      ) : null}
      {order.awaiting_age_verification ? (
        <p className="ls-account-message" data-testid="order:awaiting-age-verification">
          {text.awaitingAgeVerification}
        </p>
      ) : null}
      <h2>{text.items}</h2>
      <table className="ls-order-items" data-testid="order:items">
        <thead>
          <tr>
            <th scope="col">{text.product}</th>
            <th scope="col">{text.sku}</th>
            <th scope="col">{text.price}</th>
            <th scope="col">{text.qty}</th>
            <th scope="col">{text.rowTotal}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id} data-testid="order:item">
              <td>
                <span data-testid="order:item-name">{item.product_name}</span>
                {(item.selected_options ?? []).length > 0 ? (
                  <ul className="ls-order-options">
                    {(item.selected_options ?? []).map((option, index) =>
                      option ? (
                        <li key={`${option.label}-${index}`} data-testid="order:item-option">
                          {option.label}: {option.value}
                        </li>
                      ) : null,
                    )}
                  </ul>
                ) : null}
              </td>
              <td>{item.product_sku}</td>
              <td>
                {money(
                  locale,
                  item.prices?.price_including_tax ?? item.product_sale_price,
                  currency,
                )}
              </td>
              <td data-testid="order:item-qty">{item.quantity_ordered ?? 0}</td>
              <td>{money(locale, item.prices?.row_total_including_tax, currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="ls-order-totals" data-testid="order:totals">
        <dt>{text.subtotal}</dt>
        <dd>{money(locale, total?.subtotal_incl_tax, currency)}</dd>
        {discounts.map((discount, index) => (
          <div key={`${discount.label}-${index}`} className="ls-order-total-row">
            <dt>
              {text.discount} {discount.label ? `(${discount.label})` : ''}
            </dt>
            <dd>-{money(locale, discount.amount, currency)}</dd>
          </div>
        ))}
        <dt>{text.shipping}</dt>
        <dd>{money(locale, total?.total_shipping, currency)}</dd>
        <dt>{text.tax}</dt>
        <dd>{money(locale, total?.total_tax, currency)}</dd>
        <dt>{text.grandTotal}</dt>
        <dd data-testid="order:grand-total">{money(locale, total?.grand_total, currency)}</dd>
      </dl>
      <div className="ls-order-columns">
        {order.shipping_address ? (
          <section>
            <h2>{text.shippingAddress}</h2>
            <AddressBlock
              address={order.shipping_address}
              locale={locale}
              testId="order:shipping-address"
            />
          </section>
        ) : null}
        {order.billing_address ? (
          <section>
            <h2>{text.billingAddress}</h2>
            <AddressBlock
              address={order.billing_address}
              locale={locale}
              testId="order:billing-address"
            />
          </section>
        ) : null}
        <section>
          <h2>{text.shippingMethod}</h2>
          <p data-testid="order:shipping-description">{order.shipping_description ?? ''}</p>
          {order.pickup_location_code ? (
            <p>
              {text.pickup}: {order.pickup_location_code}
            </p>
          ) : null}
        </section>
        <section>
          <h2>{text.paymentMethod}</h2>
          <p data-testid="order:payment-method">{payment ?? ''}</p>
        </section>
      </div>
      <section>
        <h2>{text.tracking}</h2>
        {order.tracking.length === 0 ? (
          <p data-testid="order:no-tracking">{text.noTracking}</p>
        ) : (
          <ul data-testid="order:tracking">
            {order.tracking.map((entry) => {
              const url = safeTrackingUrl(entry.tracking_url);
              return (
                <li key={entry.tracking_number} data-testid="order:tracking-entry">
                  {url ? (
                    <a href={url} target="_blank" rel="noopener noreferrer">
                      {entry.tracking_number}
                    </a>
                  ) : (
                    entry.tracking_number
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}
