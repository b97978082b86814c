import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { withStorePrefix } from '@lumo/block-schema';
import { composePageTitle } from '@/features/builder-page/page-title';
import { getTranslator } from '@/features/i18n/server';
import { withHeadAlternative } from '@/features/seo/alternative-head';
import { PageUnavailable } from '@/features/builder-page/page-unavailable';
import { markPageUnavailable } from '@/features/builder-page/unavailable-status';
import { FaqIndex } from '@/features/content/faq-index';
import { parseStoreViewParam } from '@/features/store-view/store-view';
import { getFaqCategories } from '@/lib/api/faq';

interface FaqPageProps {
  params: Promise<{ storeView: string }>;
}

export async function generateMetadata({ params }: FaqPageProps): Promise<Metadata> {
  const storeView = parseStoreViewParam((await params).storeView);
  if (!storeView) return {};
  const t = await getTranslator(storeView);
  return withHeadAlternative(storeView, '/faq', {
    title: { absolute: composePageTitle(t('content.faqTitle')) },
    alternates: { canonical: withStorePrefix(storeView, '/faq') },
  });
}

/** SPEC §2.1 /faq: every FAQ category with its questions (the proxy does not look it up). */
export default async function FaqPage({ params }: FaqPageProps) {
  const storeView = parseStoreViewParam((await params).storeView);
  if (!storeView) notFound();
  const [categories, t] = await Promise.all([
    getFaqCategories(storeView),
    getTranslator(storeView),
  ]);
  if (categories.kind !== 'ok') {
    console.error(`FAQ ${storeView} unavailable: ${categories.message}`);
    // SPEC §8 / ADR 0009: the shell with a notice, sent with 503 by server.mjs.
    markPageUnavailable(await headers());
    return <PageUnavailable storeView={storeView} path="/faq" t={t} />;
  }
  return <FaqIndex storeView={storeView} categories={categories.value} t={t} />;
}
