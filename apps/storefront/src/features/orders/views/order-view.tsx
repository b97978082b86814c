import Link from 'next/link';
import { getStoreView, withStorePrefix, type StoreViewCode } from '@lumo/block-schema';
import { getTranslator } from '@/features/i18n/server';
import { createAutoshipAction, reorderAction } from '../actions';
import { AUTOSHIP_INTERVALS } from '../order-rules';
import type { Order } from '../server/orders-api';
import { AutoshipCreateForm } from './autoship-create-form';
import { OrderDetails } from './order-details';
import { orderText } from './order-text';
import { PrintButton } from './print-button';
import { ReorderButton } from './reorder-button';
import '../orders.css';

/** /dashboard/order-history/order/{number} and /dashboard/order/{number}: one order (SPEC §3.4). */
export async function OrderView({ storeView, order }: { storeView: StoreViewCode; order: Order }) {
  const t = await getTranslator(storeView);
  const { locale } = getStoreView(storeView);
  const number = encodeURIComponent(order.number);
  const canReorder = order.available_actions.includes('REORDER');
  const canRepeat = order.status !== 'canceled' && order.status !== 'pending_payment';
  return (
    <section className="ls-account-page" data-testid="route:order">
      <p>
        <Link
          href={withStorePrefix(storeView, '/dashboard/order-history')}
          data-testid="order:back"
        >
          {t('orders.view.back')}
        </Link>
      </p>
      <h1>{t('orders.view.title', { number: order.number })}</h1>
      <div className="ls-order-actions">
        <Link
          href={withStorePrefix(storeView, `/dashboard/order-history/order/${number}/print`)}
          className="ls-button ls-button-secondary"
          data-testid="order:print-link"
        >
          {t('orders.view.print')}
        </Link>
        {canReorder ? (
          <ReorderButton
            label={t('orders.reorder.button')}
            pending={t('orders.reorder.pending')}
            toCart={t('orders.reorder.toCart')}
            refusedTitle={t('orders.reorder.refused')}
            action={reorderAction.bind(null, storeView, order.number)}
          />
        ) : null}
      </div>
      <OrderDetails order={order} locale={locale} text={orderText(t)} />
      {canRepeat ? (
        <AutoshipCreateForm
          intervals={AUTOSHIP_INTERVALS.map((days) => ({
            days,
            label: t('orders.autoship.everyDays', { count: days }),
          }))}
          text={{
            legend: t('orders.autoship.createLegend'),
            interval: t('orders.autoship.interval'),
            submit: t('orders.autoship.create'),
            pending: t('orders.autoship.creating'),
          }}
          action={createAutoshipAction.bind(null, storeView, order.number)}
        />
      ) : null}
    </section>
  );
}

/** The print view: the order alone, a print button, the print stylesheet (orders.css). */
export async function OrderPrintView({
  storeView,
  order,
}: {
  storeView: StoreViewCode;
  order: Order;
}) {
  const t = await getTranslator(storeView);
  const { locale } = getStoreView(storeView);
  return (
    <section className="ls-order-print" data-testid="route:order-print">
      <div className="ls-order-print-bar">
        <Link
          href={withStorePrefix(
            storeView,
            `/dashboard/order-history/order/${encodeURIComponent(order.number)}`,
          )}
        >
          {t('orders.view.back')}
        </Link>
        <PrintButton label={t('orders.print.button')} />
      </div>
      <h1>{t('orders.view.title', { number: order.number })}</h1>
      <OrderDetails order={order} locale={locale} text={orderText(t)} />
    </section>
  );
}
