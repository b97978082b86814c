'use client';

import { useEffect, useState, type ComponentType } from 'react';
import {
  deferredIsland,
  holdInputFromStart,
  setIslandGate,
  takeTurn,
} from '@lumo/blocks/deferred-island';

export { deferredIsland };

/**
 * An island that renders nothing until something happens in the browser (a queued popup, a
 * timer), with its code out of every page's first load (ADR 0046): not rendered on the server,
 * its chunk fetched once the page has hydrated. A plain import() in an effect rather than
 * next/dynamic, whose loader runtime would itself join every page's first load.
 */
export function browserOnlyIsland<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  function BrowserOnlyIsland(props: Props) {
    const [Island, setIsland] = useState<ComponentType<Props> | null>(null);
    useEffect(() => {
      let mounted = true;
      // In turn with the deferred islands, so no two islands' code and effects share a task.
      takeTurn(load)
        .then((component) => {
          if (mounted) setIsland(() => component);
        })
        .catch((error: unknown) => console.error('An island failed to load', error));
      return () => {
        mounted = false;
      };
    }, []);
    return Island ? <Island {...props} /> : null;
  }
  return BrowserOnlyIsland;
}

/** How long a page waits for an idle moment before it loads its deferred islands anyway. */
export const WAKE_TIMEOUT_MS = 2500;
const WAKE_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'mouseover'] as const;

let wake: Promise<void> | undefined;

/**
 * Resolves on the visitor's first interaction with the page (pointer, touch, key, focus, hover)
 * or when the browser is idle, whichever comes first; once per page load.
 */
export function pageWakes(): Promise<void> {
  wake ??= new Promise<void>((resolve) => {
    const done = () => {
      for (const type of WAKE_EVENTS) window.removeEventListener(type, done, true);
      resolve();
    };
    for (const type of WAKE_EVENTS)
      window.addEventListener(type, done, { capture: true, passive: true });
    if ('requestIdleCallback' in window)
      window.requestIdleCallback(done, { timeout: WAKE_TIMEOUT_MS });
    else setTimeout(done, 200);
  });
  return wake;
}

// Every deferred island of the storefront (its own and the blocks') waits for the page to wake;
// set when this module loads, before the page hydrates (the layout's islands import it). From
// then on, a click or key on markup React has not hydrated yet is held for it (ADR 0052).
if (typeof window !== 'undefined') {
  setIslandGate(pageWakes);
  holdInputFromStart();
}
