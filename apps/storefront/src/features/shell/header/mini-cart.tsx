import { getStoreView, withStorePrefix, type StoreViewCode } from '@lumo/block-schema';
import { collapseStaticMarkup } from '@lumo/blocks';
import { cartSummaryAction, removeItemAction } from '@/features/cart/actions';
import { miniCartTextOf } from '@/features/cart/cart-text';
import { MiniCartButton } from './deferred-header-islands';
import { getTranslator } from '@/features/i18n/server';

export const CART_PATH = '/checkout/cart';

/**
 * The mini cart's place in the header (SPEC §2.2): a link to the cart whose count and overlay
 * the cart feature fills in the browser (features/cart, ADR 0034). The page is cached for every
 * visitor, so the server renders an empty basket.
 */
export async function MiniCart({ storeView }: { storeView: StoreViewCode }) {
  const t = await getTranslator(storeView);
  const view = getStoreView(storeView);
  return (
    <MiniCartButton
      storeView={storeView}
      pathPrefix={view.pathPrefix}
      locale={view.locale}
      cartPath={withStorePrefix(storeView, CART_PATH)}
      checkoutPath={withStorePrefix(storeView, '/checkout')}
      text={miniCartTextOf(t, storeView)}
      summary={cartSummaryAction}
      remove={removeItemAction}
      // One HTML string in the RSC payload instead of an element per shape (ADR 0016, 0045).
      icon={collapseStaticMarkup(
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
        </svg>,
      )}
    />
  );
}
