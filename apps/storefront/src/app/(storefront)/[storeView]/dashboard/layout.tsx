import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { DashboardFrame } from '@/features/account/dashboard/dashboard-frame';
import { parseStoreViewParam } from '@/features/store-view/store-view';

/** The dashboard's tabs around every dashboard page (SPEC §2.5; ADR 0026). */
export default async function DashboardLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ storeView: string }>;
}) {
  const storeView = parseStoreViewParam((await params).storeView);
  if (!storeView) notFound();
  return <DashboardFrame storeView={storeView}>{children}</DashboardFrame>;
}
