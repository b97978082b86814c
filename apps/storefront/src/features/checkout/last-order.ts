import { z } from 'zod';

/**
 * SPEC §3.4/§3.6 `lastOrder`: the order just placed, for the success pages and the client
 * (entity_id, status, visibility), plus its number so a success page shows only the shopper's own
 * order. Nothing personal: kept in a cookie the browser may read (a client key of SPEC §3.6).
 * `visibility` says who can look the order up again: `customer` (the dashboard) or `guest`
 * (/track-order with number, email and last name). Dependency-free but zod (client-safe).
 */
export const LAST_ORDER_COOKIE = 'lastOrder';
export const LAST_ORDER_MAX_AGE_SECONDS = 24 * 60 * 60;

export const lastOrderSchema = z.object({
  entity_id: z.number().int().nonnegative(),
  number: z.string().regex(/^[A-Za-z0-9-]{1,32}$/),
  status: z.string().regex(/^[a-z_]{1,32}$/),
  visibility: z.enum(['customer', 'guest']),
});

export type LastOrder = z.output<typeof lastOrderSchema>;

/** The cookie's value: JSON (the cookie layer percent-encodes it once, as browsers expect). */
export function encodeLastOrder(order: LastOrder): string {
  return JSON.stringify(lastOrderSchema.parse(order));
}

export function decodeLastOrder(value: string | undefined | null): LastOrder | null {
  if (!value || value.length > 512) return null;
  try {
    const text = value.startsWith('%') ? decodeURIComponent(value) : value;
    const parsed = lastOrderSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
