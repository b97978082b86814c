import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { parseStoreViewParam } from '@/features/store-view/store-view';
import { accountMetadata } from '@/features/account/views/account-page';
import { NewsletterLinkView } from '@/features/account/views/link-views';

export const dynamic = 'force-dynamic';

interface PageProps {
  params: Promise<{ storeView: string; id: string; code: string }>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const storeView = parseStoreViewParam((await params).storeView);
  return storeView ? accountMetadata(storeView, 'account.newsletter.unsubscribeTitle') : {};
}

export default async function Page({ params }: PageProps) {
  const routeParams = await params;
  const storeView = parseStoreViewParam(routeParams.storeView);
  if (!storeView) notFound();
  return (
    <NewsletterLinkView
      storeView={storeView}
      kind="unsubscribe"
      id={routeParams.id}
      code={routeParams.code}
    />
  );
}
