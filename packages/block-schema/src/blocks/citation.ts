import { z } from 'zod';
import { defineBlock } from '../define-block';
import { fields } from '../fields';

/** SPEC §3.1 Citation: a quotation over a background image (required, SPEC §5). */
export const citation = defineBlock({
  type: 'Citation',
  version: 1,
  label: 'Citation',
  group: 'Content',
  icon: 'Quote',
  description: 'A large quotation set on a background image.',
  schema: z.object({
    text: fields.longText('Quotation', {
      defaultValue: 'We design every Lumo device to do one thing well, without fuss.',
      max: 600,
    }),
    bgImage: fields.image('Background image', { required: true }),
  }),
  example: {
    text: 'We design every Lumo device to do one thing well: click in a pod, draw, and put it back in your pocket.',
    bgImage: {
      url: '/media/texture-light.webp',
      alt: '',
      width: 1600,
      height: 500,
    },
  },
});
