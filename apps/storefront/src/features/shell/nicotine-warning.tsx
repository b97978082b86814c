import { FALLBACK_NICOTINE_WARNINGS, type StoreViewCode } from '@lumo/block-schema';
import { getStoreConfig } from '@/lib/api/store-config';

/**
 * The market's nicotine health warning (COMPLIANCE.md), from the api's storeConfig. It sits at the
 * very top of every page (the FDA wants it in the upper part of retailer pages). The warning is a
 * legal duty, so it never disappears: when the storeConfig call fails, the market's static text
 * (FALLBACK_NICOTINE_WARNINGS, the api's seed text) is shown instead (ADR 0009; SPEC §8's
 * "renders nothing" yields to COMPLIANCE.md). Only a market whose configuration has no warning
 * renders nothing.
 */
export async function NicotineWarning({ storeView }: { storeView: StoreViewCode }) {
  const config = await getStoreConfig(storeView);
  const warning = config ? config.nicotineWarning : FALLBACK_NICOTINE_WARNINGS[storeView];
  if (!warning) return null;
  return (
    <div className="ls-nicotine-warning" role="note" data-testid="header:nicotine-warning">
      <p>{warning}</p>
    </div>
  );
}
