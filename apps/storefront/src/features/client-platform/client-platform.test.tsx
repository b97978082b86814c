/** @vitest-environment jsdom */
import { render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cartTransitions } from '../client-state/slices';
import { getClientStore } from '../client-state/store';
import { useShellStore } from '../shell/state/shell-store';
import { ClientPlatformRuntime } from './client-platform';
import type { ClientPlatformOptions } from './platform-options';
import { StartUpFailure } from './start-up-failure';

const started: ClientPlatformOptions[] = [];
let startFailure: Error | null = null;
vi.mock('./platform-start', () => ({
  startPlatform: async (options: ClientPlatformOptions) => {
    started.push(options);
    if (startFailure) throw startFailure;
  },
  cacheCleanCheck: () => async () => undefined,
}));
vi.mock('next/navigation', () => ({ usePathname: () => '/devices' }));

const options: ClientPlatformOptions = {
  storeView: 'uk',
  pathPrefix: '',
  storeViews: ['uk'],
  analyticsScriptBaseUrl: 'https://analytics.test',
  liveChat: { scriptUrl: '', moduleId: '' },
  failureTitle: 'The page could not start.',
};

describe('SPEC §8 start-up failure', () => {
  beforeEach(() => {
    started.length = 0;
    startFailure = null;
  });

  it('prints the message and stack as escaped text', () => {
    const error = new Error('<img src=x onerror="alert(1)"> broke');
    error.stack =
      'Error: <img src=x onerror="alert(1)"> broke\n    at <b>start</b> (platform.js:1:1)';
    const { container } = render(<StartUpFailure title="Failed" error={error} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('<img src=x onerror="alert(1)"> broke');
    expect(alert).toHaveTextContent('at <b>start</b> (platform.js:1:1)');
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
  });

  it('shows the failure when the platform cannot start', async () => {
    startFailure = new Error('Frontend bootstrap <script> failed');
    render(<ClientPlatformRuntime {...options} />);
    const alert = await waitFor(() => screen.getByTestId('platform:start-up-failure'), {
      timeout: 4000,
    });
    expect(alert).toHaveTextContent('The page could not start.');
    expect(alert).toHaveTextContent('Frontend bootstrap <script> failed');
    expect(document.querySelector('[data-testid="platform:start-up-failure"] script')).toBeNull();
  });

  it('renders nothing when it starts, and hands its options to the lazy part', async () => {
    const { container } = render(<ClientPlatformRuntime {...options} />);
    await waitFor(() => expect(started).toEqual([options]), { timeout: 4000 });
    expect(container).toBeEmptyDOMElement();
  });
});

describe('SPEC §8 cart failure', () => {
  it("puts the cart's error popup in the shell's popup queue, flagged as an error", async () => {
    render(<ClientPlatformRuntime {...options} />);
    await waitFor(() => expect(started.length).toBeGreaterThan(0), { timeout: 4000 });
    const store = getClientStore('uk', '');
    store.setState((state) => ({ cart: cartTransitions.failed(state.cart, new Error('')) }));
    expect(useShellStore.getState().popups.at(-1)).toMatchObject({
      message: 'Something went wrong.',
      isError: true,
    });
  });
});
