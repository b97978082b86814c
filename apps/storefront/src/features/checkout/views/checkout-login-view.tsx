import Link from 'next/link';
import { redirect } from 'next/navigation';
import type { StoreViewCode } from '@lumo/block-schema';
import { getTranslator } from '@/features/i18n/server';
import { AccountForm } from '@/features/account/forms/account-form';
import { formText } from '@/features/account/views/form-text';
import { activeCart } from '@/features/cart/server/cart-session';
import { checkoutLoginAction, continueAsGuestAction } from '../actions';
import { storePath } from '../checkout-paths';
import { isEmptyCart, loadCheckoutCart } from '../server/checkout-api';
import { CheckoutEvents } from './checkout-events';
import { CheckoutFrame, CheckoutUnavailable, eventItems } from './checkout-parts';

/**
 * /checkout/login (ADR 0035): continue as a guest with an email (set on the cart), or log in with
 * the account's form; the guest basket then merges into the customer's.
 */
export async function CheckoutLoginView({ storeView }: { storeView: StoreViewCode }) {
  const t = await getTranslator(storeView);
  const active = await activeCart(storeView, { create: false });
  if (!active) redirect(storePath(storeView, '/checkout/cart'));
  if (active.kind === 'customer') redirect(storePath(storeView, '/checkout/onepage'));
  const load = await loadCheckoutCart(storeView, active.cartId, null);
  if (load.kind === 'missing') redirect(storePath(storeView, '/checkout/cart'));
  if (load.kind === 'unavailable') return <CheckoutUnavailable storeView={storeView} />;
  if (isEmptyCart(load.cart)) redirect(storePath(storeView, '/checkout/cart'));
  const cart = load.cart;
  return (
    <CheckoutFrame
      storeView={storeView}
      title={t('checkout.login.title')}
      testId="route:checkout-login"
    >
      <div className="ls-account-columns">
        <section aria-labelledby="checkout-guest-heading">
          <h2 id="checkout-guest-heading">{t('checkout.login.guestTitle')}</h2>
          <p>{t('checkout.login.guestText')}</p>
          <AccountForm
            schema="email"
            testId="checkout:guest-form"
            action={continueAsGuestAction.bind(null, storeView)}
            text={formText(t, 'checkout.login.guestSubmit')}
            defaultValues={{ email: cart.email ?? '' }}
            groups={[
              {
                fields: [
                  {
                    name: 'email',
                    label: t('account.fields.email'),
                    type: 'email',
                    autoComplete: 'email',
                    required: true,
                    hint: t('checkout.login.emailHint'),
                  },
                ],
              },
            ]}
          />
        </section>
        <section aria-labelledby="checkout-login-heading">
          <h2 id="checkout-login-heading">{t('checkout.login.customerTitle')}</h2>
          <AccountForm
            schema="login"
            testId="checkout:login-form"
            action={checkoutLoginAction.bind(null, storeView)}
            text={formText(t, 'account.login.submit')}
            groups={[
              {
                fields: [
                  {
                    name: 'email',
                    label: t('account.fields.email'),
                    type: 'email',
                    autoComplete: 'email',
                    required: true,
                  },
                  {
                    name: 'password',
                    label: t('account.fields.password'),
                    type: 'password',
                    autoComplete: 'current-password',
                    required: true,
                  },
                ],
              },
            ]}
          />
          <p>
            <Link href={storePath(storeView, '/customer/forgotpassword')}>
              {t('account.login.forgotPassword')}
            </Link>
          </p>
        </section>
      </div>
      <p>
        <Link href={storePath(storeView, '/checkout/cart')}>{t('checkout.backToBasket')}</Link>
      </p>
      <CheckoutEvents
        beginKey={`${cart.total_quantity}:${cart.totals.grand_total}`}
        step={null}
        stepName={null}
        currency={cart.totals.quote_currency_code}
        value={cart.totals.grand_total}
        items={eventItems(cart)}
      />
    </CheckoutFrame>
  );
}

/** /checkout: an empty basket goes back to it, a guest to /checkout/login, a customer on to the steps. */
export async function checkoutEntryPath(storeView: StoreViewCode): Promise<string> {
  const active = await activeCart(storeView, { create: false });
  if (!active) return storePath(storeView, '/checkout/cart');
  const load = await loadCheckoutCart(storeView, active.cartId, active.token);
  if (load.kind === 'missing' || (load.kind === 'ok' && isEmptyCart(load.cart))) {
    return storePath(storeView, '/checkout/cart');
  }
  return storePath(storeView, active.kind === 'customer' ? '/checkout/onepage' : '/checkout/login');
}
