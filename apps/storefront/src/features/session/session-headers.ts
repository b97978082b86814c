import { createRegistry } from '../client-state/registry';

/**
 * SPEC §4 session expiry and SPEC §7's response headers. `x-session-lifetime` (seconds) sets a
 * timer; one second after expiry the session-end action runs (the accounts feature subscribes to
 * `sessionEnd`). `X-Country-Restriction`: any value other than 'missing' sets whether the
 * country is valid ('valid' means true).
 */

export const SESSION_LIFETIME_HEADER = 'x-session-lifetime';
export const COUNTRY_RESTRICTION_HEADER = 'x-country-restriction';
/** SPEC §4: the session-end action runs one second after expiry. */
export const SESSION_END_DELAY_MS = 1000;
/** setTimeout's ceiling (~24.8 days); a longer lifetime is not timed. */
const MAX_TIMEOUT_MS = 2_147_483_647;

export const sessionEnd = createRegistry('Session end action');

export interface SessionHeaderHandlers {
  setCountryValid(valid: boolean): void;
}

export function createSessionHeaderHandler(handlers: SessionHeaderHandlers) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  function handle(headers: Headers): void {
    const lifetime = headers.get(SESSION_LIFETIME_HEADER);
    if (lifetime !== null && /^\s*\d+\s*$/.test(lifetime)) {
      const delay = Number(lifetime) * 1000 + SESSION_END_DELAY_MS;
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      if (delay <= MAX_TIMEOUT_MS) {
        timer = setTimeout(() => {
          timer = undefined;
          void sessionEnd.run();
        }, delay);
      }
    }
    const country = headers.get(COUNTRY_RESTRICTION_HEADER);
    if (country !== null && country !== 'missing') handlers.setCountryValid(country === 'valid');
  }
  return {
    handle,
    stop() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
  };
}
