import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { parseStoreViewParam } from '@/features/store-view/store-view';
import { checkoutMetadata } from '@/features/checkout/views/checkout-parts';
import { checkoutEntryPath } from '@/features/checkout/views/checkout-login-view';

export const dynamic = 'force-dynamic';

interface PageProps {
  params: Promise<{ storeView: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const storeView = parseStoreViewParam((await params).storeView);
  return storeView ? checkoutMetadata(storeView, 'checkout.title') : {};
}

/** /checkout (SPEC §2.1): to the basket when empty, to /checkout/login for a guest, else the steps. */
export default async function Page({ params }: PageProps) {
  const storeView = parseStoreViewParam((await params).storeView);
  if (!storeView) notFound();
  redirect(await checkoutEntryPath(storeView));
}
