/** SPEC §9: smooth scroll duration and the time-out for waiting on an element to appear. */
export const SMOOTH_SCROLL_DURATION_MS = 2500;
export const WAIT_FOR_ELEMENT_TIMEOUT_MS = 10000;

/** Slow start, slow finish: a 2.5 s scroll that does not feel like a jump. */
export function easeInOutCubic(progress: number): number {
  const t = Math.min(Math.max(progress, 0), 1);
  return t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2;
}

/** "how-it-works" or "#how-it-works" -> "how-it-works". */
export function normaliseTargetId(target: string): string {
  return target.trim().replace(/^#/, '');
}

/** The element with that id, or else the builder block with that id (data-block-id). */
export function findScrollTarget(target: string, root: Document = document): HTMLElement | null {
  const id = normaliseTargetId(target);
  if (!id) return null;
  return (
    root.getElementById(id) ??
    root.querySelector<HTMLElement>(`[data-block-id="${CSS.escape(id)}"]`)
  );
}

/** Resolves with the target once it is in the document, or null after the time-out. */
export function waitForScrollTarget(
  target: string,
  timeoutMs = WAIT_FOR_ELEMENT_TIMEOUT_MS,
  root: Document = document,
): Promise<HTMLElement | null> {
  const found = findScrollTarget(target, root);
  if (found) return Promise.resolve(found);
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      const element = findScrollTarget(target, root);
      if (element) finish(element);
    });
    const timer = setTimeout(() => finish(null), timeoutMs);
    function finish(element: HTMLElement | null) {
      observer.disconnect();
      clearTimeout(timer);
      resolve(element);
    }
    observer.observe(root.body, { childList: true, subtree: true });
  });
}

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * Scrolls the window so the element's top reaches the top of the viewport over `durationMs`.
 * People who ask for reduced motion get an instant jump.
 */
export function smoothScrollToElement(
  element: HTMLElement,
  durationMs = SMOOTH_SCROLL_DURATION_MS,
): Promise<void> {
  const start = window.scrollY;
  const distance = element.getBoundingClientRect().top;
  if (durationMs <= 0 || distance === 0 || prefersReducedMotion()) {
    window.scrollTo(0, start + distance);
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    let startTime: number | undefined;
    function step(now: number) {
      startTime ??= now;
      const progress = (now - startTime) / durationMs;
      window.scrollTo(0, start + distance * easeInOutCubic(progress));
      if (progress < 1) requestAnimationFrame(step);
      else resolve();
    }
    requestAnimationFrame(step);
  });
}

/** Moves keyboard focus to the element without scrolling again (for screen reader users). */
export function focusWithoutScrolling(element: HTMLElement): void {
  if (!element.hasAttribute('tabindex') && element.tabIndex < 0) {
    element.setAttribute('tabindex', '-1');
  }
  element.focus({ preventScroll: true });
}
