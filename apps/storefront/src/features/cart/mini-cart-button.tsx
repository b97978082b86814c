'use client';

import {
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useStore } from 'zustand';
import { opensInPlace } from '../client-platform/plain-click';
import { getClientStore } from '../client-state/store';
import { formatPlural } from '../i18n/fill-template';
import type { CartActionResult } from './actions';
import type { MiniCartText } from './cart-text';
import { mayHaveCart } from './cart-marker';
import { configureCart, hideCart, refreshCart, showCart, useCartView } from './cart-store';

/** The overlay's code loads on first open (or after the first add), not with the header. */
const MiniCartOverlay = lazy(() =>
  import('./mini-cart-overlay').then((module) => ({ default: module.MiniCartOverlay })),
);

export interface MiniCartButtonProps {
  storeView: string;
  pathPrefix: string;
  locale: string;
  cartPath: string;
  checkoutPath: string;
  text: MiniCartText;
  summary: (storeView: string) => Promise<CartActionResult>;
  remove: (storeView: string, uid: string) => Promise<CartActionResult>;
  icon: ReactNode;
}

/**
 * The header's mini cart (SPEC §2.2 "mini cart show/hide"; ADR 0034): a link to the cart page
 * (what it is without JavaScript) whose count follows the cart; with JavaScript a click opens the
 * cart overlay instead. It wires the cart store to the page and loads the cart once.
 */
export function MiniCartButton({
  storeView,
  pathPrefix,
  locale,
  cartPath,
  checkoutPath,
  text,
  summary,
  remove,
  icon,
}: MiniCartButtonProps) {
  const store = getClientStore(storeView, pathPrefix);
  const isVisible = useStore(store, (state) => state.cart.isVisible);
  const cartState = useStore(store, (state) =>
    state.cart.isLoading
      ? 'loading'
      : state.cart.isError
        ? 'error'
        : state.cart.isLoaded
          ? 'updated'
          : 'idle',
  );
  const cart = useCartView();
  const [everOpened, setEverOpened] = useState(false);
  const buttonRef = useRef<HTMLAnchorElement>(null);
  const count = cart?.totalQuantity ?? 0;

  useEffect(() => {
    configureCart({ storeView, pathPrefix, summary });
    // A visitor without a cart (most of them) is not asked about one on every page.
    if (mayHaveCart(document.cookie, storeView)) void refreshCart();
    // Once per page load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The overlay mounts on first open and stays mounted (its code is loaded by then).
  if (isVisible && !everOpened) setEverOpened(true);

  function toggle(event: MouseEvent<HTMLAnchorElement>) {
    if (!opensInPlace(event)) return;
    event.preventDefault();
    if (isVisible) hideCart();
    else showCart();
  }

  return (
    <>
      <a
        ref={buttonRef}
        href={cartPath}
        className="ls-icon-button ls-minicart"
        aria-label={formatPlural(text.label, locale, count)}
        aria-haspopup="dialog"
        aria-expanded={isVisible}
        onClick={toggle}
        data-cart-state={cartState}
        data-testid="header:minicart"
      >
        {icon}
        <span className="ls-minicart-count" data-testid="header:minicart-count" aria-hidden="true">
          {count}
        </span>
      </a>
      {everOpened ? (
        <Suspense fallback={null}>
          <MiniCartOverlay
            open={isVisible}
            storeView={storeView}
            locale={locale}
            cartPath={cartPath}
            checkoutPath={checkoutPath}
            text={text}
            remove={remove}
            onClose={() => {
              hideCart();
              buttonRef.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
