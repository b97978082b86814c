'use client';

import { useState } from 'react';
import type { ActionResult } from '../actions';

/** "Deliver this again every N days" on the order view: creates an autoship from the order. */
export function AutoshipCreateForm({
  intervals,
  text,
  action,
}: {
  intervals: { days: number; label: string }[];
  text: { legend: string; interval: string; submit: string; pending: string };
  action: (intervalDays: number) => Promise<ActionResult>;
}) {
  const [days, setDays] = useState(intervals[2]?.days ?? intervals[0]?.days ?? 30);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className="ls-order-autoship"
      data-testid="order:autoship-form"
      onSubmit={async (event) => {
        event.preventDefault();
        setPending(true);
        setError(null);
        const result = await action(days).catch((): ActionResult => ({
          ok: false,
          message: text.submit,
        }));
        setPending(false);
        if (result.ok) window.location.assign(result.redirectTo ?? window.location.href);
        else setError(result.message);
      }}
    >
      <fieldset className="ls-form-group">
        <legend>{text.legend}</legend>
        <label className="ls-field">
          <span>{text.interval}</span>
          <select
            value={days}
            onChange={(event) => setDays(Number(event.target.value))}
            data-testid="order:autoship-interval"
          >
            {intervals.map((interval) => (
              <option key={interval.days} value={interval.days}>
                {interval.label}
              </option>
            ))}
          </select>
        </label>
        <button
          type="submit"
          className="ls-button ls-button-secondary"
          disabled={pending}
          data-testid="order:autoship-create"
        >
          {pending ? text.pending : text.submit}
        </button>
      </fieldset>
      {error ? (
        <p role="alert" className="ls-field-error" data-testid="order:autoship-error">
          {error}
        </p>
      ) : null}
    </form>
  );
}
