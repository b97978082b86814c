import { describe, expect, it } from 'vitest';
import { createDefaultProps, type BlockDefinition } from '../define-block';
import { getFieldMeta } from '../fields';
import { BLOCK_GROUPS } from '../define-block';
import { brochureModule } from './brochure-module';
import { feelTheMoovTabs } from './feel-the-moov-tabs';
import { flavourGrid } from './flavour-grid';
import { footer } from './footer';
import { howToUse } from './how-to-use';
import { jargonBuster } from './jargon-buster';
import { notFoundHeader } from './not-found-header';
import { notFoundLinks } from './not-found-links';
import { notFoundProducts } from './not-found-products';
import { orderedOfferBlock } from './ordered-offer-block';
import { trustBlock } from './trust-block';
import { typeOfDevices } from './type-of-devices';
import { vapingJustClicked } from './vaping-just-clicked';
import { vapingNumbers } from './vaping-numbers';
import { whatIsVaping } from './what-is-vaping';

const definitions = [
  jargonBuster,
  flavourGrid,
  vapingNumbers,
  trustBlock,
  typeOfDevices,
  whatIsVaping,
  howToUse,
  feelTheMoovTabs,
  vapingJustClicked,
  orderedOfferBlock,
  brochureModule,
  notFoundHeader,
  notFoundProducts,
  notFoundLinks,
  footer,
] as unknown as BlockDefinition[];

describe.each(definitions.map((definition) => [definition.type, definition] as const))(
  '%s definition',
  (_type, definition) => {
    it('has its editor data and version 1', () => {
      expect(definition.version).toBe(1);
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

    it('publishes its defaults as they are', () => {
      const result = definition.schema.safeParse(createDefaultProps(definition));
      expect(result.error?.issues ?? []).toEqual([]);
    });

    it('has a complete, valid example whose images carry alt text and a size', () => {
      expect(definition.example).toBeDefined();
      const result = definition.schema.safeParse(definition.example);
      expect(result.error?.issues ?? []).toEqual([]);
      for (const image of findImages(definition.example)) {
        expect(image.url).toMatch(/^\/media\/[a-z0-9-]+\.(webp|svg)$/);
        expect(image.alt, image.url).not.toBe('');
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

function findImages(value: unknown): ImageLike[] {
  if (Array.isArray(value)) return value.flatMap(findImages);
  if (typeof value !== 'object' || value === null) return [];
  const record = value as Record<string, unknown>;
  if (typeof record.url === 'string' && 'alt' in record) {
    return [record as unknown as ImageLike];
  }
  return Object.values(record).flatMap(findImages);
}

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
    expect(props.mapButton.link).toBe('/storelocator');
    expect(props.contact.link).toBe('/contacts');
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
