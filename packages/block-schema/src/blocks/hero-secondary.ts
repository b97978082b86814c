import { z } from 'zod';
import { HERO_MIN_HEIGHT_DEFAULT } from '../constants';
import { defineBlock } from '../define-block';
import { fields } from '../fields';
import { buttonFields } from './field-helpers';

/**
 * SPEC §3.1 HeroSecondary: a hero whose text sits in a coloured box over a background image,
 * with any number of buttons; a button can play a video (file or YouTube/Vimeo link) instead of
 * following a link. `customBgBoxSize` groups the switch and the box's width and height.
 */
export const VIDEO_BUTTON_MESSAGE = 'A video button needs a video file or an external video URL';
export const BUTTON_LINK_MESSAGE = 'A link button needs a link';

export const heroSecondaryButtonItem = z
  .object({
    ...buttonFields({ text: { required: true }, blank: true, variant: 'primary', movie: true }),
  })
  .superRefine((item, ctx) => {
    if (item.isMovie && !item.movie.url && !item.movieExternalUrl) {
      ctx.addIssue({ code: 'custom', path: ['movie'], message: VIDEO_BUTTON_MESSAGE });
    }
    if (!item.isMovie && !item.buttonLink) {
      ctx.addIssue({ code: 'custom', path: ['buttonLink'], message: BUTTON_LINK_MESSAGE });
    }
  });

export const heroSecondary = defineBlock({
  type: 'HeroSecondary',
  version: 1,
  label: 'Secondary hero',
  group: 'Heroes',
  icon: 'LayoutNavbar',
  description: 'Hero with a text box over a background image, link buttons and video buttons.',
  schema: z.object({
    mainText: fields.text('Main text', { defaultValue: 'What is vaping?', max: 120 }),
    mainTextColor: fields.color('Main text colour', '#ffffff'),
    backgroundBoxColor: fields.color(
      'Text box colour',
      '#062a2dd9',
      'Leave empty for no box behind the text',
    ),
    description: fields.longText('Description', {
      defaultValue: 'How a vape works, what is inside an e-liquid and how to choose a strength.',
      max: 600,
    }),
    descriptionTextColor: fields.color('Description colour', '#dcefed'),
    minHeight: fields.number('Minimum height (px)', {
      defaultValue: HERO_MIN_HEIGHT_DEFAULT,
      min: 200,
      max: 1200,
    }),
    customBgBoxSize: fields.object('Custom text box size', {
      enabled: fields.boolean('Use a custom size'),
      width: fields.number('Box width (px)', { defaultValue: 560, min: 200, max: 1200 }),
      height: fields.number('Box height (px)', { defaultValue: 360, min: 100, max: 1000 }),
    }),
    backgroundImage: fields.image('Background image', { required: true }),
    backgroundColor: fields.color(
      'Background colour',
      '#0b3d40',
      'Shown while the image loads and around it',
    ),
    buttonItems: fields.list('Buttons', heroSecondaryButtonItem, {
      max: 4,
      itemLabel: 'Button',
      itemTitleKey: 'buttonText',
    }),
  }),
  example: {
    mainText: 'What is vaping?',
    mainTextColor: '#ffffff',
    backgroundBoxColor: '#062a2dd9',
    description:
      'A plain guide for adults who smoke: how a vape works, what is inside an e-liquid and how to choose a nicotine strength.',
    descriptionTextColor: '#dcefed',
    minHeight: 600,
    customBgBoxSize: { enabled: false, width: 560, height: 360 },
    backgroundImage: {
      url: '/media/hero-what-is-vaping.webp',
      alt: 'A Lumo pod kit and a 10 ml e-liquid bottle with soft wisps of vapour on deep teal',
      width: 1600,
      height: 700,
    },
    backgroundColor: '#0b3d40',
    buttonItems: [
      {
        buttonText: 'Watch the two-minute guide',
        buttonLink: '',
        isBlank: false,
        buttonVariant: 'secondary-white',
        isMovie: true,
        movie: { url: '/media/what-is-vaping.webm', poster: '/media/what-is-vaping-poster.webp' },
        movieExternalUrl: '',
      },
      {
        buttonText: 'Read the FAQ',
        buttonLink: '/about-vaping/faq',
        isBlank: false,
        buttonVariant: 'primary',
        isMovie: false,
        movie: { url: '', poster: '' },
        movieExternalUrl: '',
      },
    ],
  },
});
