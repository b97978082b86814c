import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { withStorePrefix } from '@lumo/block-schema';
import { composePageTitle } from '@/features/builder-page/page-title';
import { markPageUnavailable } from '@/features/builder-page/unavailable-status';
import { getTranslator } from '@/features/i18n/server';
import { withHeadAlternative } from '@/features/seo/alternative-head';
import { loadLocator, LocatorView } from '@/features/store-locator/locator-view';
import { parseStoreViewParam } from '@/features/store-view/store-view';

interface StoreLocatorPageProps {
  params: Promise<{ storeView: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({
  params,
  searchParams,
}: StoreLocatorPageProps): Promise<Metadata> {
  const storeView = parseStoreViewParam((await params).storeView);
  if (!storeView) return {};
  const t = await getTranslator(storeView);
  const query = await searchParams;
  const searched = ['postcode', 'lat', 'lng'].some((name) => query[name] !== undefined);
  return withHeadAlternative(storeView, '/storelocator', {
    title: { absolute: composePageTitle(t('storeLocator.storeTitle')) },
    description: t('storeLocator.storeIntro'),
    alternates: { canonical: withStorePrefix(storeView, '/storelocator') },
    // A search's results are not a page of their own.
    ...(searched ? { robots: { index: false, follow: true } } : {}),
  });
}

/** SPEC §2.1 /storelocator (§2.5): the store view's shops nearest a postcode or a point. */
export default async function StoreLocatorPage({ params, searchParams }: StoreLocatorPageProps) {
  const storeView = parseStoreViewParam((await params).storeView);
  if (!storeView) notFound();
  const [data, t] = await Promise.all([
    loadLocator(storeView, 'STORE', await searchParams),
    getTranslator(storeView),
  ]);
  if (data.result?.kind === 'unavailable') {
    console.error(`Store locator ${storeView} unavailable: ${data.result.message}`);
    // SPEC §8 / ADR 0009: sent with 503 by server.mjs; the page still says what happened.
    markPageUnavailable(await headers());
  }
  return <LocatorView storeView={storeView} kind="STORE" data={data} t={t} />;
}
