/**
 * SPEC §4 marketing popup: hidden, then shown after a delay when enabled and not confirmed this
 * session; closing stores a session confirmation (sessionStorage) and hides it.
 */
export const MARKETING_POPUP_SESSION_KEY = 'marketingPopupConfirmed';

/** Bounds a configured delay: never negative, at most a day. */
export function marketingPopupDelayMs(seconds: number): number {
  if (!Number.isFinite(seconds) || seconds < 0) return 0;
  return Math.min(seconds, 86_400) * 1000;
}

export function shouldScheduleMarketingPopup(input: {
  enabled: boolean;
  hasContent: boolean;
  confirmedThisSession: boolean;
  ageBarrierOpen: boolean;
}): boolean {
  return input.enabled && input.hasContent && !input.confirmedThisSession && !input.ageBarrierOpen;
}
