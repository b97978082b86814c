import { useEffect, type RefObject } from 'react';

export const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** Keeps Tab inside `items`: from the last control to the first, and Shift+Tab back. */
export function keepTabWithin(
  event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'preventDefault'>,
  items: readonly HTMLElement[],
): void {
  if (event.key !== 'Tab') return;
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * While `active`: focuses the dialog's first control, keeps Tab inside it, calls `onEscape` on
 * Escape and gives focus back to what had it before.
 */
export function useDialogFocus(
  dialog: RefObject<HTMLElement | null>,
  active: boolean,
  onEscape: () => void,
): void {
  useEffect(() => {
    if (!active || !dialog.current) return;
    const element = dialog.current;
    const previous = document.activeElement as HTMLElement | null;
    const focusable = () => [...element.querySelectorAll<HTMLElement>(FOCUSABLE)];
    (focusable()[0] ?? element).focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onEscape();
        return;
      }
      keepTabWithin(event, focusable());
    };
    element.addEventListener('keydown', onKey);
    return () => {
      element.removeEventListener('keydown', onKey);
      if (previous && document.contains(previous)) previous.focus();
    };
  }, [dialog, active, onEscape]);
}
