'use client';

import { useState } from 'react';
import type { ActionResult, AutoshipCommand } from '../actions';

export interface AutoshipControlsText {
  skip: string;
  pause: string;
  resume: string;
  cancel: string;
  cancelConfirm: string;
  interval: string;
  changeInterval: string;
  failed: string;
}

/** One subscription's buttons: skip next, pause or resume, cancel (confirmed), change interval. */
export function AutoshipControls({
  status,
  intervalDays,
  intervals,
  text,
  command,
  changeInterval,
}: {
  status: 'ACTIVE' | 'PAUSED' | 'CANCELED';
  intervalDays: number;
  intervals: { days: number; label: string }[];
  text: AutoshipControlsText;
  command: (command: AutoshipCommand) => Promise<ActionResult>;
  changeInterval: (days: number) => Promise<ActionResult>;
}) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [days, setDays] = useState(intervalDays);
  const run = async (call: () => Promise<ActionResult>) => {
    setPending(true);
    setError(null);
    const result = await call().catch((): ActionResult => ({ ok: false, message: text.failed }));
    setPending(false);
    if (result.ok) window.location.reload();
    else setError(result.message);
  };
  if (status === 'CANCELED') return null;
  const options = intervals.some((interval) => interval.days === intervalDays)
    ? intervals
    : [{ days: intervalDays, label: String(intervalDays) }, ...intervals];
  return (
    <div className="ls-autoship-actions">
      {status === 'ACTIVE' ? (
        <>
          <button
            type="button"
            className="ls-button ls-button-secondary"
            disabled={pending}
            onClick={() => run(() => command('skip'))}
            data-testid="order:autoship-skip"
          >
            {text.skip}
          </button>
          <button
            type="button"
            className="ls-button ls-button-secondary"
            disabled={pending}
            onClick={() => run(() => command('pause'))}
            data-testid="order:autoship-pause"
          >
            {text.pause}
          </button>
        </>
      ) : (
        <button
          type="button"
          className="ls-button ls-button-secondary"
          disabled={pending}
          onClick={() => run(() => command('resume'))}
          data-testid="order:autoship-resume"
        >
          {text.resume}
        </button>
      )}
      <button
        type="button"
        className="ls-button ls-button-secondary"
        disabled={pending}
        onClick={() => {
          if (window.confirm(text.cancelConfirm)) void run(() => command('cancel'));
        }}
        data-testid="order:autoship-cancel"
      >
        {text.cancel}
      </button>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void run(() => changeInterval(days));
        }}
      >
        <label className="ls-field">
          <span>{text.interval}</span>
          <select
            value={days}
            onChange={(event) => setDays(Number(event.target.value))}
            data-testid="order:autoship-change-interval"
          >
            {options.map((interval) => (
              <option key={interval.days} value={interval.days}>
                {interval.label}
              </option>
            ))}
          </select>
        </label>
        <button
          type="submit"
          className="ls-button ls-button-secondary"
          disabled={pending || days === intervalDays}
          data-testid="order:autoship-save-interval"
        >
          {text.changeInterval}
        </button>
      </form>
      {error ? (
        <p role="alert" className="ls-field-error" data-testid="order:autoship-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
