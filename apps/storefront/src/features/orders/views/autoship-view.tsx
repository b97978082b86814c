import Link from 'next/link';
import { getStoreView, withStorePrefix, type StoreViewCode } from '@lumo/block-schema';
import { getTranslator } from '@/features/i18n/server';
import { autoshipCommandAction, changeAutoshipIntervalAction } from '../actions';
import { AUTOSHIP_INTERVALS, formatDay, formatOrderDate } from '../order-rules';
import type { AutoshipSubscription } from '../server/orders-api';
import { AutoshipControls } from './autoship-controls';
import '../orders.css';

/** /dashboard/auto-ship: the customer's subscriptions and what can be done with each. */
export async function AutoshipView({
  storeView,
  subscriptions,
}: {
  storeView: StoreViewCode;
  subscriptions: AutoshipSubscription[];
}) {
  const t = await getTranslator(storeView);
  const { locale } = getStoreView(storeView);
  const intervals = AUTOSHIP_INTERVALS.map((days) => ({
    days,
    label: t('orders.autoship.everyDays', { count: days }),
  }));
  const text = {
    skip: t('orders.autoship.skip'),
    pause: t('orders.autoship.pause'),
    resume: t('orders.autoship.resume'),
    cancel: t('orders.autoship.cancel'),
    cancelConfirm: t('orders.autoship.cancelConfirm'),
    interval: t('orders.autoship.interval'),
    changeInterval: t('orders.autoship.changeInterval'),
    failed: t('orders.errors.unavailable'),
  };
  return (
    <section className="ls-account-page" data-testid="route:auto-ship">
      <h1>{t('orders.autoship.title')}</h1>
      <p>{t('orders.autoship.intro')}</p>
      {subscriptions.length === 0 ? (
        <p data-testid="order:autoship-empty">
          {t('orders.autoship.empty')}{' '}
          <Link href={withStorePrefix(storeView, '/dashboard/order-history')}>
            {t('orders.latest.all')}
          </Link>
        </p>
      ) : (
        <ul className="ls-autoship-list" data-testid="order:autoship-list">
          {subscriptions.map((subscription) => (
            <li
              key={subscription.id}
              data-testid="order:autoship"
              data-status={subscription.status}
              data-order={subscription.source_order_number}
            >
              <h2>
                {t('orders.autoship.fromOrder', { number: subscription.source_order_number })}
              </h2>
              <ul>
                {subscription.items.map((item) => (
                  <li key={item.sku} data-testid="order:autoship-item">
                    {item.qty} × {item.name}
                  </li>
                ))}
              </ul>
              <dl className="ls-order-facts">
                <dt>{t('orders.autoship.status')}</dt>
                <dd data-testid="order:autoship-status">
                  {t(`orders.autoship.statuses.${subscription.status}`)}
                </dd>
                <dt>{t('orders.autoship.interval')}</dt>
                <dd data-testid="order:autoship-interval-days">
                  {t('orders.autoship.everyDays', { count: subscription.interval_days })}
                </dd>
                <dt>{t('orders.autoship.nextDate')}</dt>
                <dd data-testid="order:autoship-next-date" data-date={subscription.next_date ?? ''}>
                  {subscription.next_date ? formatDay(locale, subscription.next_date) : '—'}
                </dd>
                <dt>{t('orders.autoship.payment')}</dt>
                <dd>{subscription.payment_title}</dd>
                <dt>{t('orders.autoship.since')}</dt>
                <dd>{formatOrderDate(locale, subscription.created_at)}</dd>
              </dl>
              {subscription.last_error ? (
                <p className="ls-account-message ls-account-message-error">
                  {t('orders.autoship.lastError', { message: subscription.last_error })}
                </p>
              ) : null}
              <AutoshipControls
                status={subscription.status}
                intervalDays={subscription.interval_days}
                intervals={intervals}
                text={text}
                command={autoshipCommandAction.bind(null, storeView, subscription.id)}
                changeInterval={changeAutoshipIntervalAction.bind(null, storeView, subscription.id)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
