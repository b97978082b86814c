import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { parseStoreViewParam } from '@/features/store-view/store-view';
import { accountMetadata } from '@/features/account/views/account-page';
import { RegisterView } from '@/features/account/views/register-view';
import { referralCodeParam } from '@/features/account/referral';

export const dynamic = 'force-dynamic';

interface PageProps {
  params: Promise<{ storeView: string; awraf: string }>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const storeView = parseStoreViewParam((await params).storeView);
  return storeView ? accountMetadata(storeView, 'account.register.title') : {};
}

/** /create-account/{awraf}: registration with the referral code of the shared link kept. */
export default async function Page({ params }: PageProps) {
  const routeParams = await params;
  const storeView = parseStoreViewParam(routeParams.storeView);
  if (!storeView) notFound();
  return <RegisterView storeView={storeView} referralCode={referralCodeParam(routeParams.awraf)} />;
}
