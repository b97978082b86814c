import { notFound } from 'next/navigation';
import { parseStoreViewParam } from '@/features/store-view/store-view';
import { AccountUnavailable } from '@/features/account/dashboard/dashboard-views';
import { parseOrderNumber } from '../order-rules';
import { loadCustomerOrder } from '../server/orders-api';
import { requireOrderSession } from '../server/order-session';
import { OrderPrintView, OrderView } from './order-view';

export interface OrderRouteProps {
  params: Promise<{ storeView: string; orderId: string }>;
}

/**
 * The order routes' page body: the customer's own order by number, else the not-found page (the
 * same for an order that does not exist and for someone else's: nothing leaks).
 */
export async function OrderRoutePage({
  params,
  variant,
  path,
}: OrderRouteProps & {
  variant: 'view' | 'print';
  path: (orderId: string) => string;
}) {
  const routeParams = await params;
  const storeView = parseStoreViewParam(routeParams.storeView);
  if (!storeView) notFound();
  const number = parseOrderNumber(routeParams.orderId);
  if (!number) notFound();
  const session = await requireOrderSession(storeView, path(number));
  if (session.kind === 'unavailable') {
    return <AccountUnavailable storeView={storeView} message={session.message} />;
  }
  const loaded = await loadCustomerOrder(storeView, session.token, number);
  if (loaded.kind === 'unavailable') {
    return <AccountUnavailable storeView={storeView} message={loaded.message} />;
  }
  if (!loaded.value) notFound();
  return variant === 'print' ? (
    <OrderPrintView storeView={storeView} order={loaded.value} />
  ) : (
    <OrderView storeView={storeView} order={loaded.value} />
  );
}
