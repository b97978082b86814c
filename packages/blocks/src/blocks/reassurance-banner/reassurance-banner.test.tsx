import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderNodes } from '../../test/render';

describe('ReassuranceBanner', () => {
  it('shows the four default promises with their icons when stored without items', () => {
    renderNodes([{ id: 'r', type: 'ReassuranceBanner', version: 1, props: {} }]);
    const items = within(screen.getByTestId('block:ReassuranceBanner')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Free shipping on orders over £9.99',
      'Quality tested',
      'Secure payment',
      'Easy return',
    ]);
    expect(items.map((item) => item.querySelector('img')?.getAttribute('src'))).toEqual([
      '/media/icon-shipping.svg',
      '/media/icon-quality.svg',
      '/media/icon-secure-payment.svg',
      '/media/icon-easy-return.svg',
    ]);
  });
});
