import { z } from 'zod';
import { defineBlock } from '../define-block';
import { fields } from '../fields';
import { buttonFields, withDefault } from './field-helpers';
import { shippedIcon as icon } from './icon-items';

/**
 * SPEC §2.2 / §3.1 configurable footer: background, map image with a store-finder button
 * (default /storelocator), a contact block linking to /contacts, contact infos, logo, info list,
 * social items, menus, perks, payment images, and a copyright line. In `copyright`, `{year}`
 * becomes the year of the render's clock; without the token the year is put in front.
 * Version 1 called its two buttons' props `mapButton: { text, link }` and
 * `contact: { linkText, link }`; version 2 spells them as every other button (`buttonText`,
 * `buttonLink`, see buttonFields).
 */
export const COPYRIGHT_YEAR_TOKEN = '{year}';

/** v1 -> v2: a button object's own text/link keys become buttonText/buttonLink, the rest stays. */
function renameButtonKeys(value: unknown, textKey: string, linkKey: string): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const { [textKey]: text, [linkKey]: link, ...rest } = value as Record<string, unknown>;
  return {
    ...rest,
    ...(text !== undefined && rest.buttonText === undefined ? { buttonText: text } : {}),
    ...(link !== undefined && rest.buttonLink === undefined ? { buttonLink: link } : {}),
  };
}

const linkItem = z.object({
  text: fields.text('Text', { required: true, max: 60 }),
  href: fields.link('Link', { required: true }),
});

const menu = z.object({
  title: fields.text('Title', { required: true, max: 60 }),
  links: fields.list('Links', linkItem, { max: 12, itemLabel: 'Link', itemTitleKey: 'text' }),
});

const contactInfo = z.object({
  label: fields.text('Label', { max: 60 }),
  value: fields.text('Value', { required: true, max: 120 }),
  href: fields.link('Link', { help: 'Optional, e.g. tel:+44… or mailto:…' }),
});

const infoItem = z.object({ text: fields.text('Text', { required: true }) });

const socialItem = z.object({
  label: fields.text('Network', { required: true, max: 40 }),
  image: fields.image('Icon'),
  href: fields.link('Link', { required: true }),
});

const perk = z.object({
  icon: fields.image('Icon'),
  text: fields.text('Text', { required: true, max: 120 }),
});

const paymentImage = z.object({
  image: fields.image('Logo', { required: true }),
});

export type FooterMenuInput = z.input<typeof menu>;
export type FooterContactInfoInput = z.input<typeof contactInfo>;
export type FooterSocialItemInput = z.input<typeof socialItem>;
export type FooterPerkInput = z.input<typeof perk>;
export type FooterPaymentImageInput = z.input<typeof paymentImage>;

const DEFAULT_MAP_IMAGE = {
  url: '/media/map-uk.webp',
  alt: 'Map of the United Kingdom with amber pins on stockists in major cities',
  width: 800,
  height: 600,
};
const DEFAULT_LOGO = { url: '/media/logo.svg', alt: 'Lumo', width: 160, height: 40 };

const DEFAULT_CONTACT_INFOS: FooterContactInfoInput[] = [
  { label: 'Phone', value: '020 7946 0123', href: 'tel:+442079460123' },
  { label: 'Email', value: 'help@lumo.example', href: 'mailto:help@lumo.example' },
  { label: 'Opening hours', value: 'Monday to Friday, 9am to 5pm', href: '' },
];

const DEFAULT_INFO_LIST = [
  { text: 'This product contains nicotine which is a highly addictive substance.' },
  { text: 'For adults only. We check your age before we dispatch your order.' },
  { text: 'Not for sale to anyone under 18. Not for use by non-smokers.' },
];

const DEFAULT_SOCIAL_ITEMS: FooterSocialItemInput[] = [
  {
    label: 'Facebook',
    image: { url: '/media/social-facebook.svg', alt: 'Lumo on Facebook', width: 32, height: 32 },
    href: 'https://www.facebook.com/lumovapeuk',
  },
  {
    label: 'Instagram',
    image: { url: '/media/social-instagram.svg', alt: 'Lumo on Instagram', width: 32, height: 32 },
    href: 'https://www.instagram.com/lumovapeuk',
  },
  {
    label: 'YouTube',
    image: { url: '/media/social-youtube.svg', alt: 'Lumo on YouTube', width: 32, height: 32 },
    href: 'https://www.youtube.com/@lumovapeuk',
  },
];

const DEFAULT_MENUS: FooterMenuInput[] = [
  {
    title: 'Shop',
    links: [
      { text: 'Devices', href: '/devices' },
      { text: 'E-liquids', href: '/eliquids' },
      { text: 'Pod vape starter kit', href: '/devices/compact/pod-vape-starter-kit' },
      { text: 'Pods', href: '/eliquids/compact/2-pods' },
    ],
  },
  {
    title: 'Learn',
    links: [
      { text: 'What is vaping?', href: '/what-is-vaping' },
      { text: 'Why Lumo', href: '/why-lumo' },
      { text: 'Lumo flavours', href: '/lumo-flavors' },
      { text: 'FAQ', href: '/faq' },
    ],
  },
  {
    title: 'Help',
    links: [
      { text: 'Contact us', href: '/contacts' },
      { text: 'Track my order', href: '/track-order' },
      { text: 'Store locator', href: '/storelocator' },
      { text: 'Recycling points', href: '/recycling' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { text: 'Terms and conditions', href: '/terms-and-conditions' },
      { text: 'Terms of service', href: '/terms-of-service' },
      { text: 'Privacy policy', href: '/privacy-policy' },
    ],
  },
];

const DEFAULT_PERKS: FooterPerkInput[] = [
  { icon: icon('icon-shipping.svg', 'Delivery van'), text: 'Free delivery on orders over £9.99' },
  {
    icon: icon('icon-quality.svg', 'Quality seal'),
    text: 'Same-day dispatch when you order before 3pm',
  },
  { icon: icon('icon-easy-return.svg', 'Return arrow'), text: 'Easy returns' },
  { icon: icon('icon-recycle.svg', 'Recycling arrows'), text: 'Free take-back of used devices' },
];

const DEFAULT_PAYMENT_IMAGES: FooterPaymentImageInput[] = [
  { image: { url: '/media/payment-visa.svg', alt: 'Visa', width: 64, height: 40 } },
  { image: { url: '/media/payment-mastercard.svg', alt: 'Mastercard', width: 64, height: 40 } },
  { image: { url: '/media/payment-paypal.svg', alt: 'PayPal', width: 64, height: 40 } },
];

const DEFAULT_COPYRIGHT = `© ${COPYRIGHT_YEAR_TOKEN} Lumo. All rights reserved.`;

export const footer = defineBlock({
  type: 'Footer',
  version: 2,
  label: 'Footer',
  group: 'Footer',
  icon: 'LayoutBottombar',
  description:
    'Site footer: store finder map, contact, menus, perks, social and payment logos, copyright.',
  schema: z.object({
    background: fields.color('Background colour', '#15161c'),
    mapImage: withDefault(fields.image('Map image'), DEFAULT_MAP_IMAGE),
    mapButton: fields.object(
      'Map button',
      buttonFields({
        labels: { text: 'Text', link: 'Link' },
        text: { defaultValue: 'Find a store near you' },
        link: { defaultValue: '/storelocator' },
      }),
    ),
    contact: fields.object('Contact block', {
      heading: fields.text('Heading', { defaultValue: 'Need a hand?', max: 80 }),
      text: fields.longText('Text', {
        defaultValue: 'Our UK team answers questions about orders, devices and returns.',
        max: 400,
      }),
      ...buttonFields({
        labels: { text: 'Link text', link: 'Link' },
        text: { defaultValue: 'Contact us' },
        link: { defaultValue: '/contacts' },
      }),
    }),
    contactInfos: fields.list('Contact infos', contactInfo, {
      defaultValue: DEFAULT_CONTACT_INFOS,
      max: 6,
      itemLabel: 'Contact info',
      itemTitleKey: 'value',
    }),
    logo: withDefault(fields.image('Logo'), DEFAULT_LOGO),
    infoList: fields.list('Info list', infoItem, {
      defaultValue: DEFAULT_INFO_LIST,
      max: 8,
      itemLabel: 'Line',
      itemTitleKey: 'text',
    }),
    socialItems: fields.list('Social items', socialItem, {
      defaultValue: DEFAULT_SOCIAL_ITEMS,
      max: 8,
      itemLabel: 'Social link',
      itemTitleKey: 'label',
    }),
    menus: fields.list('Menus', menu, {
      defaultValue: DEFAULT_MENUS,
      max: 6,
      itemLabel: 'Menu',
      itemTitleKey: 'title',
    }),
    perks: fields.list('Perks', perk, {
      defaultValue: DEFAULT_PERKS,
      max: 6,
      itemLabel: 'Perk',
      itemTitleKey: 'text',
    }),
    paymentImages: fields.list('Payment images', paymentImage, {
      defaultValue: DEFAULT_PAYMENT_IMAGES,
      max: 10,
      itemLabel: 'Payment logo',
    }),
    copyright: fields.text('Copyright', {
      defaultValue: DEFAULT_COPYRIGHT,
      max: 200,
      help: '{year} shows the current year',
    }),
  }),
  migrations: {
    1: (props) => ({
      ...props,
      mapButton: renameButtonKeys(props.mapButton, 'text', 'link'),
      contact: renameButtonKeys(props.contact, 'linkText', 'link'),
    }),
  },
  example: {
    background: '#15161c',
    mapImage: DEFAULT_MAP_IMAGE,
    mapButton: { buttonText: 'Find a store near you', buttonLink: '/storelocator' },
    contact: {
      heading: 'Need a hand?',
      text: 'Our UK team answers questions about orders, devices and returns.',
      buttonText: 'Contact us',
      buttonLink: '/contacts',
    },
    contactInfos: DEFAULT_CONTACT_INFOS,
    logo: DEFAULT_LOGO,
    infoList: DEFAULT_INFO_LIST,
    socialItems: DEFAULT_SOCIAL_ITEMS,
    menus: DEFAULT_MENUS,
    perks: DEFAULT_PERKS,
    paymentImages: DEFAULT_PAYMENT_IMAGES,
    copyright: DEFAULT_COPYRIGHT,
  },
});
