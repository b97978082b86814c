import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createDefaultProps } from '../define-block';
import { fields, getFieldMeta } from '../fields';
import { withDefault } from './field-helpers';

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
