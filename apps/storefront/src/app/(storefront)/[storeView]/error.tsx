'use client';

import { useEffect } from 'react';
import { useErrorText } from '@/features/i18n/use-error-text';

/**
 * Safety net for unexpected render errors below the root layout (an api outage is handled in the
 * page itself): the header and footer stay and the shopper can try again, in the store's language.
 */
export default function PageError({ error, retry }: { error: unknown; retry: () => void }) {
  const text = useErrorText();
  useEffect(() => {
    console.error('Page failed to render', error);
  }, [error]);

  return (
    <section className="ls-notice" role="alert" data-testid="page-error" aria-busy={!text}>
      <h1>{text?.heading}</h1>
      <p>{text?.message}</p>
      <div className="ls-notice-actions">
        <button type="button" className="ls-button" onClick={() => retry()} disabled={!text}>
          {text?.tryAgain}
        </button>
      </div>
    </section>
  );
}
