import { z } from 'zod';
import { defineBlock } from '../define-block';
import { fields } from '../fields';
import { withDefault } from './field-helpers';

/** SPEC §3.1 Icon box: an icon, a title and a short text. */
export const iconBox = defineBlock({
  type: 'IconBox',
  version: 1,
  label: 'Icon box',
  group: 'Content',
  icon: 'Box',
  description: 'A small card with an icon, a title and a short text; place several in a container.',
  schema: z.object({
    title: fields.text('Title', { defaultValue: 'Auto-lock', max: 80 }),
    text: fields.markup('Text', {
      defaultValue: '<p>The device locks itself after three minutes without use.</p>',
      max: 1000,
    }),
    icon: withDefault(fields.image('Icon'), {
      url: '/media/icon-lock.svg',
      alt: '',
      width: 64,
      height: 64,
    }),
  }),
  example: {
    title: 'Auto-lock',
    text: '<p>The device locks itself after three minutes without use. Three quick clicks unlock it.</p>',
    icon: { url: '/media/icon-lock.svg', alt: '', width: 64, height: 64 },
  },
});
