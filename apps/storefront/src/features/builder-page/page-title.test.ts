import { afterEach, describe, expect, it } from 'vitest';
import { composePageTitle, DEFAULT_PAGE_TITLE } from './page-title';

afterEach(() => {
  delete process.env.TITLE_PREFIX;
  delete process.env.TITLE_SUFFIX;
});

describe('composePageTitle', () => {
  it('wraps the page title in the configured prefix and suffix', () => {
    expect(composePageTitle('Devices', { prefix: 'Lumo | ', suffix: ' (UK)' })).toBe(
      'Lumo | Devices (UK)',
    );
  });

  it('falls back to the SPEC title when the page has none', () => {
    expect(composePageTitle('  ', { prefix: '', suffix: '' })).toBe(DEFAULT_PAGE_TITLE);
    expect(composePageTitle(undefined, { prefix: 'Lumo | ', suffix: '' })).toBe(
      'Lumo | e-Liquids, Refills, e-Cigarettes & Vapes',
    );
  });

  it('reads the affixes from the environment', () => {
    process.env.TITLE_PREFIX = '';
    process.env.TITLE_SUFFIX = ' – Lumo';
    expect(composePageTitle('Home')).toBe('Home – Lumo');
  });

  it('names the brand once when the page title already does', () => {
    const prefixed = { prefix: 'Lumo | ', suffix: '' };
    expect(composePageTitle('Lumo: pod vape kits and e-liquids', prefixed)).toBe(
      'Lumo: pod vape kits and e-liquids',
    );
    expect(composePageTitle('Pods by LUMO', prefixed)).toBe('Pods by LUMO');
    expect(composePageTitle('Shop Lumo pods', { prefix: '', suffix: ' | Lumo' })).toBe(
      'Shop Lumo pods',
    );
    // A word that merely starts like the brand is not the brand.
    expect(composePageTitle('Lumos and lights', prefixed)).toBe('Lumo | Lumos and lights');
  });
});
