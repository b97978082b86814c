import { z } from 'zod';
import { defineBlock } from '../define-block';
import { fields } from '../fields';
import { buttonFields } from './field-helpers';

/** SPEC §3.1 Type of devices: a heading, a sub-heading and a card per device family. */
const deviceItem = z.object({
  imageUrl: fields.image('Image'),
  heading: fields.text('Heading', { required: true, max: 80 }),
  text: fields.longText('Text', { max: 600 }),
  ...buttonFields({ text: { help: 'Leave empty to hide the button' } }),
  // A device card leads to a product or category: the link gets the catalogue picker.
  buttonLink: fields.catalogLink('Button link'),
});

export type DeviceItemInput = z.input<typeof deviceItem>;

function product(file: string, alt: string) {
  return { url: `/media/${file}`, alt, width: 800, height: 800 };
}

const DEFAULT_ITEMS: DeviceItemInput[] = [
  {
    imageUrl: product('device-pod-kit.webp', 'Lumo pod vape starter kit with two pods'),
    heading: 'Pod starter kit',
    text: 'A draw-activated device with two pods in the box. Click a pod in and start vaping: no settings, no refilling.',
    buttonText: 'See the starter kit',
    buttonLink: '/devices/compact/pod-vape-starter-kit',
  },
  {
    imageUrl: product('device-compact.webp', 'Lumo Compact device in graphite'),
    heading: 'Compact',
    text: 'Pocket-sized, with a battery that charges fully in 60 minutes and locks itself after three minutes without use.',
    buttonText: 'Shop Compact',
    buttonLink: '/devices',
  },
  {
    imageUrl: product('device-pro.webp', 'Lumo Pro device with an LED display'),
    heading: 'Pro',
    text: 'A larger battery, a puff counter that vibrates every 15 puffs and a display that shows battery and pod level.',
    buttonText: 'Shop Pro',
    buttonLink: '/devices',
  },
];

export const typeOfDevices = defineBlock({
  type: 'TypeOfDevices',
  version: 1,
  label: 'Type of devices',
  group: 'Product',
  icon: 'Devices',
  description: 'A heading, a sub-heading and a card per device type with a button.',
  schema: z.object({
    heading: fields.text('Heading', { defaultValue: 'Find the right device', max: 120 }),
    subHeading: fields.text('Sub-heading', {
      defaultValue: 'Every Lumo device takes the same 2 ml pods.',
      max: 200,
    }),
    items: fields.list('Devices', deviceItem, {
      defaultValue: DEFAULT_ITEMS,
      max: 8,
      itemLabel: 'Device',
      itemTitleKey: 'heading',
    }),
  }),
  example: {
    heading: 'Find the right device',
    subHeading: 'Every Lumo device takes the same 2 ml pods.',
    items: DEFAULT_ITEMS,
  },
});
