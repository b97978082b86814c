'use client';

import { useState, useSyncExternalStore, type ReactNode } from 'react';
import { CloseIcon } from '../../shared/icons';

export interface ClosableBannerProps {
  /** Where the dismissal is remembered for the visit (sessionStorage); omit to not remember it. */
  storageKey?: string;
  closeLabel: string;
  /** Colour of the close button: the banner's text colour (the button sits beside its content). */
  color?: string;
  children: ReactNode;
}

const DISMISSED_EVENT = 'lumo:banner-dismissed';

/**
 * Wraps a server-rendered banner with a close button. Dismissal lasts for the browser session
 * (SPEC §4: "warning banner active until dismissed"). The server snapshot is "not dismissed",
 * so hydration matches; a previously dismissed banner disappears right after hydration.
 */
export function ClosableBanner({ storageKey, closeLabel, color, children }: ClosableBannerProps) {
  const dismissedEarlier = useSyncExternalStore(
    subscribe,
    () => (storageKey ? readDismissed(storageKey) : false),
    () => false,
  );
  const [closed, setClosed] = useState(false);
  if (dismissedEarlier || closed) return null;
  return (
    <div className="lb-closable">
      {children}
      <button
        type="button"
        className="lb-closable__close lb-close-button"
        aria-label={closeLabel}
        style={{ color: color || undefined }}
        onClick={() => {
          if (storageKey) writeDismissed(storageKey);
          setClosed(true);
        }}
      >
        <CloseIcon />
      </button>
    </div>
  );
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(DISMISSED_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(DISMISSED_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

function readDismissed(key: string): boolean {
  try {
    return window.sessionStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}

function writeDismissed(key: string): void {
  try {
    window.sessionStorage.setItem(key, '1');
  } catch {
    // Storage unavailable (private mode, quota): the banner still closes for this page.
  }
  window.dispatchEvent(new Event(DISMISSED_EVENT));
}
