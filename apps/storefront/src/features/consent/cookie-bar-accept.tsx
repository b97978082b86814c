'use client';

import { acceptConsent } from './consent';

/** The cookie bar's accept button; the bar hides through the class acceptConsent sets. */
export function CookieBarAccept({ label }: { label: string }) {
  return (
    <button
      type="button"
      className="ls-cookie-bar__accept"
      data-testid="cookie-bar:accept"
      onClick={() => void acceptConsent()}
    >
      {label}
    </button>
  );
}
