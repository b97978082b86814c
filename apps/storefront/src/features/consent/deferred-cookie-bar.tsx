'use client';

import { deferredIsland } from '../client-platform/lazy-island';

/**
 * The cookie bar's accept button, loaded after the page (ADR 0052); a click before its code
 * arrives is held and replayed (features/client-platform/lazy-island.tsx).
 */
export const CookieBarAccept = deferredIsland(() =>
  import('./cookie-bar-accept').then((module) => module.CookieBarAccept),
);
