import { z } from 'zod';
import { defineBlock } from '../define-block';
import { fields } from '../fields';

/**
 * SPEC §3.1 How to use: a heading and video items. Each item plays `movie` (an uploaded video)
 * when set; otherwise, when `movieExternalUrl` is set (e.g. a YouTube page), its poster links
 * there in a new tab. Without either the item shows its poster and text only.
 */
const howToUseItem = z.object({
  text: fields.text('Text', { max: 300 }),
  poster: fields.image('Poster', { help: 'Shown before the video plays' }),
  movie: fields.video('Video'),
  movieExternalUrl: fields.link('External video link', {
    help: 'Used when no video file is set, e.g. https://www.youtube.com/watch?v=…',
  }),
});

export type HowToUseItemInput = z.input<typeof howToUseItem>;

const DEFAULT_ITEMS: HowToUseItemInput[] = [
  {
    text: 'Charge the device, click in a pod and draw gently: the device starts when you inhale.',
    poster: {
      url: '/media/how-to-use-poster.webp',
      alt: 'A pod, the pod fitted into a Lumo device, and the device in use, shown as three steps',
      width: 1280,
      height: 720,
    },
    movie: { url: '/media/how-to-use.webm', poster: '' },
    movieExternalUrl: '',
  },
];

export const howToUse = defineBlock({
  type: 'HowToUse',
  version: 1,
  label: 'How to use',
  group: 'Media',
  icon: 'PlayerPlay',
  description: 'A heading and how-to videos, each with a poster and a short text.',
  schema: z.object({
    heading: fields.text('Heading', { defaultValue: 'How to use your Lumo', max: 120 }),
    items: fields.list('Videos', howToUseItem, {
      defaultValue: DEFAULT_ITEMS,
      max: 6,
      itemLabel: 'Video',
      itemTitleKey: 'text',
    }),
  }),
  example: {
    heading: 'How to use your Lumo',
    items: [
      ...DEFAULT_ITEMS,
      {
        text: 'New to vaping? What happens inside the device, step by step.',
        poster: {
          url: '/media/what-is-vaping-poster.webp',
          alt: 'A Lumo device and an e-liquid bottle with vapour rising, inside a teal circle',
          width: 1280,
          height: 720,
        },
        movie: { url: '/media/what-is-vaping.webm', poster: '' },
        movieExternalUrl: '',
      },
    ],
  },
});
