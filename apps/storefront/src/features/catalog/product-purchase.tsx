'use client';

import { useState, type MouseEvent } from 'react';
import { AddToCart, type AddToCartActions, type AddToCartText } from '../cart/add-to-cart';
import { opensInPlace } from '../client-platform/plain-click';
import { PriceTag, type PriceText } from './price-tag';
import type { PriceDisplay } from './price';
import type { VariantModel, VariantOption } from './product-model';
import { stockMessage, type StockState, type StockText } from './stock';
import { optionChoices, variantQueryString } from './variant-selection';

export interface PurchaseText {
  price: PriceText;
  stock: StockText;
  choose: string;
  optionOutOfStock: string;
  optionNotAvailable: string;
  addToCart: string;
}

/** What the add-to-cart form needs (features/cart): absent in tests of the choice alone. */
export interface PurchaseCart {
  storeView: string;
  productSku: string;
  kind: 'simple' | 'configurable' | 'bundle';
  text: AddToCartText;
  actions: AddToCartActions;
}

/**
 * The part of the product page that follows the shopper's choice: price, flavour and strength
 * selectors, stock message and the add-to-cart slot. The server renders it for the variant the URL
 * names (or the first available one) with plain links to the others, so it works without
 * JavaScript; with it, a choice updates price and stock at once and replaces the URL's query, so
 * a shared link keeps the choice.
 */
export function ProductPurchase({
  basePath,
  price,
  stock,
  options,
  variants,
  initialSku,
  text,
  cart,
}: {
  /** The product's URL (with store prefix, without query). */
  basePath: string;
  /** Price and stock of the product itself (simple and bundle products, or no variant found). */
  price: PriceDisplay | null;
  stock: StockState;
  options: VariantOption[];
  variants: VariantModel[];
  /** The variant the server chose from the URL. */
  initialSku: string | null;
  /** Every word it shows, in the page's language (product-view.tsx purchaseTextOf). */
  text: PurchaseText;
  cart?: PurchaseCart;
}) {
  const [sku, setSku] = useState(initialSku);
  const current = variants.find((variant) => variant.sku === sku) ?? null;
  const shownPrice = current?.price ?? price;
  const shownStock = current?.stock ?? stock;

  function choose(event: MouseEvent<HTMLAnchorElement>, target: VariantModel) {
    // Let the browser handle new-tab and download clicks; a plain click switches in place.
    if (!opensInPlace(event)) return;
    event.preventDefault();
    setSku(target.sku);
    window.history.replaceState(
      window.history.state,
      '',
      `${basePath}${variantQueryString(options, target)}`,
    );
  }

  return (
    <div className="ls-purchase" data-testid="product:purchase">
      <PriceTag price={shownPrice} text={text.price} />
      {current
        ? options.map((option, index) => {
            const headingId = `option-${option.param}`;
            const choices = optionChoices(options, variants, current, index);
            const chosen = choices.find((choice) => choice.selected);
            return (
              <div
                key={option.param}
                className="ls-option"
                role="group"
                aria-labelledby={headingId}
                data-testid={`product:option:${option.param}`}
              >
                <p id={headingId} className="ls-option-heading">
                  {option.label}: <strong>{chosen?.label ?? text.choose}</strong>
                </p>
                <ul>
                  {choices.map((choice) => {
                    const soldOut = choice.target?.stock.kind === 'out-of-stock';
                    const className = [
                      'ls-option-value',
                      choice.selected ? 'is-selected' : '',
                      soldOut ? 'is-sold-out' : '',
                    ]
                      .filter(Boolean)
                      .join(' ');
                    return (
                      <li key={choice.slug}>
                        {choice.target ? (
                          <a
                            href={`${basePath}${variantQueryString(options, choice.target)}`}
                            className={className}
                            aria-current={choice.selected ? 'true' : undefined}
                            rel="nofollow"
                            data-value={choice.slug}
                            onClick={(event) => choice.target && choose(event, choice.target)}
                          >
                            {choice.label}
                            {soldOut ? (
                              <span className="ls-option-note">{` ${text.optionOutOfStock}`}</span>
                            ) : null}
                          </a>
                        ) : (
                          <span
                            className="ls-option-value is-disabled"
                            aria-disabled="true"
                            data-value={choice.slug}
                          >
                            {choice.label}
                            <span className="ls-visually-hidden">{` ${text.optionNotAvailable}`}</span>
                          </span>
                        )}
                      </li>
                    );
                  })}
                </ul>
              </div>
            );
          })
        : null}
      <p
        className={`ls-stock ls-stock-${shownStock.kind}`}
        data-testid="product:stock"
        aria-live="polite"
      >
        {stockMessage(shownStock, text.stock)}
      </p>
      <section
        className="ls-add-to-cart-slot"
        data-testid="product:add-to-cart-slot"
        data-sku={current?.sku ?? undefined}
        aria-label={text.addToCart}
      >
        {cart ? (
          <AddToCart
            storeView={cart.storeView}
            actions={cart.actions}
            sku={cart.kind === 'configurable' ? (current?.sku ?? null) : cart.productSku}
            parentSku={cart.kind === 'configurable' ? cart.productSku : null}
            kind={cart.kind}
            withQuantity
            disabled={shownStock.kind === 'out-of-stock'}
            text={cart.text}
          />
        ) : null}
      </section>
    </div>
  );
}
