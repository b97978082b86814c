import { z } from 'zod';
import { DEFAULT_VALUES_SIGN } from '../constants';
import { defineBlock } from '../define-block';
import { fields } from '../fields';
import { buttonFields } from './field-helpers';

/**
 * SPEC §3.1 Flavour grid: a heading, a grid of flavours (picture, name, the nicotine strengths it
 * comes in) and one button. SPEC §5: every item needs its image and its text, also when the key
 * is missing altogether. Strengths are numbers; `valuesSign` is the unit shown after them.
 */
const flavourItem = z.object({
  imageUrl: fields.image('Flavour image', { required: true }),
  text: fields.text('Flavour name', { required: true, max: 60 }),
  valuesSign: fields.text('Unit', { defaultValue: DEFAULT_VALUES_SIGN, max: 12 }),
  values: fields.list('Strengths', fields.number('Strength', { min: 0, max: 100, int: false }), {
    max: 12,
    itemLabel: 'Strength',
    help: 'Nicotine strengths this flavour comes in',
  }),
});

export type FlavourItemInput = z.input<typeof flavourItem>;

/** [name, file slug, strengths in mg/ml]: SPEC §3.1's default flavours, in the spec's order. */
const DEFAULT_FLAVOURS: readonly [string, string, number[]][] = [
  ['Peppermint', 'peppermint', [0, 6, 12, 18]],
  ['Simply Mint', 'simply-mint', [0, 12, 18]],
  ['Mint Sorbet', 'mint-sorbet', [0, 12, 18]],
  ['Classic Tobacco', 'classic-tobacco', [12, 18]],
  ['Caramel Tobacco', 'caramel-tobacco', [12, 18]],
  ['Amber Tobacco', 'amber-tobacco', [0, 12, 18]],
  ['Mango Mango', 'mango-mango', [0, 12, 18]],
  ['Berry Ripple', 'berry-ripple', [6, 12, 18]],
  ['Very Cherry', 'very-cherry', [6, 12, 18]],
  ['Crisp Apple', 'crisp-apple', [12, 18]],
  ['Berry Mint', 'berry-mint', [0, 18]],
  ['Banoffee', 'banoffee', [18]],
];

export const DEFAULT_FLAVOUR_ITEMS: FlavourItemInput[] = DEFAULT_FLAVOURS.map(
  ([name, slug, values]) => ({
    imageUrl: {
      url: `/media/flavour-${slug}.svg`,
      alt: `${name} e-liquid flavour illustration`,
      width: 400,
      height: 400,
    },
    text: name,
    valuesSign: DEFAULT_VALUES_SIGN,
    values,
  }),
);

export const flavourGrid = defineBlock({
  type: 'FlavourGrid',
  version: 1,
  label: 'Flavour grid',
  group: 'Product',
  icon: 'Droplet',
  description: 'A grid of e-liquid flavours with their nicotine strengths and a shop button.',
  schema: z.object({
    heading: fields.text('Heading', { defaultValue: 'Twelve flavours to choose from', max: 120 }),
    ...buttonFields({
      text: { defaultValue: 'Shop e-liquids' },
      link: { defaultValue: '/eliquids' },
    }),
    items: fields.list('Flavours', flavourItem, {
      defaultValue: DEFAULT_FLAVOUR_ITEMS,
      max: 48,
      itemLabel: 'Flavour',
      itemTitleKey: 'text',
    }),
  }),
  example: {
    heading: 'Twelve flavours to choose from',
    buttonText: 'Shop e-liquids',
    buttonLink: '/eliquids',
    items: DEFAULT_FLAVOUR_ITEMS,
  },
});
