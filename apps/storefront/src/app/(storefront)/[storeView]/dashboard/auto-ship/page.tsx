import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { parseStoreViewParam } from '@/features/store-view/store-view';
import { accountMetadata } from '@/features/account/views/account-page';
import { AccountUnavailable } from '@/features/account/dashboard/dashboard-views';
import { loadAutoshipSubscriptions } from '@/features/orders/server/orders-api';
import { requireOrderSession } from '@/features/orders/server/order-session';
import { AutoshipView } from '@/features/orders/views/autoship-view';

export const dynamic = 'force-dynamic';

interface PageProps {
  params: Promise<{ storeView: string }>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const storeView = parseStoreViewParam((await params).storeView);
  return storeView ? accountMetadata(storeView, 'orders.autoship.title') : {};
}

export default async function Page({ params }: PageProps) {
  const storeView = parseStoreViewParam((await params).storeView);
  if (!storeView) notFound();
  const session = await requireOrderSession(storeView, '/dashboard/auto-ship');
  if (session.kind === 'unavailable') {
    return <AccountUnavailable storeView={storeView} message={session.message} />;
  }
  const loaded = await loadAutoshipSubscriptions(storeView, session.token);
  if (loaded.kind === 'unavailable') {
    return <AccountUnavailable storeView={storeView} message={loaded.message} />;
  }
  return <AutoshipView storeView={storeView} subscriptions={loaded.value} />;
}
