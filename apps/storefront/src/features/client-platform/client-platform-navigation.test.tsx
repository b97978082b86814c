/** @vitest-environment jsdom */
import { render, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getClientStore } from '../client-state/store';
import { ClientPlatformRuntime } from './client-platform';

const tracked: [string, Record<string, unknown>][] = [];
vi.mock('../analytics/analytics', () => ({
  track: (event: string, payload: Record<string, unknown>) => void tracked.push([event, payload]),
}));
vi.mock('./platform-start', () => ({
  startPlatform: async () => undefined,
  cacheCleanCheck: () => async () => undefined,
}));
let pathname = '/devices';
vi.mock('next/navigation', () => ({ usePathname: () => pathname }));

const options = {
  storeView: 'ie',
  pathPrefix: '/ie',
  storeViews: ['ie'],
  analyticsScriptBaseUrl: 'https://analytics.test',
  liveChat: { scriptUrl: '', moduleId: '' },
  failureTitle: 'Failed',
};

describe('client platform on each navigation', () => {
  it('sends a page_view and stores the promo code the URL carries', async () => {
    window.history.replaceState(null, '', '/ie/devices?coupon_code=WELCOME5');
    const { rerender } = render(<ClientPlatformRuntime {...options} />);
    expect(tracked).toEqual([['page_view', expect.objectContaining({ page_path: '/devices' })]]);
    await waitFor(() => expect(getClientStore('ie').getState().promoCode).toBe('WELCOME5'));

    pathname = '/e-liquids';
    window.history.replaceState(null, '', '/ie/e-liquids');
    rerender(<ClientPlatformRuntime {...options} />);
    expect(tracked.map(([event]) => event)).toEqual(['page_view', 'page_view']);
    // No code in this URL: the stored one stays.
    expect(getClientStore('ie').getState().promoCode).toBe('WELCOME5');
    expect(JSON.parse(localStorage.getItem('lumo-state-ie') ?? '{}').state.promoCode).toBe(
      'WELCOME5',
    );
  });

  it('marks the visitor offline and resets the cart and account when the browser goes offline', () => {
    render(<ClientPlatformRuntime {...options} />);
    const store = getClientStore('ie');
    store.setState({ cart: { ...store.getState().cart, isLoaded: true } });
    window.dispatchEvent(new Event('offline'));
    expect(store.getState().isOnline).toBe(false);
    expect(store.getState().cart.isLoaded).toBe(false);
    window.dispatchEvent(new Event('online'));
    expect(store.getState().isOnline).toBe(true);
  });
});
