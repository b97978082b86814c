import { CLIENT_KEYS } from '../client-state/constants';
import { browserStorage, readItem, saveItem } from '../client-state/storage';

/**
 * Cookie consent (SPEC §2.2, §3.6 client key `cookieConsent`). Once accepted, the cookie bar
 * never shows again and analytics may load. Whether to show the bar is decided before first
 * paint by CONSENT_INLINE_SCRIPT, which sets `has-cookie-consent` on <html> (CSS hides the bar),
 * so a returning visitor never sees it flash.
 */

export const COOKIE_CONSENT_KEY = CLIENT_KEYS.cookieConsent;
export const HAS_CONSENT_CLASS = 'has-cookie-consent';
/** Fired on window when the visitor accepts. */
export const CONSENT_EVENT = 'lumo:cookie-consent';

/** The stored value: when the visitor accepted. */
export interface StoredConsent {
  accepted: true;
  at: string;
}

/** Runs in <body> before the bar is parsed; keep it in sync with `hasConsent`. */
export const CONSENT_INLINE_SCRIPT = `try{var c=localStorage.getItem(${JSON.stringify(COOKIE_CONSENT_KEY)});if(c&&JSON.parse(c).accepted===true)document.documentElement.classList.add(${JSON.stringify(HAS_CONSENT_CLASS)})}catch(e){}`;

export function hasConsent(storage: Storage | null = browserStorage()): boolean {
  const stored = readItem(COOKIE_CONSENT_KEY, storage);
  if (!stored) return false;
  try {
    return (JSON.parse(stored) as Partial<StoredConsent>).accepted === true;
  } catch {
    return false;
  }
}

export async function acceptConsent(
  storage: Storage | null = browserStorage(),
  now: Date = new Date(),
): Promise<void> {
  const value: StoredConsent = { accepted: true, at: now.toISOString() };
  await saveItem(COOKIE_CONSENT_KEY, JSON.stringify(value), storage);
  document.documentElement.classList.add(HAS_CONSENT_CLASS);
  window.dispatchEvent(new Event(CONSENT_EVENT));
}

/** Calls `callback` once consent exists: now, or when the visitor accepts. */
export function whenConsented(callback: () => void, storage?: Storage | null): () => void {
  if (hasConsent(storage)) {
    callback();
    return () => undefined;
  }
  const listener = () => {
    window.removeEventListener(CONSENT_EVENT, listener);
    callback();
  };
  window.addEventListener(CONSENT_EVENT, listener);
  return () => window.removeEventListener(CONSENT_EVENT, listener);
}
