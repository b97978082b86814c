import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { withStorePrefix } from '@lumo/block-schema';
import { composePageTitle } from '@/features/builder-page/page-title';
import { getTranslator } from '@/features/i18n/server';
import { parseStoreViewParam } from '@/features/store-view/store-view';
import '@/styles/age-trs.css';

interface TrsConfirmProps {
  params: Promise<{ storeView: string }>;
}

export async function generateMetadata({ params }: TrsConfirmProps): Promise<Metadata> {
  const storeView = parseStoreViewParam((await params).storeView);
  if (!storeView) return {};
  const t = await getTranslator(storeView);
  return {
    title: { absolute: composePageTitle(t('trs.confirmTitle')) },
    robots: { index: false, follow: false },
  };
}

/** SPEC §2.1 /trs/register/confirm/: after a TRS registration (no header or footer). */
export default async function TrsConfirmPage({ params }: TrsConfirmProps) {
  const storeView = parseStoreViewParam((await params).storeView);
  if (!storeView) notFound();
  const t = await getTranslator(storeView);
  return (
    <section className="ls-trs" data-testid="route:trs-confirm">
      <h1>{t('trs.confirmTitle')}</h1>
      <p>{t('trs.confirmText')}</p>
      <p>
        <Link href={withStorePrefix(storeView, '/')}>{t('trs.backHome')}</Link>
      </p>
    </section>
  );
}
