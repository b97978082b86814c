import { z } from 'zod';
import { ORDER_STATES } from '../../db/schema';

const id = z.string().trim().min(1).max(64);
const orderNumber = z.string().trim().min(1).max(32);

export const placeOrderInput = z.object({ cart_id: id });

export const guestOrderInput = z.object({
  number: orderNumber,
  email: z.string().trim().min(1).max(254),
  lastname: z.string().trim().min(1).max(255),
});

export const orderTokenInput = z.object({ token: z.string().trim().min(1).max(128) });

export const orderNumberInput = orderNumber;

const status = z.enum(ORDER_STATES);
const money = z.coerce.number().finite().min(0).max(100_000_000);

export const customerOrdersArgs = z.object({
  filter: z
    .object({
      status: z
        .object({
          eq: status.optional().nullable(),
          in: z.array(status).max(10).optional().nullable(),
        })
        .optional()
        .nullable(),
      number: z
        .object({
          eq: orderNumber.optional().nullable(),
          match: z.string().trim().max(32).optional().nullable(),
        })
        .optional()
        .nullable(),
      grand_total: z
        .object({ from: money.optional().nullable(), to: money.optional().nullable() })
        .optional()
        .nullable(),
      order_date: z
        .object({
          from: z.string().max(40).optional().nullable(),
          to: z.string().max(40).optional().nullable(),
        })
        .optional()
        .nullable(),
    })
    .optional()
    .nullable(),
  currentPage: z.number().int().min(1).max(10_000).default(1),
  pageSize: z.number().int().min(1).max(100).default(20),
  sort: z
    .object({
      sort_field: z.enum(['NUMBER', 'CREATED_AT', 'ENTITY_ID']),
      sort_direction: z.enum(['ASC', 'DESC']),
    })
    .optional()
    .nullable(),
});

export const addShipmentInput = z.object({
  order_number: orderNumber,
  carrier: z.string().trim().min(1).max(64),
  title: z.string().trim().min(1).max(128),
  tracking_number: z.string().trim().min(1).max(64),
  tracking_url: z
    .url({ protocol: /^https?$/ })
    .max(500)
    .optional()
    .nullable(),
});

export const cancelOrderInput = z.object({
  order_number: orderNumber,
  reason: z.string().trim().max(500).optional().nullable(),
});
