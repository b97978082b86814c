import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CartPageView } from '@/features/cart/cart-page-view';
import { getTranslator } from '@/features/i18n/server';
import { parseStoreViewParam } from '@/features/store-view/store-view';

/** The shopper's own cart: never cached. */
export const dynamic = 'force-dynamic';

interface PageProps {
  params: Promise<{ storeView: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const storeView = parseStoreViewParam((await params).storeView);
  if (!storeView) return {};
  const t = await getTranslator(storeView);
  return { title: t('cart.page.title'), robots: { index: false, follow: false } };
}

/** /checkout/cart (SPEC §2.1): the shopping basket. */
export default async function Page({ params, searchParams }: PageProps) {
  const storeView = parseStoreViewParam((await params).storeView);
  if (!storeView) notFound();
  return <CartPageView storeView={storeView} searchParams={await searchParams} />;
}
