'use client';

import { useState } from 'react';
import type { FormResult } from '../forms/form-types';

/** Deletes an address after the browser's confirmation, then reloads the list. */
export function DeleteAddressButton({
  label,
  confirm,
  action,
}: {
  label: string;
  confirm: string;
  action: () => Promise<FormResult>;
}) {
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  return (
    <>
      <button
        type="button"
        className="ls-button ls-button-secondary"
        disabled={pending}
        data-testid="dashboard:delete-address"
        onClick={async () => {
          if (!window.confirm(confirm)) return;
          setPending(true);
          const result = await action().catch(() => ({ ok: false as const }));
          setPending(false);
          if (result.ok) window.location.reload();
          else setError(('formError' in result && result.formError) || label);
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
