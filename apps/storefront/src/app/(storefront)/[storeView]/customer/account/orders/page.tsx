import { notFound, redirect } from 'next/navigation';
import { withStorePrefix } from '@lumo/block-schema';
import { parseStoreViewParam } from '@/features/store-view/store-view';

export const dynamic = 'force-dynamic';

/** Magento's order history route (SPEC §2.1): the dashboard's order history. */
export default async function Page({ params }: { params: Promise<{ storeView: string }> }) {
  const storeView = parseStoreViewParam((await params).storeView);
  if (!storeView) notFound();
  redirect(withStorePrefix(storeView, '/dashboard/order-history'));
}
