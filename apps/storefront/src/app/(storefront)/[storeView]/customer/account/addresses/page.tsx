import { notFound, redirect } from 'next/navigation';
import { withStorePrefix } from '@lumo/block-schema';
import { parseStoreViewParam } from '@/features/store-view/store-view';

export const dynamic = 'force-dynamic';

/** Magento's address book route (SPEC §2.1): the dashboard's addresses. */
export default async function Page({ params }: { params: Promise<{ storeView: string }> }) {
  const storeView = parseStoreViewParam((await params).storeView);
  if (!storeView) notFound();
  redirect(withStorePrefix(storeView, '/dashboard/account-details#addresses'));
}
