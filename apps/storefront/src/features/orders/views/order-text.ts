/**
 * The strings an order's details show, translated by the server and handed to the details
 * component as plain data, so the same component renders in a server page (order view, print) and
 * in the browser (/track-order's result).
 */
export interface OrderText {
  number: string;
  date: string;
  status: string;
  items: string;
  product: string;
  sku: string;
  price: string;
  qty: string;
  rowTotal: string;
  subtotal: string;
  shipping: string;
  discount: string;
  tax: string;
  grandTotal: string;
  shippingAddress: string;
  billingAddress: string;
  shippingMethod: string;
  paymentMethod: string;
  tracking: string;
  noTracking: string;
  paymentError: string;
  awaitingAgeVerification: string;
  pickup: string;
}

export const ORDER_TEXT_KEYS: (keyof OrderText)[] = [
  'number',
  'date',
  'status',
  'items',
  'product',
  'sku',
  'price',
  'qty',
  'rowTotal',
  'subtotal',
  'shipping',
  'discount',
  'tax',
  'grandTotal',
  'shippingAddress',
  'billingAddress',
  'shippingMethod',
  'paymentMethod',
  'tracking',
  'noTracking',
  'paymentError',
  'awaitingAgeVerification',
  'pickup',
];

/** `orders.details.<key>` of every string (the caller passes its translator). */
export function orderText(t: (key: string) => string): OrderText {
  return Object.fromEntries(
    ORDER_TEXT_KEYS.map((key) => [key, t(`orders.details.${key}`)]),
  ) as unknown as OrderText;
}
