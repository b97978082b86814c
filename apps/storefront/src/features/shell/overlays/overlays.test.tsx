/** @vitest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DismissibleBanner, DISMISSED_BANNER_KEY } from '../banners/dismissible-banner';
import { useShellStore } from '../state/shell-store';
import { initialModalState } from '../state/modal-state';
import { INSTALL_PROMPT_DISMISSED_KEY, InstallPrompt } from './install-prompt';
import { MarketingPopup } from './marketing-popup';
import {
  MARKETING_POPUP_SESSION_KEY,
  marketingPopupDelayMs,
  shouldScheduleMarketingPopup,
} from './marketing-popup-timing';
import { ModalHost } from './modal-host';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  useShellStore.setState({ ...initialModalState, ageBarrierOpen: false });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('marketing popup (SPEC §4)', () => {
  function renderPopup(delaySeconds = 60) {
    return render(
      <MarketingPopup enabled delaySeconds={delaySeconds} label="Offer" closeLabel="Close">
        <p>Sign up</p>
      </MarketingPopup>,
    );
  }

  it('appears after its delay and, once closed, not again this session', async () => {
    vi.useFakeTimers();
    const first = renderPopup();
    await act(async () => vi.advanceTimersByTimeAsync(59_000));
    expect(screen.queryByTestId('header:marketing-popup')).toBeNull();
    await act(async () => vi.advanceTimersByTimeAsync(1_000));
    const dialog = screen.getByTestId('header:marketing-popup');
    expect(dialog).toHaveAttribute('role', 'dialog');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByTestId('header:marketing-popup')).toBeNull();
    expect(sessionStorage.getItem(MARKETING_POPUP_SESSION_KEY)).toBe('1');
    first.unmount();
    renderPopup();
    await act(async () => vi.advanceTimersByTimeAsync(120_000));
    expect(screen.queryByTestId('header:marketing-popup')).toBeNull();
  });

  it('waits while the age barrier is up', async () => {
    vi.useFakeTimers();
    useShellStore.setState({ ageBarrierOpen: true });
    renderPopup(1);
    await act(async () => vi.advanceTimersByTimeAsync(5_000));
    expect(screen.queryByTestId('header:marketing-popup')).toBeNull();
    act(() => useShellStore.setState({ ageBarrierOpen: false }));
    await act(async () => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.getByTestId('header:marketing-popup')).toBeVisible();
  });

  it('bounds the configured delay and needs everything to be scheduled', () => {
    expect(marketingPopupDelayMs(60)).toBe(60_000);
    expect(marketingPopupDelayMs(-5)).toBe(0);
    expect(marketingPopupDelayMs(Number.NaN)).toBe(0);
    expect(marketingPopupDelayMs(10 ** 9)).toBe(86_400_000);
    const ready = {
      enabled: true,
      hasContent: true,
      confirmedThisSession: false,
      ageBarrierOpen: false,
    };
    expect(shouldScheduleMarketingPopup(ready)).toBe(true);
    expect(shouldScheduleMarketingPopup({ ...ready, enabled: false })).toBe(false);
    expect(shouldScheduleMarketingPopup({ ...ready, confirmedThisSession: true })).toBe(false);
  });
});

describe('modal host', () => {
  const strings = { close: 'Close', popupLabel: 'Message', errorLabel: 'Error' };

  it('shows the oldest popup, flags errors, and closing shows the next', () => {
    render(<ModalHost strings={strings} />);
    act(() => {
      useShellStore.getState().pushPopup('Something went wrong.', { isError: true });
      useShellStore.getState().pushPopup('Second');
    });
    const popup = screen.getByTestId('shell:popup');
    expect(popup).toHaveTextContent('Something went wrong.');
    expect(popup).toHaveAttribute('role', 'alertdialog');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByTestId('shell:popup')).toHaveTextContent('Second');
    expect(screen.getByTestId('shell:popup')).toHaveAttribute('role', 'dialog');
  });

  it('opens, hides, shows and closes the modal with its content', () => {
    render(<ModalHost strings={strings} />);
    act(() => useShellStore.getState().openModal(<p>See you</p>, 'Logged out'));
    expect(screen.getByRole('dialog', { name: 'Logged out' })).toHaveTextContent('See you');
    act(() => useShellStore.getState().hideModal());
    expect(screen.queryByTestId('shell:modal')).toBeNull();
    act(() => useShellStore.getState().showModal());
    fireEvent.keyDown(screen.getByTestId('shell:modal'), { key: 'Escape' });
    expect(screen.queryByTestId('shell:modal')).toBeNull();
    expect(useShellStore.getState().modal.content).toBeNull();
  });
});

describe('add-to-home-screen prompt', () => {
  const strings = { title: 'Add Lumo', text: 'One tap', install: 'Add', dismiss: 'Not now' };

  function installEvent() {
    const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
      prompt: () => Promise<void>;
    };
    event.prompt = vi.fn(async () => undefined);
    return event;
  }

  it('appears on the browser install event and asks the browser on install', () => {
    render(<InstallPrompt strings={strings} />);
    expect(screen.queryByTestId('shell:install-prompt')).toBeNull();
    const event = installEvent();
    act(() => {
      window.dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(event.prompt).toHaveBeenCalled();
    expect(screen.queryByTestId('shell:install-prompt')).toBeNull();
  });

  it('remembers "not now"', () => {
    const first = render(<InstallPrompt strings={strings} />);
    act(() => {
      window.dispatchEvent(installEvent());
    });
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(localStorage.getItem(INSTALL_PROMPT_DISMISSED_KEY)).toBe('1');
    first.unmount();
    render(<InstallPrompt strings={strings} />);
    act(() => {
      window.dispatchEvent(installEvent());
    });
    expect(screen.queryByTestId('shell:install-prompt')).toBeNull();
  });
});

describe('warning banner', () => {
  it('stays until dismissed, and a new notice shows again', () => {
    const first = render(
      <DismissibleBanner contentKey="a" label="Notice" dismissLabel="Dismiss notice">
        <p>Closed on Monday</p>
      </DismissibleBanner>,
    );
    expect(screen.getByTestId('header:warning-banner')).toHaveTextContent('Closed on Monday');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notice' }));
    expect(screen.queryByTestId('header:warning-banner')).toBeNull();
    expect(localStorage.getItem(DISMISSED_BANNER_KEY)).toBe('a');
    first.unmount();
    render(
      <DismissibleBanner contentKey="b" label="Notice" dismissLabel="Dismiss notice">
        <p>New notice</p>
      </DismissibleBanner>,
    );
    expect(screen.getByTestId('header:warning-banner')).toHaveTextContent('New notice');
  });
});
