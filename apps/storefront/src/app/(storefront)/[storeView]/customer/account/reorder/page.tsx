import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { parseStoreViewParam } from '@/features/store-view/store-view';
import { accountMetadata } from '@/features/account/views/account-page';
import { AccountUnavailable } from '@/features/account/dashboard/dashboard-views';
import { parseOrderNumber } from '@/features/orders/order-rules';
import { loadCustomerOrder } from '@/features/orders/server/orders-api';
import { requireOrderSession } from '@/features/orders/server/order-session';
import { ReorderView } from '@/features/orders/views/reorder-view';

export const dynamic = 'force-dynamic';

interface PageProps {
  params: Promise<{ storeView: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const storeView = parseStoreViewParam((await params).storeView);
  return storeView ? accountMetadata(storeView, 'orders.reorder.title') : {};
}

/**
 * Magento's reorder route (SPEC §2.1), `?order=<number>`: the order's items and the reorder
 * button (a GET changes nothing; the button's server action calls reorderItems).
 */
export default async function Page({ params, searchParams }: PageProps) {
  const storeView = parseStoreViewParam((await params).storeView);
  if (!storeView) notFound();
  const raw = (await searchParams).order;
  const number = parseOrderNumber(Array.isArray(raw) ? raw[0] : raw);
  if (!number) notFound();
  const session = await requireOrderSession(
    storeView,
    `/customer/account/reorder?order=${encodeURIComponent(number)}`,
  );
  if (session.kind === 'unavailable') {
    return <AccountUnavailable storeView={storeView} message={session.message} />;
  }
  const loaded = await loadCustomerOrder(storeView, session.token, number);
  if (loaded.kind === 'unavailable') {
    return <AccountUnavailable storeView={storeView} message={loaded.message} />;
  }
  if (!loaded.value) notFound();
  return <ReorderView storeView={storeView} order={loaded.value} />;
}
