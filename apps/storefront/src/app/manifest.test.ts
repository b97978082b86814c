import { describe, expect, it } from 'vitest';
import manifest, { THEME_COLOR } from './manifest';

describe('web app manifest', () => {
  it('names the shop, its start page, theme colour and an icon (installable)', () => {
    const value = manifest();
    expect(value).toMatchObject({ name: 'Lumo', start_url: '/', display: 'standalone' });
    expect(value.theme_color).toBe(THEME_COLOR);
    expect(value.icons?.[0]?.src).toBe('/icon.svg');
  });
});
