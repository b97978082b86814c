import { z } from 'zod';
import { defineBlock } from '../define-block';
import { fields } from '../fields';
import { iconTextItem, shippedIcon as icon } from './icon-items';

/** SPEC §3.1 Trust block: a heading and a row of reasons to trust the shop (icon + text). */
const trustItem = iconTextItem(200);

export type TrustItemInput = z.input<typeof trustItem>;

const DEFAULT_ITEMS: TrustItemInput[] = [
  {
    imageUrl: icon('icon-quality.svg', 'Quality seal'),
    text: 'Every e-liquid is lab tested and notified to the MHRA before it goes on sale',
  },
  {
    imageUrl: icon('icon-age.svg', '18+'),
    text: 'Adults only: we check your age before we dispatch your order',
  },
  {
    imageUrl: icon('icon-secure-payment.svg', 'Padlock on a card'),
    text: 'Secure payment with the cards and wallets you already use',
  },
  {
    imageUrl: icon('icon-recycle.svg', 'Recycling arrows'),
    text: 'Free take-back of used devices and pods at our recycling points',
  },
];

export const trustBlock = defineBlock({
  type: 'TrustBlock',
  version: 1,
  label: 'Trust block',
  group: 'Content',
  icon: 'ShieldCheck',
  description: 'A heading and a row of icons with short reasons to trust the shop.',
  schema: z.object({
    heading: fields.text('Heading', { defaultValue: 'Why shop with Lumo', max: 120 }),
    items: fields.list('Items', trustItem, {
      defaultValue: DEFAULT_ITEMS,
      max: 8,
      itemLabel: 'Item',
      itemTitleKey: 'text',
    }),
  }),
  example: { heading: 'Why shop with Lumo', items: DEFAULT_ITEMS },
});
