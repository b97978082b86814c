import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { parseStoreViewParam } from '@/features/store-view/store-view';
import { checkoutMetadata } from '@/features/checkout/views/checkout-parts';
import { CheckoutLoginView } from '@/features/checkout/views/checkout-login-view';

export const dynamic = 'force-dynamic';

interface PageProps {
  params: Promise<{ storeView: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const storeView = parseStoreViewParam((await params).storeView);
  return storeView ? checkoutMetadata(storeView, 'checkout.login.title') : {};
}

/** /checkout/login (SPEC §2.1): continue as a guest or log in. */
export default async function Page({ params }: PageProps) {
  const storeView = parseStoreViewParam((await params).storeView);
  if (!storeView) notFound();
  return <CheckoutLoginView storeView={storeView} />;
}
