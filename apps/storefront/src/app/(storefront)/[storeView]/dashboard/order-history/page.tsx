import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { parseStoreViewParam } from '@/features/store-view/store-view';
import { accountMetadata } from '@/features/account/views/account-page';
import { AccountUnavailable } from '@/features/account/dashboard/dashboard-views';
import { historyHref, parseHistoryQuery } from '@/features/orders/order-rules';
import { loadOrdersPage } from '@/features/orders/server/orders-api';
import { requireOrderSession } from '@/features/orders/server/order-session';
import { OrderHistoryView } from '@/features/orders/views/order-history-view';

export const dynamic = 'force-dynamic';

interface PageProps {
  params: Promise<{ storeView: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const storeView = parseStoreViewParam((await params).storeView);
  return storeView ? accountMetadata(storeView, 'orders.history.title') : {};
}

export default async function Page({ params, searchParams }: PageProps) {
  const storeView = parseStoreViewParam((await params).storeView);
  if (!storeView) notFound();
  const query = parseHistoryQuery(await searchParams);
  const session = await requireOrderSession(
    storeView,
    historyHref('/dashboard/order-history', query),
  );
  if (session.kind === 'unavailable') {
    return <AccountUnavailable storeView={storeView} message={session.message} />;
  }
  const loaded = await loadOrdersPage(storeView, session.token, query);
  if (loaded.kind === 'unavailable') {
    return <AccountUnavailable storeView={storeView} message={loaded.message} />;
  }
  return <OrderHistoryView storeView={storeView} query={query} page={loaded.value} />;
}
