import { z } from 'zod';
import { defineBlock } from '../define-block';
import { fields } from '../fields';
import { buttonFields } from './field-helpers';

/**
 * SPEC §3.1 Push block left/right: an image beside a title, subtitle, text and a button. The two
 * types share one schema and one component; only the image side differs. Empty buttonText hides
 * the button (SPEC §2.6). The image is required (SPEC §5).
 */
export const pushBlockSchema = z.object({
  title: fields.text('Title', { defaultValue: 'The Lumo pod kit', max: 120 }),
  subtitle: fields.text('Subtitle', { defaultValue: 'Draw-activated, 2 ml pods', max: 160 }),
  description: fields.markup('Text', {
    defaultValue:
      '<p>No buttons to press: draw to vape. The kit charges in about 60 minutes over USB-C.</p>',
    max: 3000,
  }),
  ...buttonFields({
    names: { link: 'buttonHref' },
    text: { defaultValue: 'See the kit', help: 'Leave empty to hide the button' },
  }),
  // Same prop and stored value; the editor adds the catalogue picker to this link.
  buttonHref: fields.catalogLink('Button link', {
    defaultValue: '/devices/compact/pod-vape-starter-kit',
  }),
  image: fields.image('Image', { required: true }),
});

export const pushBlockLeft = defineBlock({
  type: 'PushBlockLeft',
  version: 1,
  label: 'Push block (image left)',
  group: 'Content',
  icon: 'LayoutSidebar',
  description: 'Image on the left, title, text and a button on the right.',
  schema: pushBlockSchema,
  example: {
    title: 'The Lumo pod kit',
    subtitle: 'Draw-activated, 2 ml pods',
    description:
      '<p>No buttons to press: draw to vape. The kit charges in about 60 minutes over USB-C and vibrates every 15 puffs so you can keep count.</p>',
    buttonText: 'See the starter kit',
    buttonHref: '/devices/compact/pod-vape-starter-kit',
    image: {
      url: '/media/push-left.webp',
      alt: 'A Lumo device on a wooden desk next to a notebook, a coffee cup and a plant',
      width: 1200,
      height: 800,
    },
  },
});

export const pushBlockRight = defineBlock({
  type: 'PushBlockRight',
  version: 1,
  label: 'Push block (image right)',
  group: 'Content',
  icon: 'LayoutSidebarRight',
  description: 'Title, text and a button on the left, image on the right.',
  schema: pushBlockSchema,
  example: {
    title: 'Pods in twelve flavours',
    subtitle: 'From 0 to 18 mg/ml',
    description:
      '<p>Mint, tobacco and fruit flavours in 2 ml pods, sold in packs of two. Pick the nicotine strength that suits you.</p>',
    buttonText: 'Shop pods',
    buttonHref: '/eliquids/compact/2-pods',
    image: {
      url: '/media/push-right.webp',
      alt: 'Two adults standing on a balcony above a city at dusk',
      width: 1200,
      height: 800,
    },
  },
});
