'use client';
import './cart.css';

import { useCallback, useRef } from 'react';
import { useDialogFocus } from '../shell/overlays/dialog-focus';
import { fillTemplate } from '../i18n/fill-template';
import type { CartActionResult } from './actions';
import { cartMoney } from './cart-model';
import type { MiniCartText } from './cart-text';
import { runCartAction, useCartView } from './cart-store';
import { FreeShippingProgress } from './free-shipping-progress';

export interface MiniCartOverlayProps {
  open: boolean;
  storeView: string;
  locale: string;
  cartPath: string;
  checkoutPath: string;
  text: MiniCartText;
  remove: (storeView: string, uid: string) => Promise<CartActionResult>;
  onClose: () => void;
}

/**
 * The cart overlay (SPEC §2.2): the lines with image, name, options, quantity, price and a remove
 * button, the subtotal, free-delivery progress, "View basket" and "Checkout". A modal dialog:
 * focus moves in and stays in, Escape and the backdrop close it.
 */
export function MiniCartOverlay({
  open,
  storeView,
  locale,
  cartPath,
  checkoutPath,
  text,
  remove,
  onClose,
}: MiniCartOverlayProps) {
  const cart = useCartView();
  const dialogRef = useRef<HTMLDivElement>(null);
  const close = useCallback(() => onClose(), [onClose]);
  useDialogFocus(dialogRef, open, close);
  if (!open) return null;
  const money = (value: number) => cartMoney(value, cart?.currency ?? 'GBP', locale);
  const lines = cart?.lines ?? [];
  return (
    <div className="ls-minicart-layer">
      <div className="ls-minicart-backdrop" onClick={close} aria-hidden="true" />
      <div
        ref={dialogRef}
        className="ls-dialog ls-minicart-overlay"
        role="dialog"
        aria-modal="true"
        aria-labelledby="minicart-title"
        data-testid="cart:overlay"
        tabIndex={-1}
      >
        <div className="ls-minicart-head">
          <h2 id="minicart-title">{text.title}</h2>
          <button
            type="button"
            className="ls-icon-button"
            onClick={close}
            aria-label={text.close}
            data-testid="cart:overlay-close"
          >
            ×
          </button>
        </div>
        {lines.length === 0 ? (
          <p className="ls-minicart-empty" data-testid="cart:overlay-empty">
            {text.empty}
          </p>
        ) : (
          <>
            <ul className="ls-minicart-lines">
              {lines.map((line) => (
                <li key={line.uid} className="ls-minicart-line" data-testid="cart:overlay-line">
                  {line.image ? (
                    <img src={line.image.url} alt="" width={64} height={64} loading="lazy" />
                  ) : (
                    <span className="ls-card-placeholder" aria-hidden="true" />
                  )}
                  <div className="ls-minicart-line-body">
                    {line.href ? (
                      <a href={line.href} className="ls-minicart-name">
                        {line.name}
                      </a>
                    ) : (
                      <span className="ls-minicart-name">{line.name}</span>
                    )}
                    {line.options.length ? (
                      <dl className="ls-cart-options">
                        {line.options.map((option) => (
                          <div key={option.label}>
                            <dt>{option.label}</dt>
                            <dd>{option.value}</dd>
                          </div>
                        ))}
                      </dl>
                    ) : null}
                    <p className="ls-minicart-qty">
                      {text.quantity}: <span data-testid="cart:overlay-qty">{line.quantity}</span>
                    </p>
                  </div>
                  <div className="ls-minicart-line-end">
                    <span data-testid="cart:overlay-price">{money(line.rowTotal)}</span>
                    <button
                      type="button"
                      className="ls-link-button"
                      onClick={() => void runCartAction(() => remove(storeView, line.uid))}
                      aria-label={`${text.remove} ${line.name}`}
                      data-testid="cart:overlay-remove"
                    >
                      {text.remove}
                    </button>
                  </div>
                </li>
              ))}
            </ul>
            <p className="ls-minicart-subtotal" data-testid="cart:overlay-subtotal">
              <span>{text.subtotal}</span> <strong>{money(cart?.subtotal ?? 0)}</strong>
            </p>
            {cart ? (
              <FreeShippingProgress
                subtotal={cart.subtotal}
                remaining={cart.freeShippingRemaining}
                remainingText={(amount) =>
                  fillTemplate(text.freeShippingRemaining, { amount: money(amount) })
                }
                reachedText={text.freeShippingReached}
              />
            ) : null}
          </>
        )}
        <div className="ls-minicart-actions">
          <a
            href={cartPath}
            className="ls-button ls-button-secondary"
            data-testid="cart:overlay-view"
          >
            {text.viewBasket}
          </a>
          {lines.length ? (
            <a href={checkoutPath} className="ls-button" data-testid="cart:overlay-checkout">
              {text.checkout}
            </a>
          ) : null}
        </div>
      </div>
    </div>
  );
}
