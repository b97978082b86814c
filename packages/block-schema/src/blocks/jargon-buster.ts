import { z } from 'zod';
import { defineBlock } from '../define-block';
import { fields } from '../fields';

/**
 * SPEC §3.1 Jargon buster: a heading and two columns of terms, each a title and its explanation.
 * The jargon FAQ-style page is built from this block. Explanations are markup so editors can
 * bold a word or link to a product; they are sanitised like every markup field.
 */
const jargonItem = z.object({
  title: fields.text('Term', { required: true, max: 120 }),
  text: fields.markup('Explanation', { max: 3000 }),
});

export type JargonItemInput = z.input<typeof jargonItem>;

const DEFAULT_LEFT_COLUMN: JargonItemInput[] = [
  {
    title: 'Pod',
    text: '<p>A small cartridge that holds the e-liquid and the coil. You click a pod into the device and replace it when it is empty.</p>',
  },
  {
    title: 'Coil',
    text: '<p>The heating element that turns e-liquid into vapour. In a Lumo pod the coil is built in, so you get a fresh one with every pod.</p>',
  },
  {
    title: 'Mouth to lung',
    text: '<p>A way of vaping close to smoking a cigarette: you draw the vapour into your mouth first, then inhale. Lumo devices are made for mouth to lung vaping.</p>',
  },
  {
    title: 'E-liquid',
    text: '<p>The liquid that is vaporised. It is made of propylene glycol (PG), vegetable glycerine (VG), flavourings and, in most cases, nicotine.</p>',
  },
  {
    title: 'PG / VG',
    text: '<p>Propylene glycol carries the flavour and gives the throat hit; vegetable glycerine gives a smoother, denser vapour. The ratio is printed on every Lumo e-liquid.</p>',
  },
];

const DEFAULT_RIGHT_COLUMN: JargonItemInput[] = [
  {
    title: 'Nicotine strength',
    text: '<p>How much nicotine an e-liquid contains, in milligrams per millilitre (mg/ml). Lumo e-liquids come in 0, 6, 12 and 18 mg/ml. Nicotine is a highly addictive substance.</p>',
  },
  {
    title: 'Tank capacity',
    text: '<p>2 ml maximum: the most e-liquid a tank or pod may hold under UK rules. Refill bottles hold at most 10 ml.</p>',
  },
  {
    title: 'Throat hit',
    text: '<p>The feeling at the back of the throat when you inhale. Higher nicotine strengths and more PG give a stronger throat hit.</p>',
  },
  {
    title: 'Auto-lock',
    text: '<p>Lumo devices lock themselves after three minutes without use, and vibrate every 15 puffs so you can keep track of how much you vape.</p>',
  },
  {
    title: 'Draw-activated',
    text: '<p>The device starts heating when you inhale, with no button to press. A full charge takes about 60 minutes.</p>',
  },
];

export const jargonBuster = defineBlock({
  type: 'JargonBuster',
  version: 1,
  label: 'Jargon buster',
  group: 'Content',
  icon: 'Vocabulary',
  description: 'A heading and two columns of vaping terms with short explanations.',
  schema: z.object({
    heading: fields.text('Heading', { defaultValue: 'Vaping jargon, explained', max: 120 }),
    leftColumnItems: fields.list('Left column', jargonItem, {
      defaultValue: DEFAULT_LEFT_COLUMN,
      max: 30,
      itemLabel: 'Term',
      itemTitleKey: 'title',
    }),
    rightColumnItems: fields.list('Right column', jargonItem, {
      defaultValue: DEFAULT_RIGHT_COLUMN,
      max: 30,
      itemLabel: 'Term',
      itemTitleKey: 'title',
    }),
  }),
  example: {
    heading: 'Vaping jargon, explained',
    leftColumnItems: DEFAULT_LEFT_COLUMN,
    rightColumnItems: DEFAULT_RIGHT_COLUMN,
  },
});
