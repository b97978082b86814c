import { z } from 'zod';
import { defineBlock } from '../define-block';
import { fields } from '../fields';

/**
 * SPEC §2.6 Container: holds other blocks. The spec names no inputs; these layout settings are
 * the minimum an editor needs to place blocks side by side on a coloured band.
 */
export const CONTAINER_WIDTHS = ['narrow', 'content', 'wide', 'full'] as const;
export const CONTAINER_COLUMNS = ['1', '2', '3', '4'] as const;
export const CONTAINER_SPACINGS = ['none', 'small', 'medium', 'large'] as const;

export const container = defineBlock({
  type: 'Container',
  version: 1,
  label: 'Container',
  group: 'Layout',
  icon: 'Container',
  description: 'Groups blocks in columns on an optional coloured band.',
  isContainer: true,
  schema: z.object({
    width: fields.select('Width', CONTAINER_WIDTHS, 'content'),
    columns: fields.select(
      'Columns on desktop',
      CONTAINER_COLUMNS,
      '1',
      'Blocks stack on small screens and sit side by side from 992px',
    ),
    spacing: fields.select('Space above and below', CONTAINER_SPACINGS, 'medium'),
    backgroundColor: fields.color('Background colour'),
  }),
  example: {
    width: 'content',
    columns: '2',
    spacing: 'medium',
    backgroundColor: '#f1f8f7',
  },
});
