import { z } from 'zod';
import { defineBlock } from '../define-block';
import { fieldRegistry, fields } from '../fields';
import { buttonFields, withDefault } from './field-helpers';

/**
 * SPEC §3.1 Vaping just clicked (product intro): image, headings, text, a link button and an
 * action button that scrolls smoothly (SPEC §9: 2500 ms) to the element whose id is
 * `actionButtonScrollTo` (with or without a leading "#"). Empty action text hides that button.
 * Not `interactive`: the block renders on the server; only its scroll button is a client island.
 */
const ELEMENT_ID_PATTERN = /^#?[A-Za-z][\w:-]*$/;

const scrollTarget = z
  .string()
  .max(100)
  .refine(
    (value) => value === '' || ELEMENT_ID_PATTERN.test(value),
    'Scroll target must be an element id such as how-it-works',
  )
  .default('');
fieldRegistry.add(scrollTarget, {
  kind: 'text',
  label: 'Scroll to (element id)',
  help: 'Id of an element on this page, e.g. how-it-works',
});

const DEFAULT_IMAGE = {
  url: '/media/device-pod-kit.webp',
  alt: 'Lumo pod kit: a slim teal pen-style device with a pod fitted, a spare pod and a USB-C cable',
  width: 800,
  height: 800,
};

export const vapingJustClicked = defineBlock({
  type: 'VapingJustClicked',
  version: 1,
  label: 'Product intro (vaping just clicked)',
  group: 'Product',
  icon: 'Click',
  description: 'Product introduction with an image, a link button and a button that scrolls down.',
  schema: z.object({
    image: withDefault(fields.image('Image'), DEFAULT_IMAGE),
    heading: fields.text('Heading', { defaultValue: 'Vaping just clicked', max: 120 }),
    subHeading: fields.text('Sub-heading', { defaultValue: 'The Lumo pod kit', max: 200 }),
    mainText: fields.markup('Text', {
      defaultValue:
        '<p>Click a pod in, draw and go. A draw-activated device with 2 ml pods, a 60-minute charge and an auto-lock after three minutes without use.</p>',
      max: 3000,
    }),
    ...buttonFields({
      text: { defaultValue: 'See the starter kit' },
      link: { defaultValue: '/devices/compact/pod-vape-starter-kit' },
      variant: 'primary',
    }),
    actionButtonText: fields.text('Action button text', {
      defaultValue: 'How it works',
      max: 40,
      help: 'Leave empty to hide the scroll button',
    }),
    actionButtonScrollTo: scrollTarget,
  }),
  example: {
    image: DEFAULT_IMAGE,
    heading: 'Vaping just clicked',
    subHeading: 'The Lumo pod kit',
    mainText:
      '<p>Click a pod in, draw and go. A draw-activated device with 2 ml pods, a 60-minute charge and an auto-lock after three minutes without use.</p>',
    buttonText: 'See the starter kit',
    buttonLink: '/devices/compact/pod-vape-starter-kit',
    buttonVariant: 'primary',
    actionButtonText: 'How it works',
    actionButtonScrollTo: 'how-it-works',
  },
});
