import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { parseStoreViewParam } from '@/features/store-view/store-view';
import { accountMetadata } from '@/features/account/views/account-page';
import { CreatePasswordFeedbackView } from '@/features/account/views/password-views';

export const dynamic = 'force-dynamic';

interface PageProps {
  params: Promise<{ storeView: string; id: string }>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const storeView = parseStoreViewParam((await params).storeView);
  return storeView ? accountMetadata(storeView, 'account.resetPassword.title') : {};
}

export default async function Page({ params }: PageProps) {
  const routeParams = await params;
  const storeView = parseStoreViewParam(routeParams.storeView);
  if (!storeView) notFound();
  return <CreatePasswordFeedbackView storeView={storeView} id={routeParams.id} />;
}
