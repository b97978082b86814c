import { z } from 'zod';

/** Bounds of the cart api (ADR 0032). */
export const MAX_CART_LINES = 100;
export const MAX_ITEMS_PER_CALL = 20;
export const MAX_QTY = 10_000;

export const maskedIdSchema = z
  .string()
  .min(1, 'Required parameter "cart_id" is missing')
  .max(64, 'cart_id is too long');

/** 32 url-safe characters (createGuestCart's cart_uid must look like the ids we make). */
export const cartUidSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{32}$/, 'cart_uid must be 32 url-safe characters');

export const quantitySchema = z
  .number()
  .int('quantity must be a whole number')
  .min(1, `quantity must be between 1 and ${MAX_QTY}`)
  .max(MAX_QTY, `quantity must be between 1 and ${MAX_QTY}`);

const uidSchema = z.string().min(1).max(200);

export const cartItemInputSchema = z.object({
  sku: z.string().trim().min(1, 'Required parameter "sku" is missing').max(64),
  quantity: z.number().int('quantity must be a whole number').max(MAX_QTY),
  parent_sku: z.string().trim().max(64).nullish(),
  selected_options: z.array(uidSchema).max(20).nullish(),
  entered_options: z
    .array(z.object({ uid: uidSchema, value: z.string().max(255) }))
    .max(20)
    .nullish(),
});
export type CartItemInput = z.output<typeof cartItemInputSchema>;

export const cartItemsSchema = z
  .array(cartItemInputSchema)
  .min(1, 'Required parameter "cartItems" is missing')
  .max(MAX_ITEMS_PER_CALL, `at most ${MAX_ITEMS_PER_CALL} items per call`);

export const updateItemsSchema = z
  .array(
    z.object({
      cart_item_uid: uidSchema.nullish(),
      cart_item_id: z.number().int().positive().max(2_147_483_647).nullish(),
      quantity: z
        .number()
        .int('quantity must be a whole number')
        .min(0, `quantity must be between 0 and ${MAX_QTY}`)
        .max(MAX_QTY, `quantity must be between 0 and ${MAX_QTY}`)
        .nullish(),
    }),
  )
  .min(1, 'Required parameter "cart_items" is missing')
  .max(MAX_CART_LINES);

export const emailSchema = z
  .string()
  .trim()
  .max(254, 'Invalid email format')
  .pipe(z.email('Invalid email format'));

export const couponCodeSchema = z
  .string()
  .trim()
  .min(1, 'Required parameter "coupon_code" is missing')
  .max(64, "The coupon code isn't valid. Verify the code and try again.");

export const shippingMethodSchema = z.object({
  carrier_code: z.string().trim().min(1, 'Required parameter "carrier_code" is missing').max(40),
  method_code: z.string().trim().min(1, 'Required parameter "method_code" is missing').max(40),
});

export const cartAddressInputSchema = z.object({
  firstname: z.string().max(255),
  lastname: z.string().max(255),
  company: z.string().max(255).nullish(),
  street: z.array(z.string().max(255)).max(3),
  city: z.string().max(255),
  region: z.string().max(255).nullish(),
  region_id: z.number().int().positive().max(2_147_483_647).nullish(),
  postcode: z.string().max(20).nullish(),
  country_code: z.string().max(2),
  telephone: z.string().max(40).nullish(),
  vat_id: z.string().max(40).nullish(),
  save_in_address_book: z.boolean().nullish(),
  middlename: z.string().max(255).nullish(),
  prefix: z.string().max(40).nullish(),
  suffix: z.string().max(40).nullish(),
});
export type CartAddressInput = z.output<typeof cartAddressInputSchema>;

export const shippingAddressInputSchema = z.object({
  customer_address_id: z.number().int().positive().max(2_147_483_647).nullish(),
  address: cartAddressInputSchema.nullish(),
  customer_notes: z.string().max(1000).nullish(),
  pickup_location_code: z.string().trim().max(64).nullish(),
});

export const billingAddressInputSchema = z.object({
  customer_address_id: z.number().int().positive().max(2_147_483_647).nullish(),
  address: cartAddressInputSchema.nullish(),
  use_for_shipping: z.boolean().nullish(),
  same_as_shipping: z.boolean().nullish(),
});
