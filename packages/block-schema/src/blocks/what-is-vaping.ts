import { z } from 'zod';
import { defineBlock } from '../define-block';
import { fields } from '../fields';
import { iconTextItem, shippedIcon as icon } from './icon-items';

/**
 * SPEC §3.1 What is vaping: a heading, a sub-heading, short illustrated points and videos.
 * Each video item needs a video file of an allowed type (SPEC §5).
 */
const pointItem = iconTextItem(300);

const videoItem = z.object({
  videoUrl: fields.video('Video', {
    required: true,
    help: 'Poster: the image shown before playing',
  }),
  text: fields.text('Caption', { max: 200 }),
});

export type WhatIsVapingPointInput = z.input<typeof pointItem>;
export type WhatIsVapingVideoInput = z.input<typeof videoItem>;

const DEFAULT_ITEMS: WhatIsVapingPointInput[] = [
  {
    imageUrl: icon('icon-battery.svg', 'Battery'),
    text: 'A rechargeable battery powers a small coil inside the pod.',
  },
  {
    imageUrl: icon('icon-puff.svg', 'Vapour'),
    text: 'When you draw, the coil heats the e-liquid into vapour. Nothing is burnt, so there is no smoke.',
  },
  {
    imageUrl: icon('icon-info.svg', 'Information'),
    text: 'Most e-liquids contain nicotine, which is highly addictive. Vaping is for adults who smoke or already vape.',
  },
];

const DEFAULT_VIDEOS: WhatIsVapingVideoInput[] = [
  {
    videoUrl: { url: '/media/what-is-vaping.webm', poster: '/media/what-is-vaping-poster.webp' },
    text: 'What is vaping? The basics in a minute and a half',
  },
];

export const whatIsVaping = defineBlock({
  type: 'WhatIsVaping',
  version: 1,
  label: 'What is vaping',
  group: 'Media',
  icon: 'Video',
  description: 'Explains vaping with short illustrated points and one or more videos.',
  schema: z.object({
    heading: fields.text('Heading', { defaultValue: 'What is vaping?', max: 120 }),
    subHeading: fields.text('Sub-heading', {
      defaultValue: 'How a vape works, in three steps',
      max: 200,
    }),
    items: fields.list('Points', pointItem, {
      defaultValue: DEFAULT_ITEMS,
      max: 8,
      itemLabel: 'Point',
      itemTitleKey: 'text',
    }),
    videoItems: fields.list('Videos', videoItem, {
      defaultValue: DEFAULT_VIDEOS,
      max: 4,
      itemLabel: 'Video',
      itemTitleKey: 'text',
    }),
  }),
  example: {
    heading: 'What is vaping?',
    subHeading: 'How a vape works, in three steps',
    items: DEFAULT_ITEMS,
    videoItems: DEFAULT_VIDEOS,
  },
});
