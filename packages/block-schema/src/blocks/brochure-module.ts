import { z } from 'zod';
import { DEFAULT_VALUES_SIGN } from '../constants';
import { defineBlock } from '../define-block';
import { fields } from '../fields';

/**
 * SPEC §3.1 Brochure module: the educational brochure about e-liquid. The spec only names its
 * parts, so this is the concrete shape, top to bottom:
 *
 * 1. `heading` and `mainText` (markup): the introduction.
 * 2. `rowImages`: a row of pictures, each { image (required), caption }.
 * 3. `row2Items`: a row of cards, each { title, text }: what e-liquid is made of.
 * 4. Row 3, about nicotine strengths: `row3Heading`, `row3TextColumns` (each { title, text })
 *    beside `row3ValueColumns` (each { value, unit (default mg/ml), label }), e.g. 0 / 6 / 12 / 18.
 * 5. The mosaic, about the flavour share of the range: `mosaicHeading` and `mosaicItems`, each
 *    { valueNumber, valueTitle }. `valueNumber` is text so it can carry a unit ("4", "33%").
 */
const rowImage = z.object({
  image: fields.image('Image', { required: true }),
  caption: fields.text('Caption', { max: 200 }),
});

const textCard = z.object({
  title: fields.text('Title', { required: true, max: 80 }),
  text: fields.longText('Text', { max: 800 }),
});

const valueColumn = z.object({
  value: fields.text('Value', { required: true, max: 12 }),
  unit: fields.text('Unit', { defaultValue: DEFAULT_VALUES_SIGN, max: 12 }),
  label: fields.text('Label', { max: 80 }),
});

const mosaicItem = z.object({
  valueNumber: fields.text('Number', { required: true, max: 12 }),
  valueTitle: fields.text('Title', { max: 80 }),
});

export type BrochureRowImageInput = z.input<typeof rowImage>;
export type BrochureTextCardInput = z.input<typeof textCard>;
export type BrochureValueColumnInput = z.input<typeof valueColumn>;
export type BrochureMosaicItemInput = z.input<typeof mosaicItem>;

const DEFAULT_ROW_IMAGES: BrochureRowImageInput[] = [
  {
    image: {
      url: '/media/brochure-row.webp',
      alt: 'Three 10 ml Lumo e-liquid bottles in a row, each with a different coloured band',
      width: 800,
      height: 600,
    },
    caption: 'Made and tested in the UK',
  },
  {
    image: {
      url: '/media/eliquid-bottle.webp',
      alt: 'A 10 ml Lumo e-liquid bottle with a teal label and an amber band',
      width: 800,
      height: 800,
    },
    caption: 'Bottles hold 10 ml at most',
  },
  {
    image: {
      url: '/media/pods-2-pack.webp',
      alt: 'A two-pack box of Lumo pods with two 2 ml pods beside it',
      width: 800,
      height: 800,
    },
    caption: 'Pods hold 2 ml at most',
  },
];

const DEFAULT_ROW2_ITEMS: BrochureTextCardInput[] = [
  {
    title: 'Propylene glycol (PG)',
    text: 'Carries the flavour and gives the throat hit.',
  },
  {
    title: 'Vegetable glycerine (VG)',
    text: 'Makes the vapour smoother and denser.',
  },
  { title: 'Flavourings', text: 'Food-grade flavourings, tested for use in e-liquid.' },
  {
    title: 'Nicotine',
    text: 'Optional. Nicotine is a highly addictive substance; 0 mg/ml e-liquids contain none.',
  },
];

const DEFAULT_ROW3_TEXT_COLUMNS: BrochureTextCardInput[] = [
  {
    title: 'What mg/ml means',
    text: 'The strength on the pack is milligrams of nicotine in each millilitre of e-liquid.',
  },
  {
    title: 'The legal limit',
    text: 'In the UK an e-liquid may contain at most 20 mg/ml of nicotine.',
  },
];

const DEFAULT_ROW3_VALUE_COLUMNS: BrochureValueColumnInput[] = [
  { value: '0', unit: DEFAULT_VALUES_SIGN, label: 'Nicotine-free' },
  { value: '6', unit: DEFAULT_VALUES_SIGN, label: 'Low' },
  { value: '12', unit: DEFAULT_VALUES_SIGN, label: 'Medium' },
  { value: '18', unit: DEFAULT_VALUES_SIGN, label: 'High' },
];

/** The twelve default flavours of the flavour grid, by family (4 + 3 + 4 + 1). */
const DEFAULT_MOSAIC_ITEMS: BrochureMosaicItemInput[] = [
  { valueNumber: '4', valueTitle: 'Mint flavours' },
  { valueNumber: '3', valueTitle: 'Tobacco flavours' },
  { valueNumber: '4', valueTitle: 'Fruit flavours' },
  { valueNumber: '1', valueTitle: 'Dessert flavour' },
];

const DEFAULT_MAIN_TEXT =
  '<p>Every Lumo e-liquid is made from four ingredients and notified to the MHRA before it goes on sale. Here is what is inside, how strong it is and which flavours we make.</p>';

export const brochureModule = defineBlock({
  type: 'BrochureModule',
  version: 1,
  label: 'E-liquid brochure',
  group: 'Content',
  icon: 'Book2',
  description:
    'Educational brochure: introduction, pictures, ingredients, nicotine strengths and flavour share.',
  schema: z.object({
    heading: fields.text('Heading', { defaultValue: 'Inside an e-liquid', max: 120 }),
    mainText: fields.markup('Introduction', { defaultValue: DEFAULT_MAIN_TEXT, max: 5000 }),
    rowImages: fields.list('Row 1: pictures', rowImage, {
      defaultValue: DEFAULT_ROW_IMAGES,
      max: 4,
      itemLabel: 'Picture',
      itemTitleKey: 'caption',
    }),
    row2Items: fields.list('Row 2: cards', textCard, {
      defaultValue: DEFAULT_ROW2_ITEMS,
      max: 6,
      itemLabel: 'Card',
      itemTitleKey: 'title',
    }),
    row3Heading: fields.text('Row 3: heading', {
      defaultValue: 'Nicotine strengths',
      max: 120,
    }),
    row3TextColumns: fields.list('Row 3: text columns', textCard, {
      defaultValue: DEFAULT_ROW3_TEXT_COLUMNS,
      max: 4,
      itemLabel: 'Column',
      itemTitleKey: 'title',
    }),
    row3ValueColumns: fields.list('Row 3: value columns', valueColumn, {
      defaultValue: DEFAULT_ROW3_VALUE_COLUMNS,
      max: 6,
      itemLabel: 'Value',
      itemTitleKey: 'value',
    }),
    mosaicHeading: fields.text('Mosaic heading', {
      defaultValue: 'Twelve flavours by family',
      max: 120,
    }),
    mosaicItems: fields.list('Mosaic', mosaicItem, {
      defaultValue: DEFAULT_MOSAIC_ITEMS,
      max: 8,
      itemLabel: 'Tile',
      itemTitleKey: 'valueTitle',
    }),
  }),
  example: {
    heading: 'Inside an e-liquid',
    mainText: DEFAULT_MAIN_TEXT,
    rowImages: DEFAULT_ROW_IMAGES,
    row2Items: DEFAULT_ROW2_ITEMS,
    row3Heading: 'Nicotine strengths',
    row3TextColumns: DEFAULT_ROW3_TEXT_COLUMNS,
    row3ValueColumns: DEFAULT_ROW3_VALUE_COLUMNS,
    mosaicHeading: 'Twelve flavours by family',
    mosaicItems: DEFAULT_MOSAIC_ITEMS,
  },
});
