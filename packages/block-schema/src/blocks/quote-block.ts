import { z } from 'zod';
import { defineBlock } from '../define-block';
import { fields } from '../fields';

/** SPEC §3.1 Quote block: a pull quote in the flow of the page (no image, unlike Citation). */
export const quoteBlock = defineBlock({
  type: 'QuoteBlock',
  version: 1,
  label: 'Quote',
  group: 'Content',
  icon: 'Blockquote',
  description: 'A highlighted quotation in the flow of the text.',
  schema: z.object({
    text: fields.longText('Quotation', {
      defaultValue: 'Fewer buttons, fewer settings: a device that simply works.',
      max: 600,
    }),
  }),
  example: {
    text: 'Fewer buttons, fewer settings, pods that click in. We wanted a device that simply works.',
  },
});
