import { z } from 'zod';
import { emailSchema } from '@lumo/customer-schema';

/** /track-order's fields (the form checks the same schema in the browser). */
export const trackOrderSchema = z.object({
  number: z
    .string('orders.track.numberRequired')
    .trim()
    .min(1, 'orders.track.numberRequired')
    .max(32, 'orders.track.numberInvalid')
    .regex(/^[A-Za-z0-9-]+$/, 'orders.track.numberInvalid'),
  email: emailSchema,
  lastname: z
    .string('orders.track.lastnameRequired')
    .trim()
    .min(1, 'orders.track.lastnameRequired')
    .max(255, 'orders.track.lastnameRequired'),
});

export type TrackOrderValues = z.infer<typeof trackOrderSchema>;
