import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createDefaultProps } from '../define-block';
import { fields, getFieldMeta } from '../fields';
import { getBlockDefinition } from '../registry';
import { buttonFields, withDefault } from './field-helpers';

describe('field helpers', () => {
  const schema = z.object({
    name: fields.text('Name', { required: true }),
    picture: fields.image('Picture', { required: true }),
    logo: withDefault(fields.image('Logo'), { url: '/media/logo.svg', alt: 'Lumo' }),
  });

  it('still refuses required fields whose key is missing next to a withDefault field', () => {
    const result = schema.safeParse({});
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Name is required',
      'An image is required',
    ]);
  });

  it('keeps the editor metadata and the defaults', () => {
    expect(getFieldMeta(schema.shape.name)).toMatchObject({ kind: 'text', label: 'Name' });
    expect(getFieldMeta(schema.shape.picture)).toMatchObject({ kind: 'image', required: true });
    expect(getFieldMeta(schema.shape.logo)).toMatchObject({ kind: 'image', label: 'Logo' });
    expect(createDefaultProps({ schema } as never)).toEqual({
      name: '',
      picture: { url: '', alt: '' },
      logo: { url: '/media/logo.svg', alt: 'Lumo' },
    });
  });
});

describe('buttonFields', () => {
  it("declares buttonText and buttonLink by default, with the button's labels", () => {
    const shape = buttonFields({
      text: { defaultValue: 'Shop' },
      link: { defaultValue: '/devices' },
    });
    expect(Object.keys(shape)).toEqual(['buttonText', 'buttonLink']);
    expect(getFieldMeta(shape.buttonText)).toMatchObject({ kind: 'text', label: 'Button text' });
    expect(getFieldMeta(shape.buttonLink)).toMatchObject({ kind: 'link', label: 'Button link' });
    const schema = z.object(shape);
    expect(schema.parse({})).toEqual({ buttonText: 'Shop', buttonLink: '/devices' });
    expect(schema.safeParse({ buttonText: 'x'.repeat(41) }).success).toBe(false);
    expect(schema.safeParse({ buttonLink: 'javascript:alert(1)' }).success).toBe(false);
  });

  it('takes the prop names SPEC fixes and the labels a block gives', () => {
    const shape = buttonFields({
      names: { text: 'secondButtonText', link: 'secondButtonHref' },
      label: 'Second button',
    });
    expect(Object.keys(shape)).toEqual(['secondButtonText', 'secondButtonHref']);
    expect(getFieldMeta(shape.secondButtonHref)?.label).toBe('Second button link');
    const tab = buttonFields({
      names: { text: 'tabHrefText', link: 'tabHref' },
      labels: { text: 'Link text', link: 'Link' },
    });
    expect(getFieldMeta(tab.tabHrefText)?.label).toBe('Link text');
    expect(getFieldMeta(tab.tabHref)?.label).toBe('Link');
  });

  it('adds the new-tab switch, the builder style and the video bits only when asked', () => {
    const shape = buttonFields({
      text: { required: true },
      blank: true,
      variant: 'secondary',
      movie: true,
    });
    expect(Object.keys(shape)).toEqual([
      'buttonText',
      'buttonLink',
      'isBlank',
      'buttonVariant',
      'isMovie',
      'movie',
      'movieExternalUrl',
    ]);
    const schema = z.object(shape);
    expect(schema.safeParse({}).error?.issues.map((issue) => issue.message)).toEqual([
      'Button text is required',
    ]);
    expect(schema.parse({ buttonText: 'Play' })).toMatchObject({
      isBlank: false,
      buttonVariant: 'secondary',
      isMovie: false,
      movie: { url: '', poster: '' },
    });
    expect(schema.safeParse({ buttonText: 'Play', buttonVariant: 'tertiary' }).success).toBe(false);
  });
});

describe('button props of the blocks', () => {
  const keysOf = (schema: z.ZodType): string[] => {
    let current = schema as unknown as { _zod: { def: Record<string, unknown> } };
    for (;;) {
      const def = current._zod.def;
      if (def.type === 'object') return Object.keys(def.shape as object);
      if (def.type === 'array') current = def.element as typeof current;
      else if (def.type === 'pipe') current = def.in as typeof current;
      else current = def.innerType as typeof current;
    }
  };
  const definition = (type: string) => {
    const found = getBlockDefinition(type);
    if (!found) throw new Error(`no block ${type}`);
    return found.schema;
  };

  it("keep SPEC §3.1's spellings where it names them", () => {
    expect(keysOf(definition('HeroBanner'))).toEqual(
      expect.arrayContaining(['buttonHref', 'buttonText', 'secondButtonHref', 'secondButtonText']),
    );
    for (const type of ['PushBlockLeft', 'PushBlockRight']) {
      expect(keysOf(definition(type))).toEqual(
        expect.arrayContaining(['buttonText', 'buttonHref']),
      );
    }
    expect(keysOf(definition('FlavourGrid'))).toEqual(
      expect.arrayContaining(['buttonText', 'buttonLink']),
    );
    expect(keysOf(definition('TypeOfDevices').shape.items)).toEqual(
      expect.arrayContaining(['buttonLink', 'buttonText']),
    );
    expect(keysOf(definition('HeroSecondary').shape.buttonItems)).toEqual([
      'buttonText',
      'buttonLink',
      'isBlank',
      'buttonVariant',
      'isMovie',
      'movie',
      'movieExternalUrl',
    ]);
    expect(keysOf(definition('VapingJustClicked'))).toEqual(
      expect.arrayContaining(['buttonText', 'buttonLink', 'buttonVariant']),
    );
    expect(keysOf(definition('FeelTheMoovTabs').shape.tabItems)).toEqual(
      expect.arrayContaining(['tabHref', 'tabHrefText']),
    );
  });
});
