import { STORE_VIEWS } from '@lumo/block-schema';
import { describe, expect, it } from 'vitest';
import { fillMarketFacts, formatPrice, marketFacts } from './market-facts';

describe('market facts for seed copy', () => {
  it('fills each store view’s own facts, nested in pages and blocks', () => {
    const copy = {
      title: 'Over {{freeDeliveryThreshold}}',
      items: [{ text: 'Aged {{ minimumAge }} and over' }],
      keep: 'adults aged {minimumAge}',
      count: 3,
    };
    expect(fillMarketFacts(copy, 'uk')).toEqual({
      title: 'Over £9.99',
      items: [{ text: 'Aged 18 and over' }],
      // The single-brace token is the storefront's, resolved when the block renders.
      keep: 'adults aged {minimumAge}',
      count: 3,
    });
    expect(fillMarketFacts(copy, 'us').items[0]!.text).toBe('Aged 21 and over');
    expect(fillMarketFacts(copy, 'ca').items[0]!.text).toBe('Aged 19 and over');
    expect(fillMarketFacts(copy, 'gr').title).toBe('Over 12,00\u00a0€');
    expect(fillMarketFacts(copy, 'ch').title).toBe('Over CHF\u00a015.00');
  });

  it('refuses a name the store view has no value for, so no page is stored with a hole', () => {
    expect(() => fillMarketFacts({ text: '{{shippingPrice}}' }, 'uk')).toThrow(
      /\{\{shippingPrice\}\}.*uk/,
    );
    // English phrases exist for the English store views only.
    expect(() => fillMarketFacts('{{podFact}}', 'gr')).toThrow(/podFact/);
    expect(fillMarketFacts('{{podFact}}', 'ie')).toBe('2 ml pods, the EU maximum');
  });

  it('gives every English store view the same set of phrases', () => {
    const english = STORE_VIEWS.filter((view) => view.locale.startsWith('en'));
    const keys = Object.keys(marketFacts('uk')).sort();
    for (const view of english) expect(Object.keys(marketFacts(view.code)).sort()).toEqual(keys);
  });

  it('prices in the store view’s currency and locale', () => {
    expect(formatPrice('uk', 9.99)).toBe('£9.99');
    expect(formatPrice('us', 15)).toBe('$15.00');
    expect(formatPrice('ie', 12)).toBe('€12.00');
  });
});
