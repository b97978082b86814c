import { notFound, redirect } from 'next/navigation';
import { withStorePrefix } from '@lumo/block-schema';
import { parseStoreViewParam } from '@/features/store-view/store-view';
import { parseOrderNumber } from '@/features/orders/order-rules';

export const dynamic = 'force-dynamic';

/** Magento's order view route (SPEC §2.1): the dashboard's order view. */
export default async function Page({
  params,
}: {
  params: Promise<{ storeView: string; orderId: string }>;
}) {
  const routeParams = await params;
  const storeView = parseStoreViewParam(routeParams.storeView);
  const number = parseOrderNumber(routeParams.orderId);
  if (!storeView || !number) notFound();
  redirect(
    withStorePrefix(storeView, `/dashboard/order-history/order/${encodeURIComponent(number)}`),
  );
}
