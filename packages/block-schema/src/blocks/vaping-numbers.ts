import { z } from 'zod';
import { defineBlock } from '../define-block';
import { fields } from '../fields';
import { iconTextItem, shippedIcon as icon } from './icon-items';

/**
 * SPEC §3.1 Vaping numbers: a heading, a row of key figures (icon + text) and a line below.
 * Default figures are SPEC §9's device facts.
 */
const numberItem = iconTextItem(200);

export type VapingNumberItemInput = z.input<typeof numberItem>;

const DEFAULT_ITEMS: VapingNumberItemInput[] = [
  {
    imageUrl: icon('icon-lock.svg', 'Padlock'),
    text: 'Locks itself after three minutes without use',
  },
  {
    imageUrl: icon('icon-puff.svg', 'Puff'),
    text: 'Vibrates every 15 puffs to help you keep count',
  },
  { imageUrl: icon('icon-battery.svg', 'Battery'), text: 'Fully charged in 60 minutes' },
  { imageUrl: icon('icon-info.svg', 'Pod'), text: '2 ml pods, the legal maximum' },
];

export const vapingNumbers = defineBlock({
  type: 'VapingNumbers',
  version: 1,
  label: 'Vaping numbers',
  group: 'Content',
  icon: 'Numbers',
  description: 'Key device figures, each with an icon, and a line of text below.',
  schema: z.object({
    heading: fields.text('Heading', { defaultValue: 'Lumo in numbers', max: 120 }),
    bottomText: fields.longText('Bottom text', {
      defaultValue:
        'Figures for the Lumo pod kit. This product contains nicotine which is a highly addictive substance. For adults only.',
      max: 600,
    }),
    items: fields.list('Figures', numberItem, {
      defaultValue: DEFAULT_ITEMS,
      max: 8,
      itemLabel: 'Figure',
      itemTitleKey: 'text',
    }),
  }),
  example: {
    heading: 'Lumo in numbers',
    bottomText:
      'Figures for the Lumo pod kit. This product contains nicotine which is a highly addictive substance. For adults only.',
    items: DEFAULT_ITEMS,
  },
});
