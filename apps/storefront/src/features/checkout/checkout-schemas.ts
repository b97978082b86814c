import { z } from 'zod';
import { addressSchemaFor, emailSchema, requiredText } from '@lumo/customer-schema';

/**
 * The checkout forms' zod schemas (ADR 0035), shared by the browser's react-hook-form and the
 * server actions, which check again. Addresses are @lumo/customer-schema's per-country address
 * schema (the account's and the api's), so a postcode or a missing region is refused the same way
 * everywhere. Messages are translation keys (`account.errors.*`, `checkout.errors.*`).
 */

export const guestEmailSchema = z.object({ email: emailSchema });

export const CUSTOMER_ADDRESS_ID_MAX = 2_147_483_647;
export const NEW_ADDRESS = 'new';

/** The address fields the checkout form shows, as typed (every value a string). */
export interface AddressFormValues {
  firstname: string;
  lastname: string;
  telephone: string;
  street: string[];
  city: string;
  /** The directory region's id for countries with regions, else free text. */
  region: { region_id?: string | number; region?: string };
  postcode: string;
  country_code: string;
}

export interface AddressStepValues {
  /** 'new', or a saved address's id. */
  shipping_choice: string;
  shipping: AddressFormValues;
  save_in_address_book: boolean;
  billing_same: boolean;
  billing: AddressFormValues;
}

/** Magento's CartAddressInput from a checked address. */
export interface CartAddressValues {
  firstname: string;
  lastname: string;
  telephone: string;
  street: string[];
  city: string;
  region?: string;
  region_id?: number;
  postcode: string;
  country_code: string;
  save_in_address_book?: boolean;
}

export type AddressChoice = { customer_address_id: number } | { address: CartAddressValues };

export interface AddressStepInput {
  shipping: AddressChoice;
  billing: AddressChoice | 'same_as_shipping';
}

function regionIdOf(value: unknown): number | undefined {
  const number = typeof value === 'number' ? value : Number(String(value ?? '').trim());
  return Number.isInteger(number) && number > 0 && number <= CUSTOMER_ADDRESS_ID_MAX
    ? number
    : undefined;
}

/** The values as the customer schema reads them (the region select gives an id). */
function addressSchemaInput(values: unknown): Record<string, unknown> {
  const raw = (values && typeof values === 'object' ? values : {}) as Record<string, unknown>;
  const region = (raw.region && typeof raw.region === 'object' ? raw.region : {}) as Record<
    string,
    unknown
  >;
  const regionId = regionIdOf(region.region_id);
  const regionText = typeof region.region === 'string' ? region.region : undefined;
  return {
    firstname: raw.firstname,
    lastname: raw.lastname,
    telephone: raw.telephone,
    street: Array.isArray(raw.street) ? raw.street.slice(0, 3) : raw.street,
    city: raw.city,
    region:
      regionId || regionText?.trim()
        ? { region_id: regionId, region: regionText, region_code: regionText }
        : undefined,
    postcode: raw.postcode,
    country_code: raw.country_code,
  };
}

function countryOfValues(values: unknown): string {
  const code = (values as { country_code?: unknown } | null)?.country_code;
  return typeof code === 'string' && /^[A-Za-z]{2}$/.test(code.trim())
    ? code.trim().toUpperCase()
    : 'XX';
}

/** One address checked with its country's rules; issues under `prefix`. */
function checkAddress(
  values: unknown,
  prefix: string,
  context: z.RefinementCtx,
): CartAddressValues | null {
  const result = addressSchemaFor(countryOfValues(values)).safeParse(addressSchemaInput(values));
  if (!result.success) {
    for (const issue of result.error.issues) {
      context.addIssue({ code: 'custom', path: [prefix, ...issue.path], message: issue.message });
    }
    return null;
  }
  const address = result.data;
  return {
    firstname: address.firstname,
    lastname: address.lastname,
    telephone: address.telephone,
    street: address.street,
    city: address.city,
    region: address.region?.region ?? address.region?.region_code,
    region_id: address.region?.region_id,
    postcode: address.postcode,
    country_code: address.country_code,
  };
}

function savedAddressId(choice: unknown): number | null {
  const id = Number(choice);
  return Number.isInteger(id) && id > 0 && id <= CUSTOMER_ADDRESS_ID_MAX ? id : null;
}

/**
 * Step 1 (customer_address_data): a saved address or a new one for shipping, and billing the same
 * as shipping (the default) or its own address. Outputs the api's inputs.
 */
export const addressStepSchema = z
  .custom<AddressStepValues>((value) => Boolean(value) && typeof value === 'object')
  .transform((values, context): AddressStepInput => {
    const choice = String(values.shipping_choice ?? NEW_ADDRESS);
    let shipping: AddressChoice | null = null;
    if (choice === NEW_ADDRESS) {
      const address = checkAddress(values.shipping, 'shipping', context);
      if (address) {
        shipping = {
          address: { ...address, save_in_address_book: values.save_in_address_book === true },
        };
      }
    } else {
      const id = savedAddressId(choice);
      if (id) shipping = { customer_address_id: id };
      else {
        context.addIssue({
          code: 'custom',
          path: ['shipping_choice'],
          message: 'checkout.errors.chooseAddress',
        });
      }
    }
    let billing: AddressChoice | 'same_as_shipping' | null = 'same_as_shipping';
    if (values.billing_same === false) {
      const address = checkAddress(values.billing, 'billing', context);
      billing = address ? { address } : null;
    }
    if (!shipping || !billing) return z.NEVER;
    return { shipping, billing };
  });

/** A shipping method as the radio's value: `carrier|method`. */
const CODE = /^[A-Za-z0-9_-]{1,64}$/;
export const shippingMethodSchema = z
  .object({
    method: z
      .string('checkout.errors.chooseShipping')
      .regex(/^[A-Za-z0-9_-]{1,64}\|[A-Za-z0-9_-]{1,64}$/, 'checkout.errors.chooseShipping'),
    pickup_location_code: z.string().max(64).optional(),
  })
  .transform((value) => {
    const [carrier, method] = value.method.split('|') as [string, string];
    return { carrier, method, pickup: value.pickup_location_code?.trim() || null };
  });

/** Click-and-collect (Magento InventoryInStorePickup's instore/pickup, or any *collect* method). */
export function isPickupMethod(carrier: string, method: string | null | undefined): boolean {
  return carrier === 'instore' || /pickup|collect/i.test(`${method ?? ''}`);
}

export const PAYMENT_CODES = [
  'banktransfer',
  'checkmo',
  'worldpay_cc',
  'worldpay_cc_vault',
] as const;

/** Step 3: the payment method; `method` is a code or `worldpay_cc_vault:<public_hash>`. */
export const paymentStepSchema = z
  .object({
    method: z.string('checkout.errors.choosePayment').max(200, 'checkout.errors.choosePayment'),
    save_card: z.boolean().optional(),
  })
  .transform((value, context) => {
    const [code, hash] = value.method.split(':', 2) as [string, string | undefined];
    if (!(PAYMENT_CODES as readonly string[]).includes(code)) {
      context.addIssue({
        code: 'custom',
        path: ['method'],
        message: 'checkout.errors.choosePayment',
      });
      return z.NEVER;
    }
    if (code === 'worldpay_cc_vault') {
      if (!hash || !CODE.test(hash.replace(/[=+/]/g, '_'))) {
        context.addIssue({
          code: 'custom',
          path: ['method'],
          message: 'checkout.errors.choosePayment',
        });
        return z.NEVER;
      }
      return { code, worldpay_cc_vault: { public_hash: hash } };
    }
    if (code === 'worldpay_cc')
      return { code, worldpay_cc: { save_card: value.save_card === true } };
    return { code };
  });

/** Step 4: the MANUAL agreements the shopper ticked (their ids). */
export const placeOrderSchema = z.object({
  agreements: z.array(z.coerce.number().int().positive()).max(50).default([]),
});

/** Which MANUAL agreements are not ticked. */
export function missingAgreements(
  required: readonly { agreement_id: number; mode: string }[],
  ticked: readonly number[],
): number[] {
  return required
    .filter((agreement) => agreement.mode === 'MANUAL' && !ticked.includes(agreement.agreement_id))
    .map((agreement) => agreement.agreement_id);
}

/** The card form of the sandbox's hosted page (/checkout/worldpay). */
export function cardSchema(now: Date = new Date()) {
  return z
    .object({
      card_number: z
        .string('account.errors.required')
        .transform((value) => value.replace(/[\s-]/g, ''))
        .pipe(z.string().regex(/^[0-9]{12,19}$/, 'checkout.errors.cardNumber')),
      holder_name: requiredText(100),
      expiry_month: z.coerce
        .number('checkout.errors.expiry')
        .int('checkout.errors.expiry')
        .min(1, 'checkout.errors.expiry')
        .max(12, 'checkout.errors.expiry'),
      expiry_year: z.coerce
        .number('checkout.errors.expiry')
        .int('checkout.errors.expiry')
        .min(2000, 'checkout.errors.expiry')
        .max(2100, 'checkout.errors.expiry'),
      cvc: z
        .string('account.errors.required')
        .trim()
        .regex(/^[0-9]{3,4}$/, 'checkout.errors.cvc'),
    })
    .superRefine((card, context) => {
      const year = now.getUTCFullYear();
      const month = now.getUTCMonth() + 1;
      if (card.expiry_year < year || (card.expiry_year === year && card.expiry_month < month)) {
        context.addIssue({
          code: 'custom',
          path: ['expiry_year'],
          message: 'checkout.errors.expired',
        });
      }
    });
}

export const threeDSecureSchema = z.object({
  passcode: z
    .string('account.errors.required')
    .trim()
    .min(1, 'account.errors.required')
    .max(12, 'checkout.errors.passcode'),
});

/** The sandbox's session ids (and anything else the storefront passes along): bounded, url-safe. */
export const sessionIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,128}$/);
