import { getStoreView, type StoreViewCode } from '@lumo/block-schema';
import type { OrderAddressRow, OrderItemRow, OrderState } from '../../db/schema';
import { PAYMENT_METHOD_TITLES, isPaymentMethodCode } from '../payments/payment-methods';
import type { OrderDetails } from './order-repository';

/** Money at the edge: Float major units from integer minor units (all currencies 2 decimals). */
export const money = (minor: number, currency: string) => ({ value: minor / 100, currency });

type Language = 'en' | 'el' | 'de' | 'fr';

/** SPEC §3.4 status_label per store view language; pending_payment reads as pending. */
const STATUS_LABELS: Record<Language, Record<Exclude<OrderState, 'pending_payment'>, string>> = {
  en: { pending: 'Pending', processing: 'Processing', complete: 'Complete', canceled: 'Canceled' },
  el: {
    pending: 'Σε αναμονή',
    processing: 'Σε επεξεργασία',
    complete: 'Ολοκληρώθηκε',
    canceled: 'Ακυρώθηκε',
  },
  de: {
    pending: 'Ausstehend',
    processing: 'In Bearbeitung',
    complete: 'Abgeschlossen',
    canceled: 'Storniert',
  },
  fr: { pending: 'En attente', processing: 'En cours', complete: 'Terminée', canceled: 'Annulée' },
};

export function languageOf(storeView: StoreViewCode): Language {
  const language = getStoreView(storeView).locale.slice(0, 2);
  return language === 'el' || language === 'de' || language === 'fr' ? language : 'en';
}

/** The shopper-facing status: a card order waiting for its payment shows as pending. */
export function shopperStatus(status: OrderState): Exclude<OrderState, 'pending_payment'> {
  return status === 'pending_payment' ? 'pending' : status;
}

export function statusLabel(status: OrderState, storeView: StoreViewCode): string {
  return STATUS_LABELS[languageOf(storeView)][shopperStatus(status)];
}

function address(row: OrderAddressRow | undefined) {
  if (!row) return null;
  return {
    firstname: row.firstname,
    lastname: row.lastname,
    middlename: row.middlename,
    prefix: row.prefix,
    suffix: row.suffix,
    company: row.company,
    street: row.street,
    city: row.city,
    region: row.region,
    region_id: row.regionId === null ? null : String(row.regionId),
    postcode: row.postcode,
    country_code: row.countryCode,
    telephone: row.telephone,
    vat_id: row.vatId,
  };
}

function item(row: OrderItemRow, currency: string, status: string) {
  return {
    __typename: 'OrderItem' as const,
    id: Buffer.from(String(row.id), 'utf8').toString('base64'),
    product_name: row.name,
    product_sku: row.sku,
    product_url_key: row.urlKey,
    product_type: row.type,
    status,
    product_sale_price: money(row.priceInclTaxMinor, currency),
    selected_options: row.selectedOptions,
    quantity_ordered: row.qtyOrdered,
    quantity_shipped: row.qtyShipped,
    quantity_canceled: row.qtyCanceled,
    prices: {
      price: money(row.priceMinor, currency),
      price_including_tax: money(row.priceInclTaxMinor, currency),
      row_total: money(row.rowTotalMinor, currency),
      row_total_including_tax: money(row.rowTotalInclTaxMinor, currency),
      total_item_discount: money(row.discountMinor, currency),
    },
  };
}

/** A CustomerOrder value (Magento's SalesGraphQl fields with SPEC §3.4's extensions). */
export function customerOrder(details: OrderDetails, stockOf?: Map<number, boolean>) {
  const { order, items, addresses, shipments } = details;
  const currency = order.currency;
  const status = shopperStatus(order.status);
  const shipping = addresses.find((row) => row.kind === 'shipping');
  const billing = addresses.find((row) => row.kind === 'billing');
  const topLevel = items.filter((row) => row.parentItemId === null);
  const itemStatus =
    status === 'canceled' ? 'Canceled' : status === 'complete' ? 'Shipped' : 'Ordered';
  const method = isPaymentMethodCode(order.paymentMethodCode)
    ? PAYMENT_METHOD_TITLES[order.paymentMethodCode]
    : order.paymentMethodCode;
  const tracking = shipments.map((row) => ({
    tracking_number: row.trackingNumber,
    tracking_url: row.trackingUrl,
  }));
  return {
    id: Buffer.from(String(order.id), 'utf8').toString('base64'),
    number: order.incrementId,
    order_number: order.incrementId,
    increment_id: order.incrementId,
    entity_id: order.id,
    order_date: order.createdAt.toISOString(),
    created_at: order.createdAt.toISOString(),
    updated_at: order.updatedAt.toISOString(),
    order_status_change_date: order.updatedAt.toISOString(),
    status,
    state: status,
    status_label: statusLabel(order.status, order.storeView),
    email: order.email,
    token: order.token,
    grand_total: order.grandTotalMinor / 100,
    order_currency_code: currency,
    shipping_amount: order.shippingMinor / 100,
    tax_amount: order.taxMinor / 100,
    shipping_description: order.shippingDescription,
    carrier: order.shippingDescription?.split(' - ')[0] ?? order.shippingCarrierCode,
    shipping_method: order.shippingDescription,
    payment_error: order.paymentError,
    pickup_location_code: order.pickupLocationCode,
    awaiting_age_verification: order.awaitingAgeVerification && !details.customerAgeVerified,
    is_virtual: false,
    applied_coupons: order.couponCode ? [{ code: order.couponCode }] : [],
    available_actions:
      status === 'canceled' || order.customerId === null ? [] : ['REORDER' as const],
    customer_info: {
      firstname: order.firstname,
      lastname: order.lastname,
      middlename: null,
      prefix: null,
      suffix: null,
    },
    items: topLevel.map((row) => item(row, currency, itemStatus)),
    cart_items: items.map((row) => ({
      item_id: row.id,
      name: row.name,
      qty: row.qtyOrdered,
      parent_id: row.parentItemId,
      type_id: row.type,
      sku: row.sku,
      request_path: row.urlKey,
      stock_item: {
        qty: null,
        is_in_stock: stockOf?.get(row.variantProductId ?? row.productId ?? -1) ?? false,
        manage_stock: true,
      },
    })),
    total: {
      grand_total: money(order.grandTotalMinor, currency),
      base_grand_total: money(order.grandTotalMinor, currency),
      subtotal_incl_tax: money(order.subtotalInclTaxMinor, currency),
      subtotal_excl_tax: money(order.subtotalMinor, currency),
      total_tax: money(order.taxMinor, currency),
      taxes: order.appliedTaxes.map((tax) => ({
        amount: money(tax.amountMinor, currency),
        title: tax.label,
        rate: tax.rate,
      })),
      discounts: order.discountMinor
        ? [
            {
              amount: money(order.discountMinor, currency),
              applied_to: 'ITEM' as const,
              label: order.couponCode ?? 'Discount',
              coupon: order.couponCode ? { code: order.couponCode } : null,
            },
          ]
        : [],
      total_shipping: money(order.shippingMinor, currency),
      shipping_handling: {
        total_amount: money(order.shippingMinor, currency),
        amount_including_tax: money(order.shippingMinor + order.shippingTaxMinor, currency),
        amount_excluding_tax: money(order.shippingMinor, currency),
      },
    },
    payment_methods: [
      {
        name: method,
        type: order.paymentMethodCode,
        additional_data: [],
      },
    ],
    shipping_address: address(shipping),
    billing_address: address(billing),
    shipments: shipments.map((row, index) => ({
      id: Buffer.from(String(row.id), 'utf8').toString('base64'),
      number: `${order.incrementId}-${index + 1}`,
      tracking: [{ carrier: row.carrier, title: row.title, number: row.trackingNumber }],
    })),
    tracking,
  };
}

export type CustomerOrderValue = ReturnType<typeof customerOrder>;
