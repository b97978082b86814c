import Link from 'next/link';
import { withStorePrefix, type StoreViewCode } from '@lumo/block-schema';
import { getTranslator } from '@/features/i18n/server';
import { reorderAction } from '../actions';
import type { Order } from '../server/orders-api';
import { orderPath } from './order-history-view';
import { ReorderButton } from './reorder-button';
import '../orders.css';

/** /customer/account/reorder?order=<number>: the order's items and the reorder button. */
export async function ReorderView({
  storeView,
  order,
}: {
  storeView: StoreViewCode;
  order: Order;
}) {
  const t = await getTranslator(storeView);
  const items = (order.items ?? []).filter((item): item is NonNullable<typeof item> =>
    Boolean(item),
  );
  return (
    <section className="ls-account-page" data-testid="route:reorder">
      <h1>{t('orders.reorder.title')}</h1>
      <p>{t('orders.reorder.intro', { number: order.number })}</p>
      <ul data-testid="order:reorder-items">
        {items.map((item) => (
          <li key={item.id}>
            {item.quantity_ordered ?? 0} × {item.product_name}
          </li>
        ))}
      </ul>
      <ReorderButton
        label={t('orders.reorder.button')}
        pending={t('orders.reorder.pending')}
        toCart={t('orders.reorder.toCart')}
        refusedTitle={t('orders.reorder.refused')}
        action={reorderAction.bind(null, storeView, order.number)}
      />
      <p>
        <Link href={orderPath(storeView, order.number)}>{t('orders.reorder.viewOrder')}</Link>
        {' · '}
        <Link href={withStorePrefix(storeView, '/dashboard/order-history')}>
          {t('orders.latest.all')}
        </Link>
      </p>
    </section>
  );
}
