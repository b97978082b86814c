import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { parseStoreViewParam } from '@/features/store-view/store-view';
import { accountMetadata } from '@/features/account/views/account-page';
import { LogoutSuccessView } from '@/features/account/views/link-views';

export const dynamic = 'force-dynamic';

interface PageProps {
  params: Promise<{ storeView: string }>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const storeView = parseStoreViewParam((await params).storeView);
  return storeView ? accountMetadata(storeView, 'account.logout.title') : {};
}

export default async function Page({ params }: PageProps) {
  const routeParams = await params;
  const storeView = parseStoreViewParam(routeParams.storeView);
  if (!storeView) notFound();
  return <LogoutSuccessView storeView={storeView} />;
}
