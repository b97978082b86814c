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
});
