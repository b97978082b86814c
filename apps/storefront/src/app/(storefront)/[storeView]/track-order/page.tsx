import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { composePageTitle } from '@/features/builder-page/page-title';
import { getTranslator } from '@/features/i18n/server';
import { parseStoreViewParam } from '@/features/store-view/store-view';
import { TrackOrderView } from '@/features/orders/views/track-order-view';

interface PageProps {
  params: Promise<{ storeView: string }>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const storeView = parseStoreViewParam((await params).storeView);
  if (!storeView) return {};
  const t = await getTranslator(storeView);
  return {
    title: composePageTitle(t('orders.track.title')),
    robots: { index: false, follow: true },
  };
}

/** /track-order (SPEC §2.1): order tracking for guests; the page is the same for everyone. */
export default async function Page({ params }: PageProps) {
  const storeView = parseStoreViewParam((await params).storeView);
  if (!storeView) notFound();
  return <TrackOrderView storeView={storeView} />;
}
