import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getStoreView } from '@lumo/block-schema';
import { composePageTitle } from '@/features/builder-page/page-title';
import {
  customerTokenOfRequest,
  fetchAgeVerificationState,
} from '@/features/age-verification/age-verification-data';
import { AgeVerificationView } from '@/features/age-verification/age-verification-page';
import { getTranslator } from '@/features/i18n/server';
import { parseStoreViewParam } from '@/features/store-view/store-view';
import '@/styles/age-trs.css';

/** Customer data: rendered per request, never cached, never indexed. */
export const dynamic = 'force-dynamic';

interface EquifaxVerificationProps {
  params: Promise<{ storeView: string }>;
}

export async function generateMetadata({ params }: EquifaxVerificationProps): Promise<Metadata> {
  const storeView = parseStoreViewParam((await params).storeView);
  if (!storeView) return {};
  const t = await getTranslator(storeView);
  return {
    title: { absolute: composePageTitle(t('ageVerification.title')) },
    robots: { index: false, follow: false },
  };
}

export default async function EquifaxVerificationPage({ params }: EquifaxVerificationProps) {
  const storeView = parseStoreViewParam((await params).storeView);
  if (!storeView) notFound();
  const [t, result] = await Promise.all([
    getTranslator(storeView),
    customerTokenOfRequest().then((token) => fetchAgeVerificationState(storeView, token)),
  ]);
  if (result.kind === 'unavailable') {
    console.error(`Age verification state ${storeView} unavailable: ${result.message}`);
  }
  return (
    <AgeVerificationView
      storeView={storeView}
      countryCode={
        getStoreView(storeView).countryId === 'EU' ? '' : getStoreView(storeView).countryId
      }
      result={result}
      t={t}
    />
  );
}
