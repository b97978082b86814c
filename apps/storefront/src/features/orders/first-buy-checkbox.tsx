'use client';

import { useSyncExternalStore } from 'react';
import { firstBuyTransitions, initialFirstBuy } from '../client-state/slices';
import { getClientStore } from '../client-state/store';

/**
 * SPEC §6's first-buy checkbox (a configuration flag, off by default: FIRST_BUY_CHECKBOX): shown
 * to a first-time buyer only, its value kept in the client store (firstBuy.checkboxValue). The
 * page that shows it (checkout) passes `enabled` from firstBuyCheckboxEnabled().
 */
export function FirstBuyCheckbox({
  storeView,
  enabled,
  label,
}: {
  storeView: string;
  enabled: boolean;
  label: string;
}) {
  const store = getClientStore(storeView);
  const firstBuy = useSyncExternalStore(
    store.subscribe,
    () => store.getState().firstBuy,
    () => initialFirstBuy,
  );
  if (!enabled || !firstBuy.isFirstBuy) return null;
  return (
    <label className="ls-checkbox" data-testid="order:first-buy">
      <input
        type="checkbox"
        checked={firstBuy.checkboxValue}
        onChange={(event) =>
          store.setState((state) => ({
            firstBuy: firstBuyTransitions.checkbox(state.firstBuy, event.target.checked),
          }))
        }
      />{' '}
      {label}
    </label>
  );
}
