'use client';

import { useParams } from 'next/navigation';
import { useEffect } from 'react';
import { errorTextOf } from '@/features/i18n/error-text';

/**
 * Safety net for unexpected render errors below the root layout (an api outage is handled in the
 * page itself): the header and footer stay and the shopper can try again, in the store's language.
 */
export default function PageError({ error, retry }: { error: unknown; retry: () => void }) {
  const text = errorTextOf(useParams<{ storeView: string }>()?.storeView);
  useEffect(() => {
    console.error('Page failed to render', error);
  }, [error]);

  return (
    <section className="ls-notice" role="alert" data-testid="page-error">
      <h1>{text.heading}</h1>
      <p>{text.message}</p>
      <div className="ls-notice-actions">
        <button type="button" className="ls-button" onClick={() => retry()}>
          {text.tryAgain}
        </button>
      </div>
    </section>
  );
}
