'use client';

import { type ReactNode } from 'react';
import { useStoredValue, writeStoredValue } from '../state/browser-storage';

import { DISMISSED_BANNER_KEY } from './dismissed-banner';

export { DISMISSED_BANNER_KEY };

/**
 * SPEC §2.2/§4 warning banner: a site notice active until dismissed. The dismissal is remembered
 * per notice text (a new notice shows again). A returning visitor's dismissed notice is hidden
 * before paint by CSS (dismissed-banner.ts and the inline pre-paint script), then not rendered.
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
    <section
      className="ls-warning-banner"
      aria-label={label}
      data-banner-key={contentKey}
      data-testid="header:warning-banner"
    >
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
