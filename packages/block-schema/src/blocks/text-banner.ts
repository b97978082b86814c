import { z } from 'zod';
import { defineBlock } from '../define-block';
import { fields } from '../fields';

/** SPEC §3.1 Text banner: rich text over a background image (required, SPEC §5). */
export const textBanner = defineBlock({
  type: 'TextBanner',
  version: 1,
  label: 'Text banner',
  group: 'Content',
  icon: 'TextSize',
  description: 'A short statement in large type over a background image.',
  schema: z.object({
    text: fields.markup('Text', {
      defaultValue: '<h2>Made for adults who smoke</h2><p>Simple devices, clear strengths.</p>',
      max: 3000,
    }),
    bgImage: fields.image('Background image', { required: true }),
  }),
  example: {
    text: '<h2>Made for adults who smoke</h2><p>Two devices, twelve flavours and four nicotine strengths, from 0 to 18 mg/ml. Every pod holds 2 ml.</p>',
    bgImage: {
      url: '/media/texture-dark.webp',
      alt: '',
      width: 1600,
      height: 500,
    },
  },
});
