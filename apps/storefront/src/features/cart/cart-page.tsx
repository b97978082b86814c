'use client';
import './cart.css';

import { useEffect, useState, type FormEvent } from 'react';
import { fillTemplate } from '../i18n/fill-template';
import type { CartActionResult } from './actions';
import { AddToCart, type AddToCartActions, type AddToCartText } from './add-to-cart';
import { cartMoney, type CartLineView, type CartView } from './cart-model';
import { cartData, runCartAction, useCartView } from './cart-store';
import { CartTotals, type CartTotalsText } from './cart-totals';
import { FreeShippingProgress } from './free-shipping-progress';

export interface CartPageText {
  title: string;
  proceed: string;
  continueShopping: string;
  crossSells: string;
  limitDisabled: string;
  notSaved: string;
  emptyTitle: string;
  emptyText: string;
  line: {
    quantity: string;
    decrease: string;
    increase: string;
    update: string;
    remove: string;
    removeNamed: string;
    price: string;
    total: string;
    unavailable: string;
  };
  coupon: { label: string; apply: string; remove: string };
  totals: CartTotalsText;
  freeShippingRemaining: string;
  freeShippingReached: string;
  add: AddToCartText;
  chooseOptions: string;
}

/** The cart page's server actions (features/cart/actions.ts), passed by the server page. */
export interface CartPageActions {
  updateQuantity: (storeView: string, uid: string, quantity: number) => Promise<CartActionResult>;
  removeItem: (storeView: string, uid: string) => Promise<CartActionResult>;
  applyCoupon: (storeView: string, code: string) => Promise<CartActionResult>;
  removeCoupon: (storeView: string) => Promise<CartActionResult>;
  /** Every form's post without JavaScript. */
  form: (formData: FormData) => Promise<void>;
  addToCart: AddToCartActions;
}

const MAX_QTY = 10_000;

/**
 * /checkout/cart's interactive part (ADR 0034). Rendered on the server with the cart it loaded,
 * so it reads and works without JavaScript (every control is a form posting to
 * `cartPageFormAction`); with JavaScript each change runs its action in place and the page shows
 * the cart the api answered. Totals are never computed here.
 */
export function CartPage({
  initial,
  storeView,
  locale,
  homePath,
  checkoutPath,
  failedBefore,
  text,
  actions,
}: {
  initial: CartView | null;
  storeView: string;
  locale: string;
  homePath: string;
  checkoutPath: string;
  /** A change without JavaScript did not go through (`?error=`). */
  failedBefore: boolean;
  text: CartPageText;
  actions: CartPageActions;
}) {
  const live = useCartView();
  const [busy, setBusy] = useState(false);
  const [couponError, setCouponError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [lineError, setLineError] = useState<{ uid: string; message: string } | null>(null);

  useEffect(() => {
    cartData.setState({ cart: initial });
    // The server's cart seeds the store once; later changes come from the actions.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Until the store is seeded (and after it is reset) the server's cart is what there is.
  const cart = live ?? initial;
  const money = (value: number) => cartMoney(value, cart?.currency ?? 'GBP', locale);

  async function run(
    action: () => Promise<CartActionResult>,
    options: { inlineError?: boolean } = {},
  ): Promise<CartActionResult> {
    setBusy(true);
    setNotice(null);
    const result = await runCartAction(action, options);
    setBusy(false);
    return result;
  }

  async function changeQuantity(line: CartLineView, quantity: number) {
    setLineError(null);
    const qty = Math.max(0, Math.min(MAX_QTY, Math.floor(quantity)));
    const result = await run(() => actions.updateQuantity(storeView, line.uid, qty), {
      inlineError: true,
    });
    if (!result.ok && result.message) {
      setLineError({ uid: line.uid, message: result.message });
    }
  }

  async function submitQuantity(event: FormEvent<HTMLFormElement>, line: CartLineView) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const step = submitter?.name === 'step' ? Number(submitter.value) : 0;
    const typed = Number(form.get('quantity'));
    const quantity = step ? line.quantity + step : Number.isFinite(typed) ? typed : line.quantity;
    if (quantity === line.quantity) return;
    await changeQuantity(line, quantity);
  }

  async function submitRemove(event: FormEvent<HTMLFormElement>, line: CartLineView) {
    event.preventDefault();
    await run(() => actions.removeItem(storeView, line.uid));
  }

  async function submitCoupon(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('coupon') ?? '');
    setCouponError(null);
    // A refused code is the form's message (the api's own words), not a popup.
    const result = await run(() => actions.applyCoupon(storeView, code), { inlineError: true });
    if (result.ok) {
      // The applied code replaces the form (cart.couponCode), so nothing to clear.
      setNotice(result.notice ?? null);
    } else if (result.message) {
      setCouponError(result.message);
    }
  }

  async function submitRemoveCoupon(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setCouponError(null);
    const result = await run(() => actions.removeCoupon(storeView));
    if (result.ok) setNotice(result.notice ?? null);
  }

  const hidden = (intent: string, uid?: string) => (
    <>
      <input type="hidden" name="storeView" value={storeView} />
      <input type="hidden" name="intent" value={intent} />
      {uid ? <input type="hidden" name="uid" value={uid} /> : null}
    </>
  );

  if (!cart || cart.lines.length === 0) {
    return (
      <section className="ls-cart-empty" data-testid="cart:empty">
        <h1>{text.title}</h1>
        <p className="ls-cart-empty-title">{text.emptyTitle}</p>
        <p>{text.emptyText}</p>
        <a className="ls-button" href={homePath}>
          {text.continueShopping}
        </a>
      </section>
    );
  }

  const limit = cart.purchaseLimit;
  const checkoutDisabled = Boolean(limit?.disablePurchase);

  return (
    <div className="ls-cart" aria-busy={busy || undefined}>
      <h1>{text.title}</h1>
      {failedBefore ? (
        <p className="ls-form-error" role="alert" data-testid="cart:not-saved">
          {text.notSaved}
        </p>
      ) : null}
      {cart.sameDayDispatch?.available ? (
        <p className="ls-cart-dispatch" data-testid="cart:same-day-dispatch">
          {cart.sameDayDispatch.message}
        </p>
      ) : null}
      {limit && (limit.message || limit.staticMessage) ? (
        <div
          className={`ls-cart-limit is-${limit.status}`}
          role="status"
          data-testid="cart:purchase-limit"
        >
          {limit.message ? <p>{limit.message}</p> : null}
          {limit.staticMessage ? <p>{limit.staticMessage}</p> : null}
        </div>
      ) : null}
      <div className="ls-cart-layout">
        <ul className="ls-cart-lines" data-testid="cart:lines">
          {cart.lines.map((line) => (
            <li key={line.uid} className="ls-cart-line" data-testid="cart:line" data-sku={line.sku}>
              {line.image ? (
                <img src={line.image.url} alt="" width={96} height={96} loading="lazy" />
              ) : (
                <span className="ls-card-placeholder" aria-hidden="true" />
              )}
              <div className="ls-cart-line-body">
                {line.href ? (
                  <a href={line.href} className="ls-cart-line-name" data-testid="cart:line-name">
                    {line.name}
                  </a>
                ) : (
                  <span className="ls-cart-line-name" data-testid="cart:line-name">
                    {line.name}
                  </span>
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
                {!line.isAvailable ? (
                  <p className="ls-stock ls-stock-out-of-stock">{text.line.unavailable}</p>
                ) : null}
                {line.errors.map((message) => (
                  <p key={message} className="ls-form-error">
                    {message}
                  </p>
                ))}
                <p className="ls-cart-line-price">
                  <span className="ls-visually-hidden">{text.line.price}: </span>
                  {money(line.unitPrice)}
                </p>
              </div>
              <form
                className="ls-qty-stepper"
                action={actions.form}
                onSubmit={(event) => void submitQuantity(event, line)}
                data-testid="cart:qty-form"
              >
                {hidden('update', line.uid)}
                <input type="hidden" name="current" value={line.quantity} />
                <button
                  type="submit"
                  name="step"
                  value="-1"
                  className="ls-icon-button"
                  aria-label={fillTemplate(text.line.decrease, { name: line.name })}
                  disabled={busy || line.quantity <= 1}
                  data-testid="cart:qty-decrease"
                >
                  −
                </button>
                <label className="ls-visually-hidden" htmlFor={`qty-${line.uid}`}>
                  {text.line.quantity}
                </label>
                <input
                  key={`${line.uid}-${line.quantity}`}
                  id={`qty-${line.uid}`}
                  name="quantity"
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={MAX_QTY}
                  defaultValue={line.quantity}
                  data-testid="cart:qty"
                />
                <button
                  type="submit"
                  name="step"
                  value="1"
                  className="ls-icon-button"
                  aria-label={fillTemplate(text.line.increase, { name: line.name })}
                  disabled={busy}
                  data-testid="cart:qty-increase"
                >
                  +
                </button>
                <button type="submit" className="ls-link-button" disabled={busy}>
                  {text.line.update}
                </button>
                {lineError?.uid === line.uid ? (
                  <p className="ls-form-error" role="alert" data-testid="cart:line-error">
                    {lineError.message}
                  </p>
                ) : null}
              </form>
              <p className="ls-cart-line-total" data-testid="cart:line-total">
                <span className="ls-visually-hidden">{text.line.total}: </span>
                {money(line.rowTotal)}
              </p>
              <form action={actions.form} onSubmit={(event) => void submitRemove(event, line)}>
                {hidden('remove', line.uid)}
                <button
                  type="submit"
                  className="ls-link-button"
                  aria-label={fillTemplate(text.line.removeNamed, { name: line.name })}
                  disabled={busy}
                  data-testid="cart:remove"
                >
                  {text.line.remove}
                </button>
              </form>
            </li>
          ))}
        </ul>
        <aside className="ls-cart-side">
          <FreeShippingProgress
            subtotal={cart.subtotal}
            remaining={cart.freeShippingRemaining}
            remainingText={(amount) =>
              fillTemplate(text.freeShippingRemaining, { amount: money(amount) })
            }
            reachedText={text.freeShippingReached}
          />
          {cart.couponCode ? (
            <form
              className="ls-coupon"
              action={actions.form}
              onSubmit={(event) => void submitRemoveCoupon(event)}
              data-testid="cart:coupon-applied"
            >
              {hidden('remove-coupon')}
              <p>
                {text.coupon.label}:{' '}
                <strong data-testid="cart:coupon-code">{cart.couponCode}</strong>
              </p>
              <button
                type="submit"
                className="ls-link-button"
                disabled={busy}
                data-testid="cart:coupon-remove"
              >
                {text.coupon.remove}
              </button>
            </form>
          ) : (
            <form
              className="ls-coupon"
              action={actions.form}
              onSubmit={(event) => void submitCoupon(event)}
              data-testid="cart:coupon-form"
            >
              {hidden('coupon')}
              <label htmlFor="cart-coupon">{text.coupon.label}</label>
              <input
                id="cart-coupon"
                name="coupon"
                type="text"
                maxLength={255}
                autoComplete="off"
                aria-invalid={couponError ? true : undefined}
                aria-describedby={couponError ? 'cart-coupon-error' : undefined}
                data-testid="cart:coupon-input"
              />
              <button
                type="submit"
                className="ls-button"
                disabled={busy}
                data-testid="cart:coupon-apply"
              >
                {text.coupon.apply}
              </button>
              {couponError ? (
                <p
                  id="cart-coupon-error"
                  className="ls-form-error"
                  role="alert"
                  data-testid="cart:coupon-error"
                >
                  {couponError}
                </p>
              ) : null}
            </form>
          )}
          {notice ? (
            <p className="ls-form-notice" role="status" data-testid="cart:notice">
              {notice}
            </p>
          ) : null}
          <CartTotals cart={cart} locale={locale} text={text.totals} />
          {checkoutDisabled ? (
            <>
              <p className="ls-form-error" data-testid="cart:checkout-disabled">
                {text.limitDisabled}
              </p>
              <button type="button" className="ls-button" disabled>
                {text.proceed}
              </button>
            </>
          ) : (
            <a className="ls-button" href={checkoutPath} data-testid="cart:proceed">
              {text.proceed}
            </a>
          )}
        </aside>
      </div>
      {cart.crossSells.length ? (
        <section
          className="ls-cart-crosssells"
          aria-labelledby="cart-crosssells"
          data-testid="cart:crosssells"
        >
          <h2 id="cart-crosssells">{text.crossSells}</h2>
          <ul className="ls-grid">
            {cart.crossSells.map((product) => (
              <li key={product.sku} className="ls-card" data-testid="cart:crosssell">
                {product.href ? (
                  <a href={product.href} className="ls-card-link">
                    {product.image ? <img src={product.image.url} alt="" loading="lazy" /> : null}
                    <span className="ls-card-name">{product.name}</span>
                  </a>
                ) : (
                  <span className="ls-card-name">{product.name}</span>
                )}
                {product.price !== null ? <p className="ls-price">{money(product.price)}</p> : null}
                {product.canAddDirectly ? (
                  <AddToCart
                    storeView={storeView}
                    actions={actions.addToCart}
                    sku={product.sku}
                    kind="simple"
                    text={text.add}
                    testId="cart:crosssell-add"
                  />
                ) : product.href ? (
                  <a className="ls-button" href={product.href}>
                    {text.chooseOptions}
                  </a>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
