'use client';

import { useEffect } from 'react';

/**
 * SPEC §8: a builder page the api could not deliver must not crash the page. The header and
 * footer stay (this boundary sits below the root layout) and the shopper can try again.
 */
export default function PageError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error('Page failed to render', error);
  }, [error]);

  return (
    <section className="ls-notice" role="alert" data-testid="page-error">
      <h1>This page is taking a break</h1>
      <p>We could not load this page just now. Please try again in a moment.</p>
      <div className="ls-notice-actions">
        <button type="button" className="ls-button" onClick={() => retry()}>
          Try again
        </button>
      </div>
    </section>
  );
}
