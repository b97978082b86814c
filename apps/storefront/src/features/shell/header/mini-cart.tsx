import Link from 'next/link';
import { withStorePrefix, type StoreViewCode } from '@lumo/block-schema';

export const CART_PATH = '/checkout/cart';

/**
 * The mini cart's place in the header (SPEC §2.2): a link to the cart with the item count. The
 * cart issue fills the count and the cart overlay; until then it shows an empty basket.
 */
export function MiniCart({
  storeView,
  label,
  count = 0,
}: {
  storeView: StoreViewCode;
  /** The translated "Basket, {count} items". */
  label: string;
  count?: number;
}) {
  return (
    <Link
      href={withStorePrefix(storeView, CART_PATH)}
      className="ls-icon-button ls-minicart"
      aria-label={label}
      data-testid="header:minicart"
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          d="M3 4h2l2.2 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 7H6.2"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
        <circle cx="9" cy="19.5" r="1.5" fill="currentColor" />
        <circle cx="17" cy="19.5" r="1.5" fill="currentColor" />
      </svg>
      <span className="ls-minicart-count" data-testid="header:minicart-count" aria-hidden="true">
        {count}
      </span>
    </Link>
  );
}
