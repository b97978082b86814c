import { z } from 'zod';
import { defineBlock } from '../define-block';
import { fields } from '../fields';

/**
 * SPEC §3.1 / §2.6 Accordion: open by default, toggles on click, starts closed when initClosed.
 * Its body is its child blocks (a container). Addition to the spec: an optional rich-text
 * `content`, rendered before the children, so an FAQ answer needs no extra block.
 * Not `interactive`: the block renders on the server; only its open/close toggle is a client island.
 */
export const accordion = defineBlock({
  type: 'Accordion',
  version: 1,
  label: 'Accordion',
  group: 'Content',
  icon: 'ListDetails',
  description: 'A titled section that opens and closes; holds text and other blocks (FAQ).',
  isContainer: true,
  schema: z.object({
    title: fields.text('Title', { required: true, max: 200 }),
    content: fields.markup('Text', {
      max: 10000,
      help: 'Shown above the blocks placed inside the accordion',
    }),
    notFirstInGroup: fields.boolean(
      'Follows another accordion',
      false,
      'Joins this accordion to the one above it (no gap, shared border)',
    ),
    initClosed: fields.boolean('Start closed'),
  }),
  example: {
    title: 'How long does a full charge take?',
    content:
      '<p>About 60 minutes with the USB-C cable in the box. A full charge lasts most people a day.</p>',
    notFirstInGroup: false,
    initClosed: false,
  },
});
