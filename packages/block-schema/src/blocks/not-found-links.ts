import { z } from 'zod';
import { DEFAULT_CONTENT_LINKS } from '../constants';
import { defineBlock } from '../define-block';
import { fields } from '../fields';

/** SPEC §2.6 / §3.1 Not-found links: a title and a list of popular links. */
const linkItem = z.object({
  linkText: fields.text('Link text', { required: true, max: 80 }),
  href: fields.link('Link', { required: true }),
});

export type NotFoundLinkInput = z.input<typeof linkItem>;

/** Link text for each of SPEC §2.6's default content links, in the spec's order. */
const LINK_TEXTS: Record<(typeof DEFAULT_CONTENT_LINKS)[number], string> = {
  '/devices': 'Devices',
  '/eliquids': 'E-liquids',
  '/what-is-vaping': 'What is vaping?',
  '/about-vaping/faq': 'Vaping FAQ',
  '/devices/compact/pod-vape-starter-kit': 'Pod vape starter kit',
  '/eliquids/compact/2-pods': 'Pods, pack of 2',
};

export const DEFAULT_NOT_FOUND_LINKS: NotFoundLinkInput[] = DEFAULT_CONTENT_LINKS.map((href) => ({
  linkText: LINK_TEXTS[href],
  href,
}));

export const notFoundLinks = defineBlock({
  type: 'NotFoundLinks',
  version: 1,
  label: 'Not-found links',
  group: 'Not found',
  icon: 'Link',
  description: 'A title and a list of popular links for the not-found page.',
  schema: z.object({
    title: fields.text('Title', { defaultValue: 'Popular searches', max: 120 }),
    links: fields.list('Links', linkItem, {
      defaultValue: DEFAULT_NOT_FOUND_LINKS,
      max: 20,
      itemLabel: 'Link',
      itemTitleKey: 'linkText',
    }),
  }),
  example: { title: 'Popular searches', links: DEFAULT_NOT_FOUND_LINKS },
});
