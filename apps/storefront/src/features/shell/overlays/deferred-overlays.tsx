'use client';

import { browserOnlyIsland } from '../../client-platform/lazy-island';

/**
 * The shell's overlays that show nothing until something happens in the browser (a popup pushed
 * to the shell store, the marketing popup's delay): loaded once the page has hydrated, so their
 * code is not part of every page's first load (ADR 0046). The shell store keeps what was pushed
 * before the code arrived, and the host shows it once loaded.
 */
export const ModalHost = browserOnlyIsland(() =>
  import('./modal-host').then((module) => module.ModalHost),
);
export const MarketingPopup = browserOnlyIsland(() =>
  import('./marketing-popup').then((module) => module.MarketingPopup),
);
