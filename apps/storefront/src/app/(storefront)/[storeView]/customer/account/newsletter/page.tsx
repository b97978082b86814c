import { notFound, redirect } from 'next/navigation';
import { withStorePrefix } from '@lumo/block-schema';
import { parseStoreViewParam } from '@/features/store-view/store-view';

export const dynamic = 'force-dynamic';

/** Magento's newsletter route (SPEC §2.1): the dashboard's communication tab. */
export default async function Page({ params }: { params: Promise<{ storeView: string }> }) {
  const storeView = parseStoreViewParam((await params).storeView);
  if (!storeView) notFound();
  redirect(withStorePrefix(storeView, '/dashboard/communication'));
}
