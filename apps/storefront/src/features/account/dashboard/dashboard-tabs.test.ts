import { describe, expect, it } from 'vitest';
import { isCurrentTab, type DashboardTab } from './dashboard-tabs';

const tabs: DashboardTab[] = [
  '/gr/dashboard',
  '/gr/dashboard/order-history',
  '/gr/dashboard/auto-ship',
].map((href) => ({ href, label: href, testId: href }));

describe('dashboard tabs', () => {
  it('marks a tab for its own page and for the pages under it (an order under the history)', () => {
    expect(isCurrentTab('/gr/dashboard/order-history', '/gr/dashboard/order-history', tabs)).toBe(
      true,
    );
    const order = '/gr/dashboard/order-history/order/000000012';
    expect(isCurrentTab(order, '/gr/dashboard/order-history', tabs)).toBe(true);
    expect(isCurrentTab(order, '/gr/dashboard', tabs)).toBe(false);
    expect(isCurrentTab('/gr/dashboard/order/12', '/gr/dashboard', tabs)).toBe(true);
    expect(isCurrentTab('/gr/dashboard/auto-ship', '/gr/dashboard/order-history', tabs)).toBe(
      false,
    );
  });
});
