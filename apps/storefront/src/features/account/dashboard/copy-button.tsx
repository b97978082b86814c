'use client';

import { useState } from 'react';

/** Copies a text (the referral share link) and says so. */
export function CopyButton({
  text,
  label,
  copied,
}: {
  text: string;
  label: string;
  copied: string;
}) {
  const [done, setDone] = useState(false);
  return (
    <>
      <button
        type="button"
        className="ls-button ls-button-secondary"
        data-testid="dashboard:copy-share-link"
        onClick={() => {
          void navigator.clipboard
            ?.writeText(text)
            .then(() => setDone(true))
            .catch(() => setDone(false));
        }}
      >
        {label}
      </button>
      <span role="status" className="ls-copy-status">
        {done ? copied : ''}
      </span>
    </>
  );
}
