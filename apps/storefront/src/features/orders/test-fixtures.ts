import type { OrdersOrderFieldsFragment } from '@lumo/graphql';

/** An order as the api answers OrdersOrderFields (tests only). */
export function orderFixture(
  overrides: Partial<OrdersOrderFieldsFragment> = {},
): OrdersOrderFieldsFragment {
  const gbp = (value: number) => ({ value, currency: 'GBP' as const });
  return {
    id: 'MTI=',
    number: '000000012',
    entity_id: 12,
    order_date: '2026-03-04 10:00:00',
    status: 'processing',
    state: 'processing',
    status_label: 'Processing',
    order_currency_code: 'GBP',
    shipping_description: 'Lumo delivery - Standard',
    carrier: 'lumo',
    shipping_method: 'lumo_standard',
    pickup_location_code: null,
    payment_error: null,
    awaiting_age_verification: false,
    available_actions: ['REORDER'],
    items: [
      {
        id: 'item-1',
        product_name: 'Mint pod',
        product_sku: 'POD-MINT-12',
        product_url_key: 'mint-pod',
        product_type: 'configurable',
        quantity_ordered: 2,
        quantity_shipped: 0,
        quantity_canceled: 0,
        selected_options: [{ label: 'Strength', value: '12 mg/ml' }],
        product_sale_price: gbp(4.99),
        prices: {
          price_including_tax: gbp(4.99),
          row_total_including_tax: gbp(9.98),
          total_item_discount: gbp(0),
        },
      },
    ],
    total: {
      grand_total: gbp(12.97),
      subtotal_incl_tax: gbp(9.98),
      subtotal_excl_tax: gbp(8.32),
      total_tax: gbp(2.16),
      total_shipping: gbp(2.99),
      discounts: [],
      taxes: [{ title: 'VAT', rate: 20, amount: gbp(2.16) }],
    },
    payment_methods: [{ name: 'Bank transfer', type: 'banktransfer' }],
    shipping_address: {
      prefix: null,
      firstname: 'Ada',
      lastname: 'Lovelace',
      company: null,
      street: ['1 Analytical Row'],
      city: 'London',
      region: null,
      postcode: 'N1 1AA',
      country_code: 'GB',
      telephone: '07700900000',
    },
    billing_address: null,
    tracking: [],
    ...overrides,
  };
}
