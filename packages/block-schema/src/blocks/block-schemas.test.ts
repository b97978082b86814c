import { describe, expect, it } from 'vitest';
import { ALLOWED_IMAGE_EXTENSIONS, ALLOWED_VIDEO_EXTENSIONS } from '../constants';
import { BLOCK_GROUPS, createDefaultProps, type BlockDefinition } from '../define-block';
import { getFieldMeta } from '../fields';
import { IMAGE_REQUIRED_MESSAGE, IMAGE_TYPE_MESSAGE, VIDEO_TYPE_MESSAGE } from '../media';
import { validatePage } from '../page';
import { BLOCK_DEFINITIONS } from '../registry';
import { accordion } from './accordion';
import { brochureModule } from './brochure-module';
import { citation } from './citation';
import { container } from './container';
import { feelTheMoovTabs } from './feel-the-moov-tabs';
import { flavourGrid } from './flavour-grid';
import { footer } from './footer';
import { heroBanner } from './hero-banner';
import { BUTTON_LINK_MESSAGE, heroSecondary, VIDEO_BUTTON_MESSAGE } from './hero-secondary';
import { iconBox } from './icon-box';
import { jargonBuster } from './jargon-buster';
import { orderedOfferBlock } from './ordered-offer-block';
import { permanentBlock } from './permanent-block';
import { pushBlockLeft, pushBlockRight } from './push-block';
import { quoteBlock } from './quote-block';
import { reassuranceBanner } from './reassurance-banner';
import { textBanner } from './text-banner';
import { vapingJustClicked } from './vaping-just-clicked';
import { vapingNumbers } from './vaping-numbers';
import { visual } from './visual';
import { warningBannerBlock } from './warning-banner-block';

const asDefinition = (definition: unknown) => definition as BlockDefinition;
/** Every registered block, so a block added to the registry is checked without listing it here. */
const ALL = BLOCK_DEFINITIONS;

function messages(definition: BlockDefinition, props: unknown): string[] {
  const result = definition.schema.safeParse(props);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('block definitions', () => {
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

    it.each(['mo', 'gif', 'mp3', 'webp', 'qt'])('refuses a .%s movie', (extension) => {
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

describe.each(ALL.map((definition) => [definition.type, definition] as const))(
  '%s definition',
  (_type, definition) => {
    it('has its editor data', () => {
      expect(definition.version).toBeGreaterThanOrEqual(1);
      expect(BLOCK_GROUPS).toContain(definition.group);
      expect(definition.icon).toMatch(/^[A-Z][A-Za-z0-9]+$/);
      expect(definition.label).not.toBe('');
      expect(definition.description).not.toBe('');
    });

    it('has a label for every field', () => {
      for (const [key, field] of Object.entries(definition.schema.shape)) {
        expect(getFieldMeta(field as never)?.label, key).toBeTruthy();
      }
    });
  },
);

/**
 * A freshly added block publishes as it is unless the editor must fill a required field (an image,
 * a title) first: its defaults are refused for "required" reasons only. Every example that ships
 * images gives them alt text and a size. Both apply to every registered block.
 */
describe.each(ALL.map((definition) => [definition.type, definition] as const))(
  '%s defaults and example',
  (_type, definition) => {
    it('publishes its defaults, or refuses them only for fields an editor must fill', () => {
      const result = asDefinition(definition).schema.safeParse(
        createDefaultProps(asDefinition(definition)),
      );
      const notAboutRequired = (result.error?.issues ?? []).filter(
        (issue) => !/required/i.test(issue.message),
      );
      expect(notAboutRequired).toEqual([]);
    });

    it('has an example whose images carry alt text and a size', () => {
      for (const image of findImages(definition.example)) {
        expect(image.url).toMatch(/^\/media\/[a-z0-9-]+\.(webp|svg)$/);
        if (!DECORATIVE_IMAGE_KEY.test(image.key)) expect(image.alt, image.url).not.toBe('');
        expect(image.width).toBeGreaterThan(0);
        expect(image.height).toBeGreaterThan(0);
      }
    });
  },
);

interface ImageLike {
  url: string;
  alt: string;
  width?: number;
  height?: number;
}

/** Every image value ({ url, alt, ... }) in a value, with the prop key it sits under. */
function findImages(value: unknown, key = ''): (ImageLike & { key: string })[] {
  if (Array.isArray(value)) return value.flatMap((item) => findImages(item, key));
  if (typeof value !== 'object' || value === null) return [];
  const record = value as Record<string, unknown>;
  if (typeof record.url === 'string' && 'alt' in record) {
    return [{ ...(record as unknown as ImageLike), key }];
  }
  return Object.entries(record).flatMap(([childKey, child]) => findImages(child, childKey));
}

/** Backgrounds and icons beside their text are decorative: their alt text is empty on purpose. */
const DECORATIVE_IMAGE_KEY = /^(bgImage|background|backgroundImage|backbgroundImage|icon)$/;

describe('block rules', () => {
  it('sanitises jargon explanations (markup)', () => {
    const props = jargonBuster.schema.parse({
      leftColumnItems: [
        {
          title: 'Coil',
          text: '<p onclick="steal()">Heats<script>alert(1)</script> <a href="javascript:x()">e-liquid</a></p>',
        },
      ],
    });
    const text = props.leftColumnItems[0]?.text ?? '';
    expect(text).not.toMatch(/script|onclick|javascript/);
    expect(text).toContain('Heats');
  });

  it('keeps SPEC §9 facts in the jargon defaults, including the 2 ml tank maximum', () => {
    const props = jargonBuster.schema.parse({});
    const all = [...props.leftColumnItems, ...props.rightColumnItems];
    expect(all.map((item) => item.title)).toEqual(
      expect.arrayContaining([
        'Pod',
        'Coil',
        'Mouth to lung',
        'Nicotine strength',
        'Tank capacity',
      ]),
    );
    const tank = all.find((item) => item.title === 'Tank capacity');
    expect(tank?.text).toContain('2 ml maximum');
  });

  it('keeps SPEC §9 device facts in the vaping numbers defaults', () => {
    const texts = vapingNumbers.schema
      .parse({})
      .items.map((item) => item.text)
      .join(' | ');
    expect(texts).toMatch(/three minutes/);
    expect(texts).toMatch(/15 puffs/);
    expect(texts).toMatch(/60 minutes/);
    expect(texts).toMatch(/2 ml/);
  });

  it('tabs need at least one tab, each with a label', () => {
    expect(feelTheMoovTabs.schema.safeParse({ tabItems: [] }).success).toBe(false);
    expect(feelTheMoovTabs.schema.safeParse({ tabItems: [{ heading: 'x' }] }).success).toBe(false);
  });

  it('product intro takes builder button variants and an element id to scroll to', () => {
    const parse = (props: object) => vapingJustClicked.schema.safeParse(props).success;
    expect(parse({ buttonVariant: 'secondary-white' })).toBe(true);
    expect(parse({ buttonVariant: 'tertiary' })).toBe(false);
    expect(parse({ actionButtonScrollTo: 'how-it-works' })).toBe(true);
    expect(parse({ actionButtonScrollTo: '#how-it-works' })).toBe(true);
    expect(parse({ actionButtonScrollTo: 'a b' })).toBe(false);
    expect(parse({ actionButtonScrollTo: '"><script>' })).toBe(false);
  });

  it('ordered offer row gap is bounded pixels', () => {
    expect(orderedOfferBlock.schema.parse({}).rowGap).toBe(48);
    expect(orderedOfferBlock.schema.safeParse({ rowGap: -1 }).success).toBe(false);
    expect(orderedOfferBlock.schema.safeParse({ rowGap: 500 }).success).toBe(false);
  });

  it('footer defaults: map button to /storelocator, contact block to /contacts, year token', () => {
    const props = footer.schema.parse({});
    expect(props.mapButton.buttonLink).toBe('/storelocator');
    expect(props.contact.buttonLink).toBe('/contacts');
    expect(props.copyright).toContain('{year}');
    expect(props.logo.url).toBe('/media/logo.svg');
  });

  it('brochure defaults cover nicotine strengths 0/6/12/18 mg/ml and the twelve flavours', () => {
    const props = brochureModule.schema.parse({});
    expect(props.row3ValueColumns.map((column) => `${column.value} ${column.unit}`)).toEqual([
      '0 mg/ml',
      '6 mg/ml',
      '12 mg/ml',
      '18 mg/ml',
    ]);
    const total = props.mosaicItems.reduce((sum, item) => sum + Number(item.valueNumber), 0);
    expect(total).toBe(flavourGrid.schema.parse({}).items.length);
  });
});
