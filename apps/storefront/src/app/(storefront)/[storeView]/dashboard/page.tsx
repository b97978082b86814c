import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { parseStoreViewParam } from '@/features/store-view/store-view';
import { accountMetadata } from '@/features/account/views/account-page';
import { requireCustomer } from '@/features/account/server/guards';
import {
  AccountUnavailable,
  DashboardOverview,
} from '@/features/account/dashboard/dashboard-views';
import { currentCustomer } from '@/features/account/server/session';
import { OVERVIEW_ORDERS } from '@/features/orders/order-rules';
import { loadOrdersPage } from '@/features/orders/server/orders-api';
import { LatestOrders } from '@/features/orders/views/order-history-view';

export const dynamic = 'force-dynamic';

interface PageProps {
  params: Promise<{ storeView: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const storeView = parseStoreViewParam((await params).storeView);
  return storeView ? accountMetadata(storeView, 'dashboard.overview.title') : {};
}

export default async function Page({ params, searchParams }: PageProps) {
  const routeParams = await params;
  const storeView = parseStoreViewParam(routeParams.storeView);
  if (!storeView) notFound();
  const state = await requireCustomer(storeView, '/dashboard');
  if (state.kind === 'unavailable') {
    return <AccountUnavailable storeView={storeView} message={state.message} />;
  }
  // The latest orders (ADR 0036); a failed lookup leaves the card out (SPEC §8).
  const current = await currentCustomer(storeView);
  const latest =
    current.kind === 'customer'
      ? await loadOrdersPage(storeView, current.token, { page: 1, status: null }, OVERVIEW_ORDERS)
      : null;
  return (
    <>
      <DashboardOverview
        storeView={storeView}
        customer={state.customer}
        justCreated={(await searchParams).created === '1'}
      />
      <div className="ls-account-page">
        <LatestOrders
          storeView={storeView}
          orders={latest?.kind === 'ok' ? latest.value.items.filter((item) => item !== null) : null}
        />
      </div>
    </>
  );
}
