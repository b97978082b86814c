import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { parseStoreViewParam } from '@/features/store-view/store-view';
import { checkoutMetadata } from '@/features/checkout/views/checkout-parts';
import { SuccessView } from '@/features/checkout/views/payment-views';

export const dynamic = 'force-dynamic';

interface PageProps {
  params: Promise<{ storeView: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const storeView = parseStoreViewParam((await params).storeView);
  return storeView ? checkoutMetadata(storeView, 'checkout.success.title') : {};
}

/** /checkout/success (SPEC §2.1): an order placed with an offline payment method. */
export default async function Page({ params, searchParams }: PageProps) {
  const storeView = parseStoreViewParam((await params).storeView);
  if (!storeView) notFound();
  return (
    <SuccessView
      storeView={storeView}
      searchParams={await searchParams}
      testId="route:checkout-success"
    />
  );
}
