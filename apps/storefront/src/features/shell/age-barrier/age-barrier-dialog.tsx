'use client';

import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useStoredValue, writeStoredValue } from '../state/browser-storage';
import {
  AGE_BARRIER_STORAGE_KEY,
  AGE_CONFIRMED_CLASS,
  AGE_REFUSED_CLASS,
  ageBarrierState,
  answerAgeBarrier,
  parseAgeBarrierChoice,
  withdrawRefusal,
  type AgeBarrierChoice,
  type AgeBarrierState,
} from './age-barrier-choice';
import { FOCUSABLE, keepTabWithin } from '../overlays/dialog-focus';
import { AGE_BARRIER_PAGE_ID } from './age-barrier-script';
import { useShellStore } from '../state/shell-store';

export interface AgeBarrierStrings {
  title: string;
  question: string;
  note: string;
  yes: string;
  no: string;
  refusalTitle: string;
  refusalText: string;
  reconsider: string;
}

/** Shows the state on <html> (CSS shows the matching panel) and makes the page inert or not. */
function applyState(state: AgeBarrierState): void {
  const root = document.documentElement.classList;
  root.toggle(AGE_CONFIRMED_CLASS, state === 'confirmed');
  root.toggle(AGE_REFUSED_CLASS, state === 'refused');
  const page = document.getElementById(AGE_BARRIER_PAGE_ID);
  if (state === 'confirmed') page?.removeAttribute('inert');
  else page?.setAttribute('inert', '');
}

/**
 * SPEC §2.2's age barrier: an accessible modal dialog over the page. The server renders it on
 * every page and the inline script hides it before first paint for a visitor who has confirmed;
 * this component then keeps the state, the stored choice and the focus (ADR 0020).
 */
export function AgeBarrierDialog({
  minimumAge,
  strings,
}: {
  minimumAge: number;
  strings: AgeBarrierStrings;
}) {
  const stored = useStoredValue('local', AGE_BARRIER_STORAGE_KEY);
  // Without storage (private mode, quota) an answer holds for this page only.
  const [answered, setAnswered] = useState<AgeBarrierChoice | null>(null);
  const choice = answered ?? (stored === undefined ? null : parseAgeBarrierChoice(stored));
  const state: AgeBarrierState | null = choice ? ageBarrierState(choice, minimumAge) : null;
  const dialog = useRef<HTMLDivElement>(null);
  const setAgeBarrierOpen = useShellStore((store) => store.setAgeBarrierOpen);

  useEffect(() => {
    if (state === null) return;
    applyState(state);
    setAgeBarrierOpen(state !== 'confirmed');
    if (state !== 'confirmed') {
      dialog.current
        ?.querySelector(`[data-age-panel="${state}"]`)
        ?.querySelector<HTMLElement>(FOCUSABLE)
        ?.focus();
    }
  }, [state, setAgeBarrierOpen]);

  function save(next: AgeBarrierChoice) {
    const kept = writeStoredValue('local', AGE_BARRIER_STORAGE_KEY, JSON.stringify(next));
    setAnswered(kept ? null : next);
  }

  function answer(value: 'yes' | 'no') {
    save(answerAgeBarrier(choice ?? {}, minimumAge, value));
  }

  function reconsider() {
    save(withdrawRefusal(choice ?? {}));
  }

  /** Focus stays in the dialog: Tab from the last control goes to the first, and back. */
  function trapFocus(event: KeyboardEvent<HTMLDivElement>) {
    if (!dialog.current) return;
    // Only the panel on show: the other one is display: none.
    const panel = state === 'refused' ? 'refused' : 'ask';
    const panelElement = dialog.current.querySelector(`[data-age-panel="${panel}"]`);
    keepTabWithin(event, [...(panelElement?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])]);
  }

  return (
    <div
      ref={dialog}
      className="ls-age-barrier"
      role="dialog"
      aria-modal="true"
      aria-labelledby={state === 'refused' ? 'ls-age-refusal-title' : 'ls-age-barrier-title'}
      aria-describedby={state === 'refused' ? 'ls-age-refusal-text' : 'ls-age-barrier-text'}
      data-testid="header:age-barrier"
      data-state={state ?? undefined}
      onKeyDown={trapFocus}
    >
      <div className="ls-age-barrier-card">
        <div className="ls-age-barrier-panel" data-age-panel="ask">
          <h2 id="ls-age-barrier-title" className="ls-age-barrier-title">
            {strings.title}
          </h2>
          <p id="ls-age-barrier-text">{strings.question}</p>
          <div className="ls-age-barrier-actions">
            <button
              type="button"
              className="ls-button ls-button-primary"
              data-testid="age-barrier:yes"
              onClick={() => answer('yes')}
            >
              {strings.yes}
            </button>
            <button
              type="button"
              className="ls-button ls-button-secondary"
              data-testid="age-barrier:no"
              onClick={() => answer('no')}
            >
              {strings.no}
            </button>
          </div>
          <p className="ls-age-barrier-note">{strings.note}</p>
        </div>
        <div
          className="ls-age-barrier-panel"
          data-age-panel="refused"
          data-testid="age-barrier:refusal"
        >
          <h2 id="ls-age-refusal-title" className="ls-age-barrier-title">
            {strings.refusalTitle}
          </h2>
          <p id="ls-age-refusal-text">{strings.refusalText}</p>
          <button
            type="button"
            className="ls-button ls-button-secondary"
            data-testid="age-barrier:reconsider"
            onClick={reconsider}
          >
            {strings.reconsider}
          </button>
        </div>
      </div>
    </div>
  );
}
