import { describe, expect, it } from 'vitest';
import { createDefaultProps } from '../define-block';
import { flavourGrid } from './flavour-grid';

const validItem = {
  imageUrl: { url: '/media/flavour-peppermint.svg', alt: 'Peppermint', width: 400, height: 400 },
  text: 'Peppermint',
  values: [0, 6],
};

function parseItems(items: unknown[]) {
  return flavourGrid.schema.safeParse({ items });
}

describe('FlavourGrid schema', () => {
  it('accepts an item with an image and a text, defaulting the unit to mg/ml', () => {
    const result = parseItems([validItem]);
    expect(result.success).toBe(true);
    expect(result.data?.items[0]?.valuesSign).toBe('mg/ml');
  });

  it.each([
    ['missing image', { text: 'Peppermint', values: [0] }, 'imageUrl'],
    ['empty image', { ...validItem, imageUrl: { url: '', alt: '' } }, 'imageUrl'],
    ['missing text', { imageUrl: validItem.imageUrl, values: [0] }, 'text'],
    ['empty text', { ...validItem, text: '' }, 'text'],
  ])('refuses an item with %s', (_case, item, field) => {
    const result = parseItems([item]);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[2])).toContain(field);
  });

  it('refuses an image that is not an allowed image type', () => {
    const result = parseItems([{ ...validItem, imageUrl: { url: '/media/flavour.pdf' } }]);
    expect(result.success).toBe(false);
  });

  it('ships the twelve default flavours of SPEC §3.1 with their exact strengths in mg/ml', () => {
    const props = flavourGrid.schema.parse(createDefaultProps(flavourGrid));
    expect(props.items.map((item) => [item.text, item.values.join('/'), item.valuesSign])).toEqual([
      ['Peppermint', '0/6/12/18', 'mg/ml'],
      ['Simply Mint', '0/12/18', 'mg/ml'],
      ['Mint Sorbet', '0/12/18', 'mg/ml'],
      ['Classic Tobacco', '12/18', 'mg/ml'],
      ['Caramel Tobacco', '12/18', 'mg/ml'],
      ['Amber Tobacco', '0/12/18', 'mg/ml'],
      ['Mango Mango', '0/12/18', 'mg/ml'],
      ['Berry Ripple', '6/12/18', 'mg/ml'],
      ['Very Cherry', '6/12/18', 'mg/ml'],
      ['Crisp Apple', '12/18', 'mg/ml'],
      ['Berry Mint', '0/18', 'mg/ml'],
      ['Banoffee', '18', 'mg/ml'],
    ]);
    for (const item of props.items) {
      expect(item.imageUrl).toMatchObject({ width: 400, height: 400 });
      expect(item.imageUrl.url).toMatch(/^\/media\/flavour-[a-z-]+\.svg$/);
      expect(item.imageUrl.alt).not.toBe('');
    }
  });
});
