import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { parseStoreViewParam } from '@/features/store-view/store-view';
import { accountMetadata } from '@/features/account/views/account-page';
import { LoginView } from '@/features/account/views/login-view';

export const dynamic = 'force-dynamic';

interface PageProps {
  params: Promise<{ storeView: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const storeView = parseStoreViewParam((await params).storeView);
  return storeView ? accountMetadata(storeView, 'account.login.title') : {};
}

/** /login-page (SPEC §2.1, §2.3): the full-page sign-in that federal-rules store views link to. */
export default async function Page({ params, searchParams }: PageProps) {
  const routeParams = await params;
  const storeView = parseStoreViewParam(routeParams.storeView);
  if (!storeView) notFound();
  return <LoginView storeView={storeView} searchParams={await searchParams} fullPage />;
}
