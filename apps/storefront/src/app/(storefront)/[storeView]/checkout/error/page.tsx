import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { parseStoreViewParam } from '@/features/store-view/store-view';
import { checkoutMetadata } from '@/features/checkout/views/checkout-parts';
import { PaymentErrorView } from '@/features/checkout/views/payment-views';

export const dynamic = 'force-dynamic';

interface PageProps {
  params: Promise<{ storeView: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const storeView = parseStoreViewParam((await params).storeView);
  return storeView ? checkoutMetadata(storeView, 'checkout.error.title') : {};
}

/** /checkout/error (SPEC §2.1): a declined or canceled card payment; the basket is intact. */
export default async function Page({ params, searchParams }: PageProps) {
  const storeView = parseStoreViewParam((await params).storeView);
  if (!storeView) notFound();
  return <PaymentErrorView storeView={storeView} searchParams={await searchParams} />;
}
