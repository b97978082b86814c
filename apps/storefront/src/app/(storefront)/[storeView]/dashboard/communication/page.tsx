import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { parseStoreViewParam } from '@/features/store-view/store-view';
import { accountMetadata } from '@/features/account/views/account-page';
import { requireCustomer } from '@/features/account/server/guards';
import {
  AccountUnavailable,
  CommunicationPreferences,
} from '@/features/account/dashboard/dashboard-views';

export const dynamic = 'force-dynamic';

interface PageProps {
  params: Promise<{ storeView: string }>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const storeView = parseStoreViewParam((await params).storeView);
  return storeView ? accountMetadata(storeView, 'dashboard.communication.title') : {};
}

export default async function Page({ params }: PageProps) {
  const routeParams = await params;
  const storeView = parseStoreViewParam(routeParams.storeView);
  if (!storeView) notFound();
  const state = await requireCustomer(storeView, '/dashboard/communication');
  if (state.kind === 'unavailable') {
    return <AccountUnavailable storeView={storeView} message={state.message} />;
  }
  return <CommunicationPreferences storeView={storeView} customer={state.customer} />;
}
