import { z } from 'zod';
import { defineBlock } from '../define-block';
import { fields } from '../fields';

/** SPEC §2.6 / §3.1 Not-found header: the page's title and error message. */
export const NOT_FOUND_TITLE = 'WE ARE VERY SORRY.';
export const NOT_FOUND_ERROR_MESSAGE =
  "We couldn't find the content you were looking for. Try one of our popular searches below.";

export const notFoundHeader = defineBlock({
  type: 'NotFoundHeader',
  version: 1,
  label: 'Not-found header',
  group: 'Not found',
  icon: 'Error404',
  description: 'Title and error message at the top of the not-found page.',
  schema: z.object({
    title: fields.text('Title', { defaultValue: NOT_FOUND_TITLE, max: 120 }),
    errorMessage: fields.longText('Error message', {
      defaultValue: NOT_FOUND_ERROR_MESSAGE,
      max: 600,
    }),
  }),
  example: { title: NOT_FOUND_TITLE, errorMessage: NOT_FOUND_ERROR_MESSAGE },
});
