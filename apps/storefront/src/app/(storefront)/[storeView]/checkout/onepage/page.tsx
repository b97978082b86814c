import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { parseStoreViewParam } from '@/features/store-view/store-view';
import { checkoutMetadata } from '@/features/checkout/views/checkout-parts';
import { OnepageView } from '@/features/checkout/views/onepage-view';

export const dynamic = 'force-dynamic';

interface PageProps {
  params: Promise<{ storeView: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const storeView = parseStoreViewParam((await params).storeView);
  return storeView ? checkoutMetadata(storeView, 'checkout.title') : {};
}

/** /checkout/onepage (SPEC §2.1, §9): the four checkout steps. */
export default async function Page({ params, searchParams }: PageProps) {
  const storeView = parseStoreViewParam((await params).storeView);
  if (!storeView) notFound();
  return <OnepageView storeView={storeView} searchParams={await searchParams} />;
}
