import type { StoreViewCode } from '@lumo/block-schema';
import { getStoreConfig } from '@/lib/api/store-config';

/**
 * The market's nicotine health warning (COMPLIANCE.md), from the api's storeConfig. It sits at the
 * very top of every page (the FDA wants it in the upper part of retailer pages). SPEC §8: when
 * the call fails it renders nothing.
 */
export async function NicotineWarning({ storeView }: { storeView: StoreViewCode }) {
  const config = await getStoreConfig(storeView);
  if (!config?.nicotineWarning) return null;
  return (
    <div className="ls-nicotine-warning" role="note" data-testid="header:nicotine-warning">
      <p>{config.nicotineWarning}</p>
    </div>
  );
}
