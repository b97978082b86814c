import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { withStorePrefix } from '@lumo/block-schema';
import { composePageTitle } from '@/features/builder-page/page-title';
import { getTranslator } from '@/features/i18n/server';
import { PageUnavailable } from '@/features/builder-page/page-unavailable';
import { markPageUnavailable } from '@/features/builder-page/unavailable-status';
import { FaqResults } from '@/features/content/faq-results';
import { parseStoreViewParam } from '@/features/store-view/store-view';
import { getFaqSearch, normaliseFaqSearch } from '@/lib/api/faq';

interface FaqResultPageProps {
  params: Promise<{ storeView: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: FaqResultPageProps): Promise<Metadata> {
  const storeView = parseStoreViewParam((await params).storeView);
  if (!storeView) return {};
  const t = await getTranslator(storeView);
  return {
    title: { absolute: composePageTitle(t('content.searchTitle')) },
    // Result lists of arbitrary words are not pages of their own.
    robots: { index: false, follow: true },
    alternates: { canonical: withStorePrefix(storeView, '/faq/result') },
  };
}

/** SPEC §2.1 /faq/result?q=: the FAQ questions matching the search, or an empty state. */
export default async function FaqResultPage({ params, searchParams }: FaqResultPageProps) {
  const storeView = parseStoreViewParam((await params).storeView);
  if (!storeView) notFound();
  const search = normaliseFaqSearch((await searchParams).q);
  const [results, t] = await Promise.all([
    getFaqSearch(storeView, search),
    getTranslator(storeView),
  ]);
  if (results.kind !== 'ok') {
    console.error(`FAQ search ${storeView} unavailable: ${results.message}`);
    markPageUnavailable(await headers());
    return <PageUnavailable storeView={storeView} path="/faq/result" t={t} />;
  }
  return <FaqResults storeView={storeView} search={search} questions={results.value} t={t} />;
}
