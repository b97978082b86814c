import { z } from 'zod';
import { defineBlock } from '../define-block';
import { fields } from '../fields';

/**
 * SPEC §2.6 / §3.1 Not-found products: suggested products, each linking to its page. The
 * product name is the tooltip (title attribute) of the product's link and image.
 */
const productItem = z.object({
  productName: fields.text('Product name', { required: true, max: 120 }),
  productDescription: fields.longText('Description', { max: 400 }),
  productLink: fields.catalogLink('Product link', { required: true }),
  productImage: fields.image('Product image'),
});

export type NotFoundProductInput = z.input<typeof productItem>;

function product(file: string, alt: string) {
  return { url: `/media/${file}`, alt, width: 800, height: 800 };
}

const DEFAULT_ITEMS: NotFoundProductInput[] = [
  {
    productName: 'Pod vape starter kit',
    productDescription: 'A draw-activated device with two pods in the box.',
    productLink: '/devices/compact/pod-vape-starter-kit',
    productImage: product('device-pod-kit.webp', 'Lumo pod vape starter kit'),
  },
  {
    productName: 'Pods, pack of 2',
    productDescription: 'Two pre-filled 2 ml pods, each with a fresh coil.',
    productLink: '/eliquids/compact/2-pods',
    productImage: product('pods-2-pack.webp', 'A pack of two Lumo pods'),
  },
  {
    productName: 'Lumo Compact',
    productDescription: 'Pocket-sized, charges fully in 60 minutes.',
    productLink: '/devices',
    productImage: product('device-compact.webp', 'Lumo Compact device'),
  },
  {
    productName: 'E-liquids',
    productDescription: 'Twelve flavours in strengths from 0 to 18 mg/ml.',
    productLink: '/eliquids',
    productImage: product('eliquid-bottle.webp', 'A Lumo e-liquid bottle'),
  },
];

export const notFoundProducts = defineBlock({
  type: 'NotFoundProducts',
  version: 1,
  label: 'Not-found products',
  group: 'Not found',
  icon: 'ShoppingBag',
  description: 'Suggested products on the not-found page, with the product name as tooltip.',
  schema: z.object({
    items: fields.list('Products', productItem, {
      defaultValue: DEFAULT_ITEMS,
      max: 12,
      itemLabel: 'Product',
      itemTitleKey: 'productName',
    }),
  }),
  example: { items: DEFAULT_ITEMS },
});
