import { defineBlock } from '../define-block';
import { fields } from '../fields';
import { buttonFields } from './field-helpers';
import { z } from 'zod';

/**
 * SPEC §3.1 Hero banner. `backbgroundImage` keeps the spec's spelling: it is the stored prop name.
 * Version 1 stored images as plain URL strings; version 2 stores image objects (url, alt, size).
 */
export const heroBanner = defineBlock({
  type: 'HeroBanner',
  version: 2,
  label: 'Hero banner',
  group: 'Heroes',
  icon: 'LayoutBoardSplit',
  description: 'Full-width banner with a title, text, up to two buttons and a background image.',
  schema: z.object({
    title: fields.text('Title', { defaultValue: 'Vaping, simplified', max: 120 }),
    description: fields.longText('Description', {
      defaultValue: 'Pod kits and e-liquids made for adult smokers looking for an alternative.',
      max: 600,
    }),
    ...buttonFields({
      names: { link: 'buttonHref' },
      text: { defaultValue: 'Shop devices' },
      link: { defaultValue: '/devices' },
    }),
    ...buttonFields({
      names: { text: 'secondButtonText', link: 'secondButtonHref' },
      label: 'Second button',
    }),
    darkText: fields.boolean('Dark text', false, 'Use dark text on a light background image'),
    backbgroundImage: fields.image('Background image', { required: true }),
  }),
  migrations: {
    1: (props) => ({
      ...props,
      backbgroundImage:
        typeof props.backbgroundImage === 'string'
          ? { url: props.backbgroundImage, alt: '' }
          : props.backbgroundImage,
    }),
  },
  example: {
    title: 'Vaping, simplified',
    description: 'Pod kits and e-liquids made for adult smokers looking for an alternative.',
    buttonText: 'Shop devices',
    buttonHref: '/devices',
    secondButtonText: 'What is vaping?',
    secondButtonHref: '/what-is-vaping',
    darkText: false,
    backbgroundImage: {
      url: '/media/hero-home.webp',
      alt: 'Lumo pod kit and compact device standing in front of an amber sun on a dark teal background',
      width: 1600,
      height: 700,
    },
  },
});
