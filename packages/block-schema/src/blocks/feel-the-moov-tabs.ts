import { z } from 'zod';
import { defineBlock } from '../define-block';
import { fields } from '../fields';
import { buttonFields } from './field-helpers';

/**
 * SPEC §3.1 / §2.6 Feel-the-moov tabs: a tab per item. `buttonText` is the tab's label; the
 * panel shows `heading`, `mainText`, `image` and a link (`tabHrefText` → `tabHref`).
 * Exactly one tab is active at a time, the first one when the page loads.
 * Not `interactive`: the panels render on the server; only the tab switching is a client island.
 */
const tabItem = z.object({
  buttonText: fields.text('Tab label', { required: true, max: 40 }),
  heading: fields.text('Heading', { max: 120 }),
  mainText: fields.markup('Text', { max: 3000 }),
  image: fields.image('Image'),
  ...buttonFields({
    names: { text: 'tabHrefText', link: 'tabHref' },
    labels: { text: 'Link text', link: 'Link' },
    text: { help: 'Leave empty to hide the link' },
  }),
});

export type FeelTheMoovTabInput = z.input<typeof tabItem>;

function product(file: string, alt: string) {
  return { url: `/media/${file}`, alt, width: 800, height: 800 };
}

const DEFAULT_TABS: FeelTheMoovTabInput[] = [
  {
    buttonText: 'Draw',
    heading: 'Draw and go',
    mainText:
      '<p>No buttons and no settings: the device starts when you draw and stops when you stop.</p>',
    image: product('device-pod-kit.webp', 'Lumo pod kit held in one hand'),
    tabHrefText: 'See devices',
    tabHref: '/devices',
  },
  {
    buttonText: 'Pods',
    heading: 'Click-in pods',
    mainText:
      '<p>Each pod holds 2 ml of e-liquid and clicks in magnetically. Twelve flavours, in strengths from 0 to 18 mg/ml.</p>',
    image: product('pods-2-pack.webp', 'A pack of two Lumo pods'),
    tabHrefText: 'See pods',
    tabHref: '/eliquids/compact/2-pods',
  },
  {
    buttonText: 'Battery',
    heading: 'Charged in 60 minutes',
    mainText:
      '<p>A full charge takes 60 minutes. The device locks itself after three minutes without use and vibrates every 15 puffs.</p>',
    image: product('device-compact.webp', 'Lumo Compact device charging'),
    tabHrefText: 'See the starter kit',
    tabHref: '/devices/compact/pod-vape-starter-kit',
  },
];

export const feelTheMoovTabs = defineBlock({
  type: 'FeelTheMoovTabs',
  version: 1,
  label: 'Feature tabs (feel the moov)',
  group: 'Content',
  icon: 'LayoutNavbar',
  description:
    'Tabs that each show a heading, text, an image and a link. The first tab starts open.',
  schema: z.object({
    tabItems: fields.list('Tabs', tabItem, {
      defaultValue: DEFAULT_TABS,
      min: 1,
      max: 6,
      itemLabel: 'Tab',
      itemTitleKey: 'buttonText',
    }),
  }),
  example: { tabItems: DEFAULT_TABS },
});
