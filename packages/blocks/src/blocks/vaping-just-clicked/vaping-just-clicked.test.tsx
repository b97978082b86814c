import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { vapingJustClicked } from '@lumo/block-schema';
import { BuilderPage } from '../../render-page';
import { exampleNode, pageOf } from '../../test/fixtures';
import {
  easeInOutCubic,
  findScrollTarget,
  SMOOTH_SCROLL_DURATION_MS,
  smoothScrollToElement,
  waitForScrollTarget,
} from './smooth-scroll';

/** Drives requestAnimationFrame by hand: each call to `frame(ms)` runs one frame at that time. */
function manualAnimationFrames() {
  const pending: FrameRequestCallback[] = [];
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    pending.push(callback);
    return pending.length;
  });
  return {
    frame(time: number) {
      const callbacks = pending.splice(0);
      for (const callback of callbacks) callback(time);
      return callbacks.length;
    },
  };
}

function placeTargetAt(top: number, id = 'how-it-works') {
  const target = document.createElement('section');
  target.id = id;
  target.getBoundingClientRect = () => ({ top }) as DOMRect;
  document.body.append(target);
  return target;
}

describe('VapingJustClicked', () => {
  let scrollTo: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    scrollTo = vi.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  });

  afterEach(() => {
    vi.restoreAllMocks();
    document.querySelectorAll('#how-it-works').forEach((element) => element.remove());
  });

  it('renders image, headings, text and the link button in its builder variant', () => {
    render(
      <BuilderPage
        page={pageOf([
          exampleNode(vapingJustClicked, 'intro', { buttonVariant: 'secondary-white' }),
        ])}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Vaping just clicked');
    expect(screen.getByText('The Lumo pod kit')).toBeInTheDocument();
    const button = screen.getByRole('link', { name: 'See the starter kit' });
    expect(button).toHaveClass('lb-button--secondary-white');
    expect(button).toHaveAttribute('href', '/devices/compact/pod-vape-starter-kit');
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'eager');
  });

  it('scroll button is an in-page link that works without JavaScript', () => {
    render(
      <BuilderPage
        page={pageOf([exampleNode(vapingJustClicked, 'intro', { actionButtonScrollTo: '#faq' })])}
      />,
    );
    expect(screen.getByRole('link', { name: 'How it works' })).toHaveAttribute('href', '#faq');
  });

  it('hides the scroll button without text or target', () => {
    render(
      <BuilderPage
        page={pageOf([exampleNode(vapingJustClicked, 'intro', { actionButtonText: '' })])}
      />,
    );
    expect(screen.queryByTestId('scroll-to-button')).not.toBeInTheDocument();
  });

  it('scrolls smoothly to the target over 2500 ms, then focuses it', async () => {
    const frames = manualAnimationFrames();
    const target = placeTargetAt(1000);
    const user = userEvent.setup();
    render(<BuilderPage page={pageOf([exampleNode(vapingJustClicked, 'intro')])} />);
    await user.click(screen.getByRole('link', { name: 'How it works' }));

    await waitFor(() => expect(frames.frame(0)).toBe(1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    frames.frame(SMOOTH_SCROLL_DURATION_MS / 2);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 500);
    frames.frame(SMOOTH_SCROLL_DURATION_MS - 100);
    expect(scrollTo.mock.lastCall?.[1]).toBeLessThan(1000);
    expect(target).not.toHaveFocus();
    frames.frame(SMOOTH_SCROLL_DURATION_MS);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 1000);
    await waitFor(() => expect(target).toHaveFocus());
    expect(frames.frame(SMOOTH_SCROLL_DURATION_MS + 16)).toBe(0);
  });

  it('jumps straight there for people who prefer reduced motion', async () => {
    window.matchMedia = vi
      .fn()
      .mockReturnValue({ matches: true }) as unknown as typeof window.matchMedia;
    const target = placeTargetAt(640);
    await smoothScrollToElement(target);
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith(0, 640);
    Reflect.deleteProperty(window, 'matchMedia');
  });
});

describe('smooth scroll helpers', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('eases from 0 to 1 through the midpoint, clamped', () => {
    expect(easeInOutCubic(0)).toBe(0);
    expect(easeInOutCubic(0.5)).toBe(0.5);
    expect(easeInOutCubic(1)).toBe(1);
    expect(easeInOutCubic(2)).toBe(1);
    expect(easeInOutCubic(0.25)).toBeLessThan(0.25);
  });

  it('finds targets by element id (with or without #) or by builder block id', () => {
    document.body.innerHTML = '<div id="faq"></div><section data-block-id="jargon-1"></section>';
    expect(findScrollTarget('#faq')?.id).toBe('faq');
    expect(findScrollTarget('faq')?.id).toBe('faq');
    expect(findScrollTarget('jargon-1')?.dataset.blockId).toBe('jargon-1');
    expect(findScrollTarget('missing')).toBeNull();
  });

  it('waits for a target that appears later, and gives up after 10 seconds', async () => {
    const later = waitForScrollTarget('late');
    const element = document.createElement('div');
    element.id = 'late';
    document.body.append(element);
    await expect(later).resolves.toBe(element);

    vi.useFakeTimers();
    const never = waitForScrollTarget('never');
    vi.advanceTimersByTime(9999);
    let settled = false;
    void never.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    vi.advanceTimersByTime(1);
    await expect(never).resolves.toBeNull();
  });
});
