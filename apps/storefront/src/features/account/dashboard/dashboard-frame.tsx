import type { ReactNode } from 'react';
import { getStoreView, withStorePrefix, type StoreViewCode } from '@lumo/block-schema';
import { getTranslator } from '@/features/i18n/server';
import { getStoreConfig } from '@/lib/api/store-config';
import { getAgeVerificationEnabled } from '../server/age-verification-config';
import { currentCustomer } from '../server/session';
import { DashboardTabs, type DashboardTab } from './dashboard-tabs';
import '../account.css';

/**
 * The dashboard's frame (SPEC §2.5): the tab navigation and the tab's content. The age
 * verification tab (its page is the age-verification feature's) shows only when verification
 * applies to this customer: enabled in the store view and the customer not yet verified (SPEC §5).
 */
export async function DashboardFrame({
  storeView,
  children,
}: {
  storeView: StoreViewCode;
  children: ReactNode;
}) {
  const [t, current, config] = await Promise.all([
    getTranslator(storeView),
    currentCustomer(storeView),
    getStoreConfig(storeView),
  ]);
  if (current.kind !== 'customer') return <>{children}</>;
  const federal = config?.federalVapingRules ?? getStoreView(storeView).federalVapingRules;
  const verification =
    (await getAgeVerificationEnabled(storeView, federal)) && !current.customer.is_age_verified;
  const tab = (path: string, key: string, testId: string): DashboardTab => ({
    href: withStorePrefix(storeView, path),
    label: t(key),
    testId,
  });
  const tabs: DashboardTab[] = [
    tab('/dashboard', 'dashboard.tabs.dashboard', 'dashboard:tab-dashboard'),
    tab('/dashboard/account-details', 'dashboard.tabs.details', 'dashboard:tab-details'),
    tab('/dashboard/order-history', 'orders.tabs.history', 'dashboard:tab-history'),
    tab('/dashboard/payment-options', 'orders.tabs.cards', 'dashboard:tab-options'),
    tab('/dashboard/auto-ship', 'orders.tabs.autoship', 'dashboard:tab-autoship'),
    tab('/dashboard/communication', 'dashboard.tabs.communication', 'dashboard:tab-communication'),
    tab('/dashboard/referral-program', 'dashboard.tabs.referral', 'dashboard:tab-referral'),
    ...(verification
      ? [
          tab(
            '/dashboard/equifax-verification',
            'dashboard.tabs.verification',
            'dashboard:tab-verification',
          ),
        ]
      : []),
  ];
  return (
    <div className="ls-dashboard" data-testid="dashboard">
      <DashboardTabs tabs={tabs} label={t('dashboard.tabs.label')} />
      <div className="ls-dashboard-content">{children}</div>
    </div>
  );
}
