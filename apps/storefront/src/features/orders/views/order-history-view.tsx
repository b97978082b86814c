import Link from 'next/link';
import { getStoreView, withStorePrefix, type StoreViewCode } from '@lumo/block-schema';
import { getTranslator } from '@/features/i18n/server';
import {
  HISTORY_STATUSES,
  formatOrderDate,
  historyHref,
  pageLinks,
  type HistoryQuery,
} from '../order-rules';
import type { OrderSummary, OrdersPage } from '../server/orders-api';
import { money } from './order-details';
import '../orders.css';

/** The order's page in the dashboard (its number is the route's id). */
export function orderPath(storeView: StoreViewCode, number: string): string {
  return withStorePrefix(storeView, `/dashboard/order-history/order/${encodeURIComponent(number)}`);
}

/** The rows of a list of orders (history and the dashboard overview's latest orders). */
export async function OrdersTable({
  storeView,
  orders,
}: {
  storeView: StoreViewCode;
  orders: OrderSummary[];
}) {
  const t = await getTranslator(storeView);
  const { locale } = getStoreView(storeView);
  return (
    <table className="ls-orders-table" data-testid="order:list">
      <thead>
        <tr>
          <th scope="col">{t('orders.history.number')}</th>
          <th scope="col">{t('orders.history.date')}</th>
          <th scope="col">{t('orders.history.status')}</th>
          <th scope="col">{t('orders.history.total')}</th>
          <th scope="col">
            <span className="ls-visually-hidden">{t('orders.history.view')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.id} data-testid="order:row" data-number={order.number}>
            <td data-testid="order:row-number">{order.number}</td>
            <td>{formatOrderDate(locale, order.order_date)}</td>
            <td data-testid="order:row-status" data-status={order.status}>
              {order.status_label}
            </td>
            <td data-testid="order:row-total">
              {money(locale, order.total?.grand_total, order.total?.grand_total.currency ?? '')}
            </td>
            <td>
              <Link href={orderPath(storeView, order.number)} data-testid="order:row-link">
                {t('orders.history.view')}
                <span className="ls-visually-hidden"> {order.number}</span>
              </Link>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** /dashboard/order-history: paged, filtered by status, newest first (SPEC §3.4). */
export async function OrderHistoryView({
  storeView,
  query,
  page,
}: {
  storeView: StoreViewCode;
  query: HistoryQuery;
  page: OrdersPage;
}) {
  const t = await getTranslator(storeView);
  const base = withStorePrefix(storeView, '/dashboard/order-history');
  const orders = page.items.filter((item): item is OrderSummary => Boolean(item));
  const totalPages = page.page_info?.total_pages ?? 1;
  const filters: { status: HistoryQuery['status']; label: string }[] = [
    { status: null, label: t('orders.status.all') },
    ...HISTORY_STATUSES.map((status) => ({ status, label: t(`orders.status.${status}`) })),
  ];
  return (
    <section className="ls-account-page" data-testid="route:order-history">
      <h1>{t('orders.history.title')}</h1>
      <nav aria-label={t('orders.history.filterLabel')} className="ls-orders-filter">
        <ul>
          {filters.map((filter) => (
            <li key={filter.status ?? 'all'}>
              <Link
                href={historyHref(base, { page: 1, status: filter.status })}
                aria-current={filter.status === query.status ? 'page' : undefined}
                data-testid={`order:filter-${filter.status ?? 'all'}`}
              >
                {filter.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p data-testid="order:total-count">
        {t('orders.history.count', { count: page.total_count ?? 0 })}
      </p>
      {orders.length === 0 ? (
        <p data-testid="order:empty">
          {query.status ? t('orders.history.emptyFiltered') : t('orders.history.empty')}
        </p>
      ) : (
        <OrdersTable storeView={storeView} orders={orders} />
      )}
      {totalPages > 1 ? (
        <nav aria-label={t('orders.history.pagesLabel')} className="ls-orders-pages">
          <ul>
            {pageLinks(query.page, totalPages).map((number, index) =>
              number === null ? (
                <li key={`gap-${index}`} aria-hidden="true">
                  …
                </li>
              ) : (
                <li key={number}>
                  <Link
                    href={historyHref(base, { page: number, status: query.status })}
                    aria-current={number === query.page ? 'page' : undefined}
                    data-testid={`order:page-${number}`}
                  >
                    {number}
                  </Link>
                </li>
              ),
            )}
          </ul>
        </nav>
      ) : null}
    </section>
  );
}

/** The dashboard overview's card of the latest orders (quietly absent when they cannot load). */
export async function LatestOrders({
  storeView,
  orders,
}: {
  storeView: StoreViewCode;
  orders: OrderSummary[] | null;
}) {
  if (orders === null) return null;
  const t = await getTranslator(storeView);
  return (
    <section className="ls-dashboard-section" data-testid="dashboard:latest-orders">
      <h2>{t('orders.latest.title')}</h2>
      {orders.length === 0 ? (
        <p>{t('orders.history.empty')}</p>
      ) : (
        <OrdersTable storeView={storeView} orders={orders} />
      )}
      <Link href={withStorePrefix(storeView, '/dashboard/order-history')}>
        {t('orders.latest.all')}
      </Link>
    </section>
  );
}
