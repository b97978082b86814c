'use client';

import { useEffect } from 'react';

/**
 * Safety net for unexpected render errors below the root layout (an api outage is handled in the
 * page itself): the header and footer stay and the shopper can try again.
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
