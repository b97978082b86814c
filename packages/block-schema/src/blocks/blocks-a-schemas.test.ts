import { describe, expect, it } from 'vitest';
import { ALLOWED_IMAGE_EXTENSIONS, ALLOWED_VIDEO_EXTENSIONS } from '../constants';
import { createDefaultProps, type BlockDefinition } from '../define-block';
import { getFieldMeta } from '../fields';
import { IMAGE_REQUIRED_MESSAGE, IMAGE_TYPE_MESSAGE, VIDEO_TYPE_MESSAGE } from '../media';
import { validatePage } from '../page';
import { BLOCK_DEFINITIONS } from '../registry';
import { accordion } from './accordion';
import { citation } from './citation';
import { container } from './container';
import { heroBanner } from './hero-banner';
import { BUTTON_LINK_MESSAGE, heroSecondary, VIDEO_BUTTON_MESSAGE } from './hero-secondary';
import { iconBox } from './icon-box';
import { permanentBlock } from './permanent-block';
import { pushBlockLeft, pushBlockRight } from './push-block';
import { quoteBlock } from './quote-block';
import { reassuranceBanner } from './reassurance-banner';
import { textBanner } from './text-banner';
import { visual } from './visual';
import { warningBannerBlock } from './warning-banner-block';

const asDefinition = (definition: unknown) => definition as BlockDefinition;
/** Every registered block, so a block added to the registry is checked without listing it here. */
const ALL = BLOCK_DEFINITIONS;

function messages(definition: BlockDefinition, props: unknown): string[] {
  const result = definition.schema.safeParse(props);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('first-half block definitions', () => {
  it.each(ALL.map((definition) => [definition.type, definition] as const))(
    '%s has a valid, complete example',
    (_type, definition) => {
      expect(messages(definition, definition.example)).toEqual([]);
    },
  );

  // SPEC §5: hero, background and push-block images are required.
  const REQUIRED_IMAGES: [BlockDefinition, string][] = [
    [asDefinition(heroBanner), 'backbgroundImage'],
    [asDefinition(heroSecondary), 'backgroundImage'],
    [asDefinition(textBanner), 'bgImage'],
    [asDefinition(citation), 'bgImage'],
    [asDefinition(pushBlockLeft), 'image'],
    [asDefinition(pushBlockRight), 'image'],
    [asDefinition(visual), 'image'],
  ];

  it.each(REQUIRED_IMAGES.map(([definition, key]) => [definition.type, key, definition] as const))(
    '%s refuses a missing or empty %s',
    (_type, key, definition) => {
      const withoutImage: Record<string, unknown> = { ...(definition.example as object) };
      delete withoutImage[key];
      expect(messages(definition, withoutImage)).toContain(IMAGE_REQUIRED_MESSAGE);
      expect(messages(definition, { ...withoutImage, [key]: { url: '', alt: '' } })).toContain(
        IMAGE_REQUIRED_MESSAGE,
      );
      expect(getFieldMeta(definition.schema.shape[key] as never)).toMatchObject({
        kind: 'image',
        required: true,
      });
    },
  );

  it.each([...ALLOWED_IMAGE_EXTENSIONS])('accepts .%s images', (extension) => {
    const image = { url: `/media/picture.${extension}`, alt: '' };
    expect(messages(asDefinition(pushBlockLeft), { ...pushBlockLeft.example, image })).toEqual([]);
    expect(messages(asDefinition(iconBox), { icon: image })).toEqual([]);
  });

  it.each(['bmp', 'tiff', 'webm', 'svgz', 'php'])('refuses .%s images', (extension) => {
    const image = { url: `/media/picture.${extension}`, alt: '' };
    expect(messages(asDefinition(pushBlockLeft), { ...pushBlockLeft.example, image })).toEqual([
      IMAGE_TYPE_MESSAGE,
    ]);
    expect(messages(asDefinition(iconBox), { icon: image })).toEqual([IMAGE_TYPE_MESSAGE]);
  });

  describe('HeroSecondary', () => {
    const movieButton = (url: string) => ({
      buttonText: 'Play',
      isMovie: true,
      movie: { url, poster: '' },
    });

    it('defaults the minimum height to 600', () => {
      expect(createDefaultProps(asDefinition(heroSecondary)).minHeight).toBe(600);
      const parsed = heroSecondary.schema.parse({ ...heroSecondary.example, minHeight: undefined });
      expect(parsed.minHeight).toBe(600);
    });

    it.each([...ALLOWED_VIDEO_EXTENSIONS])('accepts a .%s movie', (extension) => {
      const props = {
        ...heroSecondary.example,
        buttonItems: [movieButton(`/media/m.${extension}`)],
      };
      expect(messages(asDefinition(heroSecondary), props)).toEqual([]);
    });

    it.each(['mov', 'gif', 'mp3', 'webp'])('refuses a .%s movie', (extension) => {
      const props = {
        ...heroSecondary.example,
        buttonItems: [movieButton(`/media/m.${extension}`)],
      };
      expect(messages(asDefinition(heroSecondary), props)).toEqual([VIDEO_TYPE_MESSAGE]);
    });

    it('needs a video for a movie button and a link for a link button', () => {
      const props = {
        ...heroSecondary.example,
        buttonItems: [movieButton(''), { buttonText: 'Shop', isMovie: false }],
      };
      expect(messages(asDefinition(heroSecondary), props)).toEqual([
        VIDEO_BUTTON_MESSAGE,
        BUTTON_LINK_MESSAGE,
      ]);
    });

    it('accepts an external video link instead of a file, but not a javascript: one', () => {
      const external = (url: string) => ({
        ...heroSecondary.example,
        buttonItems: [{ buttonText: 'Play', isMovie: true, movieExternalUrl: url }],
      });
      expect(messages(asDefinition(heroSecondary), external('https://youtu.be/abc'))).toEqual([]);
      expect(messages(asDefinition(heroSecondary), external('javascript:alert(1)'))).not.toEqual(
        [],
      );
    });

    it('offers exactly the builder button variants', () => {
      const bad = {
        ...heroSecondary.example,
        buttonItems: [{ buttonText: 'Shop', buttonLink: '/devices', buttonVariant: 'tertiary' }],
      };
      expect(messages(asDefinition(heroSecondary), bad)[0]).toBe(
        'Button style must be one of: primary, secondary, secondary-white',
      );
    });
  });

  it('ReassuranceBanner defaults to the four SPEC items with icons', () => {
    const { items } = reassuranceBanner.schema.parse({});
    expect(items.map((item) => item.text)).toEqual([
      'Free shipping on orders over £9.99',
      'Quality tested',
      'Secure payment',
      'Easy return',
    ]);
    expect(items.map((item) => item.icon.url)).toEqual([
      '/media/icon-shipping.svg',
      '/media/icon-quality.svg',
      '/media/icon-secure-payment.svg',
      '/media/icon-easy-return.svg',
    ]);
  });

  it('Accordion is a container that needs a title and is open by default', () => {
    expect(accordion.isContainer).toBe(true);
    expect(container.isContainer).toBe(true);
    expect(messages(asDefinition(accordion), {})).toEqual(['Title is required']);
    expect(accordion.schema.parse({ title: 'Q' }).initClosed).toBe(false);
  });

  it('Warning banner text is sanitised when parsed and its alignment is limited', () => {
    const parsed = warningBannerBlock.schema.parse({
      text: '<p onclick="steal()">Warning<script>alert(1)</script></p>',
    });
    expect(parsed.text).toBe('<p>Warning</p>');
    expect(messages(asDefinition(warningBannerBlock), { textAlign: 'middle' })).toEqual([
      'Text alignment must be one of: left, center, right, justify',
    ]);
    expect(parsed.withCloseButtonAction).toBe(false);
    expect(parsed.text).not.toContain('script');
  });

  it('Permanent block defaults to the age notice with the store-view age token', () => {
    expect(permanentBlock.schema.parse({}).text).toContain(
      'You must be {minimumAge} or over to buy from this site.',
    );
  });

  it('a published page with every registered block validates', () => {
    const result = validatePage({
      formatVersion: 1,
      storeView: 'uk',
      path: '/why-lumo',
      title: 'Why Lumo',
      blocks: ALL.map((definition, position) => ({
        id: `block-${position}`,
        type: definition.type,
        version: definition.version,
        props: definition.example,
        ...(definition.isContainer
          ? {
              children: [
                {
                  id: `child-${position}`,
                  type: 'QuoteBlock',
                  version: 1,
                  props: quoteBlock.example,
                },
              ],
            }
          : {}),
      })),
    });
    expect(result.ok ? [] : result.issues).toEqual([]);
  });
});
