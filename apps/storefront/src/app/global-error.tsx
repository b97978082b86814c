'use client';

import { describeError } from '@/features/client-platform/start-up-failure';

/**
 * SPEC §8 "Start-up failure" when the page itself cannot render (the root layout threw): the
 * message and stack as escaped text. No translator is available here (the layout failed), so the
 * page shows only the error's own text.
 */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  const { message, stack } = describeError(error);
  return (
    <html lang="en">
      <body>
        <main role="alert" data-testid="platform:start-up-failure">
          <pre style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {message}
            {stack ? `\n${stack}` : ''}
            {error.digest ? `\n${error.digest}` : ''}
          </pre>
        </main>
      </body>
    </html>
  );
}
