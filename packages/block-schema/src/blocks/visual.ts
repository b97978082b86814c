import { z } from 'zod';
import { defineBlock } from '../define-block';
import { fields } from '../fields';

/** SPEC §3.1 Visual: one image across the content width. Required: the block is nothing without it. */
export const visual = defineBlock({
  type: 'Visual',
  version: 1,
  label: 'Visual',
  group: 'Media',
  icon: 'Photo',
  description: 'A single wide image.',
  schema: z.object({
    image: fields.image('Image', { required: true }),
  }),
  example: {
    image: {
      url: '/media/visual-lifestyle.webp',
      alt: 'Three adults walking along a city street at dusk under an amber sky',
      width: 1600,
      height: 900,
    },
  },
});
