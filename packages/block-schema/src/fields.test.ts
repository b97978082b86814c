import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fields, getFieldMeta } from './fields';
import { createDefaultProps, defineBlock } from './define-block';

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
