import Link from 'next/link';
import { getStoreView, type StoreViewCode } from '@lumo/block-schema';
import { CheckoutPaymentSessionDocument } from '@lumo/graphql';
import { formatMoney } from '@/features/catalog/price';
import { getTranslator } from '@/features/i18n/server';
import { customerToken } from '@/features/account/server/session';
import { activeCart } from '@/features/cart/server/cart-session';
import { cancelPaymentAction, submitCardAction, threeDSecureAction } from '../actions';
import { storePath } from '../checkout-paths';
import { sessionIdSchema } from '../checkout-schemas';
import { stepPath } from '../checkout-steps';
import {
  checkoutCall,
  loadCheckoutCart,
  readLastOrder,
  readPaymentError,
} from '../server/checkout-api';
import { CartRefresh } from './cart-refresh';
import { CheckoutFrame, checkoutMessages } from './checkout-parts';
import { CancelPaymentButton, CardForm, ThreeDSecureForm } from './payment-page-forms';

type SearchParams = Record<string, string | string[] | undefined>;

function param(searchParams: SearchParams, name: string): string | undefined {
  const value = searchParams[name];
  return typeof value === 'string' ? value : Array.isArray(value) ? value[0] : undefined;
}

/**
 * /checkout/worldpay (ADR 0035): the card provider's hosted page, served by the shop's sandbox so
 * every payment path runs offline. It reads the payment session, lists the sandbox's test cards,
 * takes the card, asks for the 3-D Secure passcode when the session says CHALLENGE_REQUIRED
 * (`&step=3ds`), and lets the shopper cancel (the order is canceled, the basket restored).
 */
export async function WorldpayView({
  storeView,
  searchParams,
}: {
  storeView: StoreViewCode;
  searchParams: SearchParams;
}) {
  const t = await getTranslator(storeView);
  const view = getStoreView(storeView);
  const sessionId = sessionIdSchema.safeParse(param(searchParams, 'session'));
  const result = sessionId.success
    ? await checkoutCall(CheckoutPaymentSessionDocument, {
        storeView,
        token: await customerToken(),
        variables: { sessionId: sessionId.data },
      })
    : null;
  const session = result?.kind === 'ok' ? result.data.paymentSession : null;
  if (!sessionId.success || !session) {
    return (
      <CheckoutFrame
        storeView={storeView}
        title={t('checkout.payment.pageTitle')}
        testId="route:checkout-worldpay"
      >
        <p role="alert" className="ls-form-summary" data-testid="worldpay:missing">
          {result?.kind === 'network-error'
            ? t('checkout.errors.unavailable')
            : t('checkout.payment.sessionMissing')}
        </p>
        <p>
          <Link href={storePath(storeView, '/checkout/cart')}>{t('checkout.backToBasket')}</Link>
        </p>
      </CheckoutFrame>
    );
  }
  const messages = checkoutMessages(t);
  const amount = formatMoney(
    { value: session.amount.value ?? 0, currency: session.amount.currency ?? view.currency },
    view.locale,
  );
  const cancel = (
    <CancelPaymentButton
      label={t('checkout.payment.cancel')}
      unavailable={t('checkout.errors.unavailable')}
      action={cancelPaymentAction.bind(null, storeView, session.session_id)}
    />
  );
  let body;
  if (session.status === 'CHALLENGE_REQUIRED') {
    body = (
      <>
        <h2>{t('checkout.payment.threeDSecureTitle')}</h2>
        <ThreeDSecureForm
          text={{
            passcode: t('checkout.payment.passcode'),
            hint: t('checkout.payment.passcodeHint'),
            submit: t('checkout.payment.confirm'),
            pending: t('checkout.pending'),
            unavailable: t('checkout.errors.unavailable'),
            messages,
          }}
          action={threeDSecureAction.bind(null, storeView, session.session_id)}
        />
        {cancel}
      </>
    );
  } else if (session.status === 'OPEN') {
    body = (
      <>
        {session.test_cards.length > 0 ? (
          <section aria-labelledby="worldpay-test-cards" data-testid="worldpay:test-cards">
            <h2 id="worldpay-test-cards">{t('checkout.payment.testCards')}</h2>
            <table className="ls-checkout-test-cards">
              <thead>
                <tr>
                  <th scope="col">{t('checkout.payment.cardNumber')}</th>
                  <th scope="col">{t('checkout.payment.outcome')}</th>
                </tr>
              </thead>
              <tbody>
                {session.test_cards.map((card) => (
                  <tr key={card.number}>
                    <td>{card.number}</td>
                    <td>{card.outcome}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        ) : null}
        <CardForm
          defaultHolder={session.merchant_name}
          text={{
            number: t('checkout.payment.cardNumber'),
            holder: t('checkout.payment.holder'),
            expiryMonth: t('checkout.payment.expiryMonth'),
            expiryYear: t('checkout.payment.expiryYear'),
            cvc: t('checkout.payment.cvc'),
            submit: t('checkout.payment.pay', { amount }),
            pending: t('checkout.pending'),
            unavailable: t('checkout.errors.unavailable'),
            messages,
          }}
          action={submitCardAction.bind(null, storeView, session.session_id)}
        />
        {cancel}
      </>
    );
  } else {
    const done = session.status === 'APPROVED';
    body = (
      <p data-testid="worldpay:finished">
        <Link
          href={`${storePath(storeView, done ? '/checkout/success-payment' : '/checkout/error')}?order=${encodeURIComponent(session.order_number)}`}
        >
          {done ? t('checkout.payment.finishedApproved') : t('checkout.payment.finishedDeclined')}
        </Link>
      </p>
    );
  }
  return (
    <CheckoutFrame
      storeView={storeView}
      title={t('checkout.payment.pageTitle')}
      testId="route:checkout-worldpay"
    >
      <p className="ls-checkout-sandbox-note">{t('checkout.payment.sandboxNote')}</p>
      <p data-testid="worldpay:amount">
        {t('checkout.payment.amountFor', { amount, order: session.order_number })}
      </p>
      {body}
    </CheckoutFrame>
  );
}

/**
 * /checkout/success and /checkout/success-payment: the order number (only the shopper's own,
 * from the last-order cookie), a /track-order link for guests, and the header's cart refreshed.
 */
export async function SuccessView({
  storeView,
  searchParams,
  testId,
}: {
  storeView: StoreViewCode;
  searchParams: SearchParams;
  testId: string;
}) {
  const t = await getTranslator(storeView);
  const last = await readLastOrder();
  const number = param(searchParams, 'order');
  const order = last && (!number || last.number === number) ? last : null;
  return (
    <CheckoutFrame storeView={storeView} title={t('checkout.success.title')} testId={testId}>
      {order ? (
        <>
          <p role="status" className="ls-account-message ls-account-message-success">
            {t('checkout.success.thanks')}
          </p>
          <p>
            {t('checkout.success.orderNumber')}{' '}
            <strong data-testid="checkout:order-number">{order.number}</strong>
          </p>
          <p>{t('checkout.success.mail')}</p>
          {order.visibility === 'guest' ? (
            <p>
              <Link href={storePath(storeView, '/track-order')} data-testid="checkout:track-order">
                {t('checkout.success.trackOrder')}
              </Link>
            </p>
          ) : (
            <p>
              <Link
                href={storePath(storeView, '/customer/account/orders')}
                data-testid="checkout:my-orders"
              >
                {t('checkout.success.myOrders')}
              </Link>
            </p>
          )}
        </>
      ) : (
        <p data-testid="checkout:no-order">{t('checkout.success.noOrder')}</p>
      )}
      <p>
        <Link href={storePath(storeView, '/')} className="ls-button ls-button-secondary">
          {t('account.common.continueShopping')}
        </Link>
      </p>
      <CartRefresh />
    </CheckoutFrame>
  );
}

/**
 * /checkout/error: the card was declined or the payment canceled. The reason (the order's
 * payment_error), and the basket, which the api gave back intact.
 */
export async function PaymentErrorView({
  storeView,
  searchParams,
}: {
  storeView: StoreViewCode;
  searchParams: SearchParams;
}) {
  const t = await getTranslator(storeView);
  const reason = await readPaymentError();
  const number = param(searchParams, 'order');
  const active = await activeCart(storeView, { create: false });
  const load = active ? await loadCheckoutCart(storeView, active.cartId, active.token) : null;
  const items = load?.kind === 'ok' ? load.cart.total_quantity : 0;
  return (
    <CheckoutFrame
      storeView={storeView}
      title={t('checkout.error.title')}
      testId="route:checkout-error"
    >
      <div role="alert" className="ls-form-summary" data-testid="checkout:payment-error">
        <p className="ls-form-summary-title">{t('checkout.error.notPaid')}</p>
        {reason ? <p data-testid="checkout:payment-error-reason">{reason}</p> : null}
        {number && /^[A-Za-z0-9-]{1,32}$/.test(number) ? (
          <p>{t('checkout.error.orderCanceled', { order: number })}</p>
        ) : null}
      </div>
      {items > 0 ? (
        <p data-testid="checkout:cart-intact">{t('checkout.error.cartIntact', { count: items })}</p>
      ) : null}
      <p className="ls-checkout-actions">
        <Link
          href={storePath(storeView, '/checkout/cart')}
          className="ls-button ls-button-primary"
          data-testid="checkout:back-to-cart"
        >
          {t('checkout.backToBasket')}
        </Link>{' '}
        {items > 0 ? (
          <Link
            href={stepPath(getStoreView(storeView).pathPrefix, 'payment_method')}
            className="ls-button ls-button-secondary"
          >
            {t('checkout.error.tryAgain')}
          </Link>
        ) : null}
      </p>
      <CartRefresh />
    </CheckoutFrame>
  );
}
