import { z } from 'zod';
import { defineBlock } from '../define-block';
import { fields } from '../fields';
import { withDefault } from './field-helpers';
import { shippedIcon } from './icon-items';

/**
 * SPEC §3.1 / §9 Reassurance banner: a row of short promises, each with an icon. The icons are
 * decorative (empty alt): the promise text beside each says it all.
 */
const icon = (file: string) => shippedIcon(file, '');

export const DEFAULT_REASSURANCE_ITEMS = [
  { text: 'Free shipping on orders over £9.99', icon: icon('icon-shipping.svg') },
  { text: 'Quality tested', icon: icon('icon-quality.svg') },
  { text: 'Secure payment', icon: icon('icon-secure-payment.svg') },
  { text: 'Easy return', icon: icon('icon-easy-return.svg') },
];

export const reassuranceItem = z.object({
  text: fields.text('Text', { required: true, max: 80 }),
  icon: withDefault(fields.image('Icon'), icon('icon-quality.svg')),
});

export const reassuranceBanner = defineBlock({
  type: 'ReassuranceBanner',
  version: 1,
  label: 'Reassurance banner',
  group: 'Content',
  icon: 'TruckDelivery',
  description: 'A row of short promises with icons: shipping, quality, payment, returns.',
  schema: z.object({
    items: fields.list('Items', reassuranceItem, {
      defaultValue: DEFAULT_REASSURANCE_ITEMS,
      min: 1,
      max: 6,
      itemLabel: 'Item',
      itemTitleKey: 'text',
    }),
  }),
  example: {
    items: DEFAULT_REASSURANCE_ITEMS,
  },
});
