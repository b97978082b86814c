'use client';

import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useShellStore } from '../state/shell-store';
import { useDialogFocus } from './dialog-focus';
import {
  MARKETING_POPUP_SESSION_KEY,
  marketingPopupDelayMs,
  shouldScheduleMarketingPopup,
} from './marketing-popup-timing';

function confirmedThisSession(): boolean {
  try {
    return window.sessionStorage.getItem(MARKETING_POPUP_SESSION_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * SPEC §2.2/§4 marketing popup (block `marketing_popup`, rebranding variant first): appears after
 * `timeInSecToShowMarketingPopup` seconds when enabled, never while the age barrier is up, and
 * not again this session once closed. An accessible dialog; Escape closes it.
 */
export function MarketingPopup({
  enabled,
  delaySeconds,
  label,
  closeLabel,
  children,
}: {
  enabled: boolean;
  delaySeconds: number;
  label: string;
  closeLabel: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const ageBarrierOpen = useShellStore((state) => state.ageBarrierOpen);
  const dialog = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (
      !shouldScheduleMarketingPopup({
        enabled,
        hasContent: true,
        confirmedThisSession: confirmedThisSession(),
        ageBarrierOpen,
      })
    ) {
      return;
    }
    const timer = setTimeout(() => setOpen(true), marketingPopupDelayMs(delaySeconds));
    return () => clearTimeout(timer);
  }, [enabled, delaySeconds, ageBarrierOpen]);

  const close = useCallback(() => {
    try {
      window.sessionStorage.setItem(MARKETING_POPUP_SESSION_KEY, '1');
    } catch {
      // Without storage it may show again on the next page.
    }
    setOpen(false);
  }, []);
  useDialogFocus(dialog, open, close);

  if (!open) return null;
  return (
    <div className="ls-overlay" onClick={close}>
      <div
        ref={dialog}
        className="ls-dialog ls-marketing-popup"
        role="dialog"
        aria-modal="true"
        aria-label={label}
        tabIndex={-1}
        data-testid="header:marketing-popup"
        onClick={(event) => event.stopPropagation()}
      >
        <button
          type="button"
          className="ls-icon-button ls-dialog-close"
          aria-label={closeLabel}
          data-testid="header:marketing-popup-close"
          onClick={close}
        >
          <span aria-hidden="true">×</span>
        </button>
        {children}
      </div>
    </div>
  );
}
