import { z } from 'zod';
import { defineBlock } from '../define-block';
import { fields } from '../fields';
import { buttonFields } from './field-helpers';

/**
 * SPEC §3.1 Ordered offer block: numbered rows (1, 2, 3…), each with an image, headings, text
 * and a button; `rowGap` is the space between rows in pixels. "Offer" means the product range,
 * never a price promotion (COMPLIANCE.md).
 */
const offerItem = z.object({
  image: fields.image('Image'),
  heading: fields.text('Heading', { required: true, max: 120 }),
  subHeading: fields.text('Sub-heading', { max: 200 }),
  mainText: fields.markup('Text', { max: 3000 }),
  ...buttonFields({ text: { help: 'Leave empty to hide the button' }, variant: 'primary' }),
});

export type OfferItemInput = z.input<typeof offerItem>;

function product(file: string, alt: string) {
  return { url: `/media/${file}`, alt, width: 800, height: 800 };
}

const DEFAULT_ITEMS: OfferItemInput[] = [
  {
    image: product('device-pod-kit.webp', 'Lumo pod vape starter kit'),
    heading: 'Choose your device',
    subHeading: 'Starter kit, Compact or Pro',
    mainText: '<p>All Lumo devices are draw-activated and take the same 2 ml pods.</p>',
    buttonText: 'See devices',
    buttonLink: '/devices',
    buttonVariant: 'primary',
  },
  {
    image: product('eliquid-bottle.webp', 'A Lumo e-liquid bottle'),
    heading: 'Pick your flavour',
    subHeading: 'Twelve flavours, 0 to 18 mg/ml',
    mainText:
      '<p>From Peppermint to Banoffee. Every flavour lists its nicotine strengths; 0 mg/ml is nicotine-free.</p>',
    buttonText: 'See e-liquids',
    buttonLink: '/eliquids',
    buttonVariant: 'secondary',
  },
  {
    image: product('pods-2-pack.webp', 'A pack of two Lumo pods'),
    heading: 'Keep pods to hand',
    subHeading: 'Packs of two pre-filled pods',
    mainText: '<p>Each pod holds 2 ml and comes with a fresh coil.</p>',
    buttonText: 'See pods',
    buttonLink: '/eliquids/compact/2-pods',
    buttonVariant: 'secondary',
  },
];

export const orderedOfferBlock = defineBlock({
  type: 'OrderedOfferBlock',
  version: 1,
  label: 'Ordered offer block',
  group: 'Product',
  icon: 'ListNumbers',
  description: 'Numbered rows, each with an image, headings, text and a button.',
  schema: z.object({
    rowGap: fields.number('Space between rows (px)', { defaultValue: 48, min: 0, max: 240 }),
    items: fields.list('Rows', offerItem, {
      defaultValue: DEFAULT_ITEMS,
      max: 10,
      itemLabel: 'Row',
      itemTitleKey: 'heading',
    }),
  }),
  example: { rowGap: 48, items: DEFAULT_ITEMS },
});
