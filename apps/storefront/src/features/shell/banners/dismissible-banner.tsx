'use client';

import { type ReactNode } from 'react';
import { useStoredValue, writeStoredValue } from '../state/browser-storage';

/** localStorage key prefix of a dismissed notice; the content's hash tells a new notice apart. */
export const DISMISSED_BANNER_KEY = 'warningBannerDismissed';

/**
 * SPEC §2.2/§4 warning banner: a site notice active until dismissed. The dismissal is remembered
 * per notice text (a new notice shows again). It is rendered hidden when dismissed, decided after
 * hydration: the strip reserves its space from the server HTML, so a first visit has no shift,
 * and a returning visitor's dismissal removes it once (the notice is below the fold of nothing).
 */
export function DismissibleBanner({
  contentKey,
  dismissLabel,
  label,
  children,
}: {
  contentKey: string;
  dismissLabel: string;
  label: string;
  children: ReactNode;
}) {
  const dismissed = useStoredValue('local', DISMISSED_BANNER_KEY) === contentKey;
  if (dismissed) return null;
  return (
    <section className="ls-warning-banner" aria-label={label} data-testid="header:warning-banner">
      <div className="ls-warning-banner-inner">
        <div className="ls-warning-banner-content">{children}</div>
        <button
          type="button"
          className="ls-icon-button ls-warning-banner-dismiss"
          aria-label={dismissLabel}
          data-testid="header:warning-banner-dismiss"
          onClick={() => writeStoredValue('local', DISMISSED_BANNER_KEY, contentKey)}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </section>
  );
}
