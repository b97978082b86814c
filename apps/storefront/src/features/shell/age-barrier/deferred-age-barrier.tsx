'use client';

import { deferredIsland } from '../../client-platform/lazy-island';

/**
 * The age barrier's behaviour, loaded after the page (ADR 0052). Its markup and the inline
 * script's decision are there at first paint; a click on Yes or No before the code arrives is
 * held and replayed once it has (features/client-platform/lazy-island.tsx).
 */
export const AgeBarrierDialog = deferredIsland(() =>
  import('./age-barrier-dialog').then((module) => module.AgeBarrierDialog),
);
