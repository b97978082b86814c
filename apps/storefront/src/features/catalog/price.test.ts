import { describe, expect, it } from 'vitest';
import { showsWasPrice } from './market-display';
import { describePrice, formatMoney } from './price';
import { priceRange } from './catalog-test-fixtures';

// ICU versions differ in spaces (no-break, narrow) and the Swiss apostrophe: compare plainly.
const plain = (text: string | null | undefined) =>
  text?.replace(/\u00a0|\u202f/g, ' ').replace(/\u2019/g, "'");

describe('formatMoney', () => {
  it("writes each store view's currency the way its locale does", () => {
    expect(plain(formatMoney({ value: 4.99, currency: 'GBP' }, 'en-GB'))).toBe('£4.99');
    expect(plain(formatMoney({ value: 4.99, currency: 'EUR' }, 'el-GR'))).toBe('4,99 €');
    expect(plain(formatMoney({ value: 4.99, currency: 'EUR' }, 'en-IE'))).toBe('€4.99');
    expect(plain(formatMoney({ value: 1234.5, currency: 'CHF' }, 'de-CH'))).toBe("CHF 1'234.50");
    expect(plain(formatMoney({ value: 7, currency: 'CAD' }, 'en-CA'))).toBe('$7.00');
    expect(plain(formatMoney({ value: 7, currency: 'USD' }, 'en-US'))).toBe('$7.00');
  });
});

describe('describePrice', () => {
  const uk = { locale: 'en-GB', currency: 'GBP', showWasPrice: showsWasPrice('uk') };
  const ie = { locale: 'en-IE', currency: 'EUR', showWasPrice: showsWasPrice('ie') };

  it('shows one price when every variant costs the same', () => {
    expect(describePrice(priceRange(4.99), uk)).toMatchObject({
      final: '£4.99',
      isFrom: false,
      wasPrice: null,
    });
  });

  it('says "From" the lowest price when variants differ', () => {
    const price = describePrice(priceRange(3.99, 'GBP', 3.99, 5.99), uk);
    expect(price).toMatchObject({ final: '£3.99', isFrom: true });
  });

  it('shows a special price as the final price; the UK never shows the struck-through regular price', () => {
    expect(showsWasPrice('uk')).toBe(false);
    expect(describePrice(priceRange(3.99, 'GBP', 5.49), uk)).toMatchObject({
      final: '£3.99',
      wasPrice: null,
    });
  });

  it('may show the regular price struck through outside the UK', () => {
    expect(showsWasPrice('ie')).toBe(true);
    expect(describePrice(priceRange(3.99, 'EUR', 5.49), ie)).toMatchObject({
      final: '€3.99',
      wasPrice: '€5.49',
    });
    // Not when the regular price is not higher.
    expect(describePrice(priceRange(3.99, 'EUR'), ie)?.wasPrice).toBeNull();
  });

  it('has no price to show when the api gives none', () => {
    const range = priceRange(1);
    range.minimum_price.final_price = { value: null as unknown as number, currency: 'GBP' };
    expect(describePrice(range, uk)).toBeNull();
  });
});
