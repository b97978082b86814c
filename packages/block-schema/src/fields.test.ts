import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FIELD_KINDS, fields, getFieldMeta, isLinkFieldKind, LINK_MESSAGE } from './fields';
import { createDefaultProps, defineBlock } from './define-block';
import { notFoundProducts } from './blocks/not-found-products';
import { pushBlockLeft, pushBlockRight, pushBlockSchema } from './blocks/push-block';
import { typeOfDevices } from './blocks/type-of-devices';

const schema = z.object({
  title: fields.text('Title', { required: true }),
  image: fields.image('Image', { required: true }),
  note: fields.text('Note', { defaultValue: 'hello' }),
  variant: fields.select('Variant', ['primary', 'secondary'], 'primary'),
});

describe('fields', () => {
  it('refuses a required text or image whose key is missing altogether', () => {
    const result = schema.safeParse({});
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    expect(messages).toContain('title: Title is required');
    expect(messages).toContain('image.url: An image is required');
  });

  it('fills optional fields with their defaults', () => {
    const parsed = schema.parse({ title: 'T', image: { url: '/media/a.png' } });
    expect(parsed).toMatchObject({ note: 'hello', variant: 'primary', image: { alt: '' } });
  });

  it('refuses an enum value outside the list with a readable message', () => {
    const result = schema.safeParse({ title: 'T', image: { url: '/a.png' }, variant: 'danger' });
    expect(result.error?.issues[0]?.message).toBe('Variant must be one of: primary, secondary');
  });

  it('keeps editor metadata readable through the default wrapper', () => {
    expect(getFieldMeta(schema.shape.image)).toMatchObject({ kind: 'image', required: true });
    expect(getFieldMeta(schema.shape.variant)?.options).toEqual(['primary', 'secondary']);
  });

  it('gives a new block every default without validating it', () => {
    const block = defineBlock({
      type: 'Test',
      version: 1,
      label: 'Test',
      group: 'Content',
      icon: 'Box',
      description: 'test',
      schema,
    });
    expect(createDefaultProps(block)).toEqual({
      title: '',
      image: { url: '', alt: '' },
      note: 'hello',
      variant: 'primary',
    });
  });
});

describe('fields.catalogLink', () => {
  const productLink = fields.catalogLink('Product link', { required: true });

  it('stores the same value as a link: a trimmed path or URL, nothing else', () => {
    expect(productLink.parse(' /devices/compact/pod-vape-starter-kit ')).toBe(
      '/devices/compact/pod-vape-starter-kit',
    );
    expect(productLink.parse('https://example.com/kit')).toBe('https://example.com/kit');
    expect(productLink.safeParse('javascript:alert(1)').error?.issues[0]?.message).toBe(
      LINK_MESSAGE,
    );
    expect(productLink.safeParse('//evil.test/kit').success).toBe(false);
    expect(productLink.safeParse('').error?.issues[0]?.message).toBe('Product link is required');
    expect(productLink.safeParse(`/${'a'.repeat(2048)}`).success).toBe(false);
  });

  it('is its own field kind for the editor, one of the link kinds', () => {
    expect(getFieldMeta(productLink)).toMatchObject({
      kind: 'catalogLink',
      label: 'Product link',
      required: true,
    });
    expect(FIELD_KINDS).toContain('catalogLink');
    expect(isLinkFieldKind('catalogLink')).toBe(true);
    expect(isLinkFieldKind('link')).toBe(true);
    expect(isLinkFieldKind('text')).toBe(false);
  });

  it('is used by the links that lead to products and categories, with unchanged stored props', () => {
    const deviceItem = (typeOfDevices.schema.shape.items.unwrap().element as z.ZodObject).shape;
    const productItem = (notFoundProducts.schema.shape.items.unwrap().element as z.ZodObject).shape;
    expect(getFieldMeta(deviceItem.buttonLink as z.ZodType)?.kind).toBe('catalogLink');
    expect(getFieldMeta(productItem.productLink as z.ZodType)?.kind).toBe('catalogLink');
    expect(getFieldMeta(pushBlockSchema.shape.buttonHref)?.kind).toBe('catalogLink');
    // Published pages keep their format: the blocks' versions and examples did not change.
    for (const block of [typeOfDevices, notFoundProducts, pushBlockLeft, pushBlockRight]) {
      expect(block.version, block.type).toBe(1);
      expect(block.schema.parse(block.example), block.type).toEqual(block.example);
    }
    // Keys keep their place, so forms list the fields in the same order.
    expect(Object.keys(pushBlockSchema.shape)).toEqual([
      'title',
      'subtitle',
      'description',
      'buttonText',
      'buttonHref',
      'image',
    ]);
    expect(pushBlockSchema.parse({ image: { url: '/media/a.webp' } }).buttonHref).toBe(
      '/devices/compact/pod-vape-starter-kit',
    );
  });
});
