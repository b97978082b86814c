'use client';

import { useState } from 'react';
import type { ActionResult } from '../actions';

/** Removes a saved card after the browser's confirmation, then reloads the list. */
export function RemoveCardButton({
  label,
  confirm,
  failed,
  action,
}: {
  label: string;
  confirm: string;
  failed: string;
  action: () => Promise<ActionResult>;
}) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <button
        type="button"
        className="ls-button ls-button-secondary"
        disabled={pending}
        data-testid="order:card-remove"
        onClick={async () => {
          if (!window.confirm(confirm)) return;
          setPending(true);
          const result = await action().catch((): ActionResult => ({ ok: false, message: failed }));
          setPending(false);
          if (result.ok) window.location.reload();
          else setError(result.message);
        }}
      >
        {label}
      </button>
      {error ? (
        <p role="alert" className="ls-field-error">
          {error}
        </p>
      ) : null}
    </>
  );
}
